export { resolveDatabase } from './resolve-database';
export { buildFerretDb, ferretDbBinaryPath, findGo, startFerretDb, type BuildFerretDbOptions, type StartedServer } from './ferretdb';
export { findMongod, startMongod } from './mongod';
export { ping } from './ping';
export { freePort } from './server-process';
export { defaultDataDir, repoRoot } from './repo-root';
export { testDbName } from './test-db-name';
export {
  BackendMissing,
  BackendUnavailable,
  type DatabaseBackend,
  type DatabaseLogger,
  type ResolveDatabaseOptions,
  type ResolvedDatabase,
} from './types';

// Type-only: makes `inject('mongoUri')` typed in tests (erased at runtime, so vitest is not loaded).
import type {} from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by @cadence/db/vitest-global-setup: `mongodb://host:port` without a database name. */
    mongoUri: string;
  }
}
