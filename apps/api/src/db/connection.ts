import mongoose, { type Connection } from 'mongoose';
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
}

export async function connectDatabase({ uri, dbName, serverSelectionTimeoutMS = 5_000 }: ConnectOptions): Promise<Connection> {
  const conn = mongoose.createConnection(uri, {
    dbName,
    serverSelectionTimeoutMS,
    maxPoolSize: 20,
    autoIndex: false,
    autoCreate: true,
    bufferCommands: false,
  });
  await conn.asPromise();
  await detectWriteReturning(conn);
  return conn;
}

/** Create every registered model's collection and indexes (idempotent). */
export async function ensureIndexes(conn: Connection): Promise<void> {
  for (const model of Object.values(conn.models)) {
    await model.createCollection().catch(() => undefined);
    await model.createIndexes();
  }
}
