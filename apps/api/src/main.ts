import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveDatabase } from '@cadence/db';
import { connectDatabase, ensureIndexes } from './db/connection';
import { readEnv } from './env';
import { updatesAreAtomic } from './lib/user-keys';
import { createLogger } from './logger';
import { addressToOpen, PASSKEYS_OFF_WARNING } from './modules/passkeys/webauthn-config';
import { buildServer } from './server';
import { triageText } from '@cadence/domain';
import { sharedNoteModel } from './ai/note-model';

/** Starts Cadence: resolve the database (embedded by default), connect, serve API + web app on one port. */
async function main() {
  const startedAt = Date.now();
  const env = readEnv();
  const logger = createLogger(env);
  const db = await resolveDatabase({
    logger: { info: (m: string) => logger.info(m), warn: (m: string) => logger.warn(m) },
  });
  logger.info({ backend: db.backend, startMs: db.startMs }, `database ready (${db.backend})`);
  const conn = await connectDatabase({ uri: db.uri, dbName: env.MONGODB_DB });
  // The note model (docs/decisions/105): loaded before listening; without it, rules only, said out loud.
  const noteModel = await sharedNoteModel();
  // The rules too: the first reading compiles every rule's pattern, so the first note of the day is not the slow one.
  triageText('warming up the rules: chest pain, fainted');
  if (noteModel.model) logger.info({ triage: noteModel.mode, loadMs: noteModel.loadMs }, 'note triage: rules + note model');
  else logger.warn({ triage: noteModel.mode, reason: noteModel.reason }, `note triage: RULES ONLY (the note model could not be loaded: ${noteModel.reason})`);
  // Register models (services do it) then create indexes.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const defaultWeb = path.resolve(here, '../../web/dist');
  const webDist = env.WEB_DIST ?? (fs.existsSync(path.join(defaultWeb, 'index.html')) ? defaultWeb : undefined);
  const { app, services } = await buildServer({ env, conn, logger, webDist });
  await ensureIndexes(conn);
  if (!updatesAreAtomic(conn)) {
    logger.warn('this FerretDB applies updates by read and write-back: run ONE app process on it (key lists are queued in this process); the embedded FerretDB and MongoDB serve several (docs/decisions/100)');
  }
  // Housekeeping FerretDB v1 cannot do with TTL indexes: expired sessions, idempotency keys past 24 h.
  const housekeeping = async () => {
    await services.sessions.purgeExpired().catch(() => 0);
    await services.idempotency.purgeExpired().catch(() => 0);
  };
  await housekeeping();
  const purge = setInterval(() => void housekeeping(), 60 * 60 * 1000);
  purge.unref();
  // Rate-limit windows that are over (no TTL index on FerretDB v1; docs/decisions/100).
  const purgeWindows = setInterval(() => void services.rateLimits.purgeExpired().catch(() => 0), 60 * 1000);
  purgeWindows.unref();

  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  // People open the name, not the number: browsers refuse passkeys on an IP address (decision 090).
  const open = addressToOpen(env, port);
  logger.info({ port, host: env.HOST, webDist: webDist ?? null, ms: Date.now() - startedAt }, `Cadence is listening on ${env.HOST}:${port}; open ${open}`);
  if (!services.passkeys.status().available) logger.warn(PASSKEYS_OFF_WARNING);
  console.log(`CADENCE_READY http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${port}`);
  console.log(`Cadence is ready: open ${open}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(purge);
    clearInterval(purgeWindows);
    await app.close().catch(() => undefined);
    await conn.close().catch(() => undefined);
    await db.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
