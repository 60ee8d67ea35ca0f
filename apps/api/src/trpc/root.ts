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
  logs: toProcedures('logs', m.logs),
  onboarding: toProcedures('onboarding', m.onboarding),
  routines: toProcedures('routines', m.routines),
  account: toProcedures('account', m.account),
  passkeys: toProcedures('passkeys', m.passkeys),
});

export type AppRouter = typeof appRouter;
