import { onboardingRouter } from '../modules/onboarding/onboarding.router';
import { routinesRouter } from '../modules/routines/routine.router';
import { usersRouter } from '../modules/users/user.router';
import { logsRouter } from '../modules/logs/log.router';
import { planRouter } from '../modules/plan/plan.router';
import { safetyRouter } from '../modules/plan/safety.router';
import { weeklyRouter } from '../modules/weekly/weekly.router';
import { publicProfileRouter } from '../modules/public-profile/public-profile.router';
import { router } from './init';

/** One router per domain, merged here. */
export const appRouter = router({
  users: usersRouter,
  weekly: weeklyRouter,
  publicProfile: publicProfileRouter,
  plan: planRouter,
  safety: safetyRouter,
  logs: logsRouter,
  onboarding: onboardingRouter,
  routines: routinesRouter,
});

export type AppRouter = typeof appRouter;
