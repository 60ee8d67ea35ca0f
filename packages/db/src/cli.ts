#!/usr/bin/env -S node --import tsx
/**
 * cadence-db build   builds the embedded FerretDB launcher (.bin/cadence-ferretdb), prints its path and the time
 * cadence-db serve   resolves a database like the app does, prints its URI and keeps it running until Ctrl-C
 *   options: --prefer auto|ferretdb|mongod   --data-dir DIR   --force (build: rebuild even if up to date)
 */
import { parseArgs } from 'node:util';
import { buildFerretDb } from './ferretdb';
import { resolveDatabase } from './resolve-database';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    prefer: { type: 'string' },
    'data-dir': { type: 'string' },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const usage = 'usage: cadence-db build [--force] | cadence-db serve [--prefer auto|ferretdb|mongod] [--data-dir DIR]';

async function main(): Promise<void> {
  const [command] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return;
  }
  if (command === 'build') {
    const t0 = Date.now();
    const bin = await buildFerretDb({ force: values.force });
    console.log(`${bin} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    return;
  }
  if (command === 'serve') {
    const prefer = values.prefer;
    if (prefer !== undefined && prefer !== 'auto' && prefer !== 'ferretdb' && prefer !== 'mongod') {
      throw new Error(`--prefer must be auto, ferretdb or mongod (got ${prefer})`);
    }
    const db = await resolveDatabase({ prefer, dataDir: values['data-dir'] });
    console.log(db.uri);
    console.error(`[db] backend=${db.backend} startMs=${db.startMs}; Ctrl-C to stop`);
    const keepAlive = setInterval(() => {}, 1 << 30);
    const shutdown = (signal: NodeJS.Signals): void => {
      console.error(`[db] ${signal}: stopping ${db.backend}`);
      clearInterval(keepAlive);
      db.stop().then(
        () => process.exit(0),
        (err: unknown) => {
          console.error(err);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
    process.once('SIGHUP', shutdown);
    return;
  }
  throw new Error(`unknown command ${command}\n${usage}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
