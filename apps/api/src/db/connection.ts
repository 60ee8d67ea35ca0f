import mongoose, { type Connection } from 'mongoose';
import { deadlinePlugin } from './deadline-plugin';
import { detectAtomicUpdates, detectIdOnlyPushdown } from '../lib/user-keys';
import { migrateReadsById } from './reads-by-id-migration';
import { detectWriteReturning } from './write-returning';

// Portability with FerretDB v1 and real MongoDB (docs/decisions/001-database.md):
// strict queries, sanitised filters (operator injection), no command buffering
// (a down database answers 503 at once instead of hanging).
mongoose.set('strictQuery', true);
mongoose.set('sanitizeFilter', true);
mongoose.set('bufferCommands', false);

export interface ConnectOptions {
  uri: string;
  dbName: string;
  serverSelectionTimeoutMS?: number;
  /** Emit the driver's command events (tests count round trips with them). */
  monitorCommands?: boolean;
}

/** Connections to the database per process: with MAX_IN_FLIGHT requests at most this many query at once. */
export const DB_POOL_SIZE = 20;

export async function connectDatabase({ uri, dbName, serverSelectionTimeoutMS = 5_000, monitorCommands = false }: ConnectOptions): Promise<Connection> {
  const conn = mongoose.createConnection(uri, {
    dbName,
    monitorCommands,
    serverSelectionTimeoutMS,
    maxPoolSize: DB_POOL_SIZE,
    // Bounded waits (docs/decisions/046): a call waits at most 1 s for a free connection,
    // a new connection is given up after 2 s, and a restarted server is noticed within a second.
    waitQueueTimeoutMS: 1_000,
    connectTimeoutMS: 2_000,
    heartbeatFrequencyMS: 1_000,
    autoIndex: false,
    autoCreate: true,
    bufferCommands: false,
  });
  // Every query made for a request carries that request's deadline (maxTimeMS; none after it).
  conn.plugin(deadlinePlugin);
  await conn.asPromise();
  await detectWriteReturning(conn);
  await detectIdOnlyPushdown(conn);
  await detectAtomicUpdates(conn);
  return conn;
}

/** Create every registered model's collection and indexes, then run the start-up migrations (idempotent). */
export async function ensureIndexes(conn: Connection): Promise<void> {
  for (const model of Object.values(conn.models)) {
    await model.createCollection().catch(() => undefined);
    await model.createIndexes();
  }
  await migrateReadsById(conn);
}
