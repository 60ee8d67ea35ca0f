import { kindOfProcedure, operationModules } from '../operations/index';
import { router } from './init';
import { toProcedures } from './procedures';

type Modules = typeof operationModules;
/** The procedures of every module, typed per module (the SDK's surface is generated from these types). */
type ModuleProcedures = { [M in keyof Modules]: ReturnType<typeof toProcedures<Modules[M]>> };

/**
 * Every module's procedures, from the one list of modules (src/operations/index.ts): a module is added
 * there once and both transports, the rate-limit classes and the SDK surface follow (docs/decisions/023).
 */
function moduleProcedures(): ModuleProcedures {
  const out: Record<string, unknown> = {};
  for (const [name, ops] of Object.entries(operationModules)) out[name] = toProcedures(name, ops);
  return out as ModuleProcedures;
}

/** The tRPC router: every procedure comes from an operation declaration (src/modules/<m>/<m>.operations.ts). */
export const appRouter = router(moduleProcedures());

/** Procedures the router serves without a declared rate-limit class (none: checked once, at start-up). */
export function proceduresWithoutRateClass(): string[] {
  return Object.keys(appRouter._def.procedures).filter((path) => kindOfProcedure(path) === undefined);
}
const unclassed = proceduresWithoutRateClass();
if (unclassed.length > 0) throw new Error(`tRPC procedures without a rate-limit class: ${unclassed.join(', ')}`);

export type AppRouter = typeof appRouter;
