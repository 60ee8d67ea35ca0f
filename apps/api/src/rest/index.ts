import type { RestRoute } from './define';
import { onboardingRoutes } from './onboarding.routes';
import { routineRoutes } from './routines.routes';
import { userRoutes } from './users.routes';
import { weeklyRoutes } from './weekly.routes';
import { publicProfileRoutes } from './public.routes';
import { logRoutes } from './logs.routes';
import { planRoutes } from './plan.routes';
import { accountRoutes } from './account.routes';
import { passkeyRoutes } from './passkeys.routes';

/** Every REST route of spec §7 (plus a few extras), each a thin call into a service. */
export const restRoutes: RestRoute[] = [...userRoutes, ...onboardingRoutes, ...routineRoutes, ...planRoutes, ...logRoutes, ...weeklyRoutes, ...publicProfileRoutes, ...accountRoutes, ...passkeyRoutes];
