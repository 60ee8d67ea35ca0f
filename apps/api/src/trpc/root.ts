import { operationModules } from '../operations/index';
import { router } from './init';
import { toProcedures } from './procedures';

const m = operationModules;

/** The tRPC router: every procedure comes from an operation declaration (src/modules/<m>/<m>.operations.ts). */
export const appRouter = router({
  users: toProcedures('users', m.users),
  weekly: toProcedures('weekly', m.weekly),
  publicProfile: toProcedures('publicProfile', m.publicProfile),
  plan: toProcedures('plan', m.plan),
  safety: toProcedures('safety', m.safety),
  logs: toProcedures('logs', m.logs),
  onboarding: toProcedures('onboarding', m.onboarding),
  routines: toProcedures('routines', m.routines),
  account: toProcedures('account', m.account),
  passkeys: toProcedures('passkeys', m.passkeys),
  rhythm: toProcedures('rhythm', m.rhythm),
});

export type AppRouter = typeof appRouter;
