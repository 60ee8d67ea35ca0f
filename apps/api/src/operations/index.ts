import { logOperations } from '../modules/logs/log.operations';
import { onboardingOperations } from '../modules/onboarding/onboarding.operations';
import { planOperations } from '../modules/plan/plan.operations';
import { safetyOperations } from '../modules/safety/safety.operations';
import { publicProfileOperations } from '../modules/public-profile/public-profile.operations';
import { routineOperations } from '../modules/routines/routine.operations';
import { userOperations } from '../modules/users/user.operations';
import { weeklyOperations } from '../modules/weekly/weekly.operations';
import { accountOperations } from '../modules/account/account.operations';
import { passkeyOperations } from '../modules/passkeys/passkeys.operations';
import { rhythmOperations } from '../modules/rhythm/rhythm.operations';
import type { AnyOperation, OperationKind } from './define';

/** Every operation, by module: the tRPC path is `<module>.<name>`. Adding an operation is one entry in a module's list. */
export const operationModules = {
  users: userOperations,
  weekly: weeklyOperations,
  publicProfile: publicProfileOperations,
  plan: planOperations,
  safety: safetyOperations,
  logs: logOperations,
  onboarding: onboardingOperations,
  routines: routineOperations,
  account: accountOperations,
  passkeys: passkeyOperations,
  rhythm: rhythmOperations,
} as const;

export interface NamedOperation {
  /** tRPC path, e.g. 'plan.today'. */
  name: string;
  op: AnyOperation;
}

/** The flat list (the suites iterate it; REST and OpenAPI are built from it). */
export const operations: NamedOperation[] = Object.entries(operationModules).flatMap(([module, ops]) =>
  Object.entries(ops as Record<string, AnyOperation>).map(([key, op]) => ({ name: `${module}.${key}`, op })),
);

const KIND_BY_NAME = new Map(operations.map((o) => [o.name, o.op.kind]));

/**
 * Rate-limit class of a declared tRPC procedure path; undefined for a path that names no procedure. The
 * router is built from these same declarations, and checks at start-up that every procedure has one.
 */
export function kindOfProcedure(name: string): OperationKind | undefined {
  return KIND_BY_NAME.get(name);
}
