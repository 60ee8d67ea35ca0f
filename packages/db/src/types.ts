export type DatabaseBackend = 'uri' | 'mongod' | 'ferretdb' | 'memory-server';

export interface DatabaseLogger {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface ResolveDatabaseOptions {
  /**
   * Root directory for local servers' data. Each backend uses a sub-directory:
   * `<dataDir>/mongod`, `<dataDir>/ferretdb`, `<dataDir>/memory-server`; logs go to `<dataDir>/logs`.
   * Default: `<repoRoot>/.data` (persistent, git-ignored). Tests pass a temp dir.
   */
  dataDir?: string;
  /** Where to report the chosen backend and timings. Default: stderr with a `[db]` prefix. */
  logger?: DatabaseLogger;
  /**
   * Which local server to try first when `MONGODB_URI` is not set. `auto` (default) = mongod, then
   * FerretDB, then mongodb-memory-server. Can also be set with `CADENCE_DB_PREFER`.
   */
  prefer?: 'auto' | 'ferretdb' | 'mongod';
  /** Honour `MONGODB_URI` (default true). `false` always starts a local server (e.g. restart tests). */
  useEnv?: boolean;
}

export interface ResolvedDatabase {
  /** `mongodb://host:port` without a database path: pass `dbName` to mongoose (or append `/name`). */
  uri: string;
  backend: DatabaseBackend;
  /** Milliseconds from spawning the server until it answered `ping` (0 for `uri`; excludes a FerretDB build). */
  startMs: number;
  /** Stops the server if this process started it (SIGTERM, then SIGKILL after a timeout). Idempotent. */
  stop(): Promise<void>;
  /** Embedded FerretDB started here: how often its supervisor restarted it after it exited. */
  restarts?: () => number;
  /** Embedded FerretDB started here: the server's current pid (chaos tests kill it). */
  pid?: () => number | undefined;
}

/** A failure of one backend, collected for the final error message. */
export class BackendUnavailable extends Error {
  override readonly name = 'BackendUnavailable';
}

/** The backend is simply not installed here (not worth a warning unless nothing else works). */
export class BackendMissing extends BackendUnavailable {}
