import { join } from 'node:path';
import { startFerretDb, type StartedServer } from './ferretdb';
import { startMemoryServer } from './memory-server';
import { startMongod } from './mongod';
import { defaultDataDir } from './repo-root';
import { BackendMissing, type DatabaseBackend, type DatabaseLogger, type ResolveDatabaseOptions, type ResolvedDatabase } from './types';

type LocalBackend = Exclude<DatabaseBackend, 'uri'>;

const defaultLogger: DatabaseLogger = {
  info: (msg) => console.error(`[db] ${msg}`),
  warn: (msg) => console.error(`[db] warning: ${msg}`),
};

const LABEL: Record<DatabaseBackend, string> = {
  uri: 'MONGODB_URI',
  mongod: 'local mongod',
  ferretdb: 'embedded FerretDB (SQLite)',
  'memory-server': 'mongodb-memory-server',
};

function order(prefer: ResolveDatabaseOptions['prefer']): LocalBackend[] {
  if (prefer === 'ferretdb') return ['ferretdb', 'mongod', 'memory-server'];
  return ['mongod', 'ferretdb', 'memory-server'];
}

function preferFromEnv(): ResolveDatabaseOptions['prefer'] {
  const v = process.env.CADENCE_DB_PREFER;
  return v === 'ferretdb' || v === 'mongod' || v === 'auto' ? v : undefined;
}

/** `CADENCE_DB_BACKENDS=ferretdb,mongod` restricts the local backends tried (e.g. CI that must not fall back). */
function allowedFromEnv(): Set<string> | undefined {
  const v = process.env.CADENCE_DB_BACKENDS?.trim();
  return v ? new Set(v.split(',').map((s) => s.trim())) : undefined;
}

/** Removes a trailing `/` (no database path) so callers can append `/dbname` or pass `dbName`. */
function trimUri(uri: string): string {
  return uri.replace(/\/$/, '');
}

function redact(uri: string): string {
  return uri.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
}

function indent(text: string): string {
  return text.replace(/\n/g, '\n     ');
}

/**
 * Finds a MongoDB-wire database for the app, dev, tests and CI:
 * 1. `MONGODB_URI` (used as is);
 * 2. a local `mongod` (PATH or `MONGOMS_SYSTEM_BINARY`), data in `<dataDir>/mongod`;
 * 3. the embedded FerretDB (built once from packages/db/ferretdb with Go), data in `<dataDir>/ferretdb`;
 * 4. mongodb-memory-server (needs to download mongod), data in `<dataDir>/memory-server`.
 * Throws an error listing every option tried, why it failed, and how to fix it.
 */
export async function resolveDatabase(opts: ResolveDatabaseOptions = {}): Promise<ResolvedDatabase> {
  const logger = opts.logger ?? defaultLogger;
  const t0 = Date.now();

  const envUri = process.env.MONGODB_URI?.trim();
  if (envUri && opts.useEnv !== false) {
    const uri = trimUri(envUri);
    logger.info(`using MONGODB_URI (${redact(uri)})`);
    return { uri, backend: 'uri', startMs: 0, stop: async () => {} };
  }

  const dataDir = opts.dataDir ?? defaultDataDir();
  const failures: string[] = [
    opts.useEnv === false ? 'MONGODB_URI: ignored (useEnv: false)' : 'MONGODB_URI: not set',
  ];
  const prefer = opts.prefer ?? preferFromEnv() ?? 'auto';

  const allowed = allowedFromEnv();
  for (const backend of order(prefer)) {
    if (allowed && !allowed.has(backend)) {
      failures.push(`${LABEL[backend]}: skipped (not in CADENCE_DB_BACKENDS=${process.env.CADENCE_DB_BACKENDS})`);
      continue;
    }
    let server: StartedServer;
    try {
      if (backend === 'mongod') server = await startMongod({ dataDir, logger });
      else if (backend === 'ferretdb') server = await startFerretDb({ dataDir, logger });
      else {
        logger.warn('no mongod and no FerretDB; trying mongodb-memory-server (downloads mongod, needs internet)');
        server = await startMemoryServer({ dataDir });
      }
    } catch (err) {
      const reason = (err as Error).message;
      failures.push(`${LABEL[backend]}: ${reason}`);
      if (backend !== 'memory-server' && !(err instanceof BackendMissing)) logger.warn(`${LABEL[backend]} unavailable: ${reason.split('\n')[0]}`);
      continue;
    }
    const uri = trimUri(server.uri);
    const where = join(dataDir, backend);
    logger.info(
      server.shared
        ? `using ${LABEL[backend]} at ${uri} (already running on ${where}, shared with another process)`
        : `using ${LABEL[backend]} at ${uri} (server start ${server.startMs} ms, total ${Date.now() - t0} ms; data in ${where})`,
    );
    return { uri, backend, startMs: server.startMs, stop: server.stop, restarts: server.restarts, pid: server.pid };
  }

  throw new Error(
    [
      'No MongoDB-compatible database is available. Tried, in order:',
      ...failures.map((f, i) => `  ${i + 1}. ${indent(f)}`),
      'Fix it with one of:',
      '  - set MONGODB_URI to a running server, e.g. MONGODB_URI=mongodb://127.0.0.1:27017',
      '  - start MongoDB with Docker: `docker compose up -d mongo`, then set MONGODB_URI=mongodb://127.0.0.1:27017/?directConnection=true',
      '  - install Go >= 1.24 (https://go.dev/dl/; or set CADENCE_GO=/path/to/go) so the embedded FerretDB can be built: `pnpm db:build`',
      '  - or put a `mongod` binary on PATH (or set MONGOMS_SYSTEM_BINARY=/path/to/mongod)',
    ].join('\n'),
  );
}
