// The app process is killed (SIGKILL) at random points during 1,000 acknowledged writes and
// started again on the same port: every write it acknowledged before dying is stored.
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@cadence/db';
import { addDays } from '@cadence/domain';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figure, privateFerretDb, seeded, spawnServer, timedRequest, type ServerProcess } from './chaos-kit';

const WRITES = 1_000;
const USERS = 20;
const WORKERS = 4;
const KILLS = 3;
const SEED = Number(process.env.CHAOS_SEED ?? 21);
const DB_NAME = 'chaos_serverkill';

describe('server killed under writes', () => {
  let db: Awaited<ReturnType<typeof privateFerretDb>>;
  let server: ServerProcess;
  let port: number;
  const start = () =>
    spawnServer({ mongoUri: db.uri, dbName: DB_NAME, port, env: { RATE_LIMIT_WRITES_PER_MIN: '1000000', REQUEST_DEADLINE_MS: '10000' } });

  beforeAll(async () => {
    db = await privateFerretDb('serverkill');
    port = await freePort();
    server = await start();
  });
  afterAll(async () => {
    await server?.stop().catch(() => undefined);
    await db?.close();
  });

  it(`${WRITES} writes with ${KILLS} kill -9 of the server: 0 acknowledged writes lost`, async () => {
    const random = seeded(SEED);
    const people: { cookie: string; userId: string }[] = [];
    for (let u = 0; u < USERS; u++) {
      const res = await fetch(`${server.url}/api/wellness/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Kill ${u}`, location: '', challenges: [] }),
      });
      expect(res.status).toBe(201);
      people.push({ cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, userId: ((await res.json()) as { id: string }).id });
    }
    const killAt = new Set(Array.from({ length: KILLS }, () => Math.floor(random() * WRITES * 0.9) + 50));
    const acknowledged: { userId: string; date: string; notes: string }[] = [];
    let next = 0;
    let failed = 0;
    const restarts: number[] = [];
    let restarting: Promise<void> | undefined;

    const restart = () =>
      (restarting ??= (async () => {
        const t0 = Date.now();
        await server.kill();
        server = await start();
        restarts.push(Date.now() - t0);
      })().finally(() => {
        restarting = undefined;
      }));

    const worker = async () => {
      for (;;) {
        const n = next++;
        if (n >= WRITES) return;
        if (killAt.has(n)) void restart();
        const p = people[n % USERS]!;
        const date = addDays('2026-01-01', Math.floor(n / USERS));
        const notes = `w${n}`;
        for (let attempt = 0; ; attempt++) {
          if (restarting) await restarting;
          const res = await timedRequest(`http://127.0.0.1:${port}/api/wellness/users/${p.userId}/logs/${date}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', cookie: p.cookie },
            body: JSON.stringify({ notes }),
            timeoutMs: 15_000,
          });
          if (res.status === 200) {
            acknowledged.push({ userId: p.userId, date, notes });
            break;
          }
          expect([0, 503], `write ${notes}: unexpected ${res.status}`).toContain(res.status);
          failed++;
          if (attempt > 100) throw new Error(`write ${notes} never succeeded`);
          await sleep(100);
        }
      }
    };
    const t0 = Date.now();
    await Promise.all(Array.from({ length: WORKERS }, worker));
    if (restarting) await restarting;

    const client = await MongoClient.connect(db.uri);
    try {
      const stored = new Map(
        (await client.db(DB_NAME).collection('daily_logs').find({}).toArray()).map((d) => [`${d.userId}/${d.date}`, d.notes as string]),
      );
      const lost = acknowledged.filter((a) => stored.get(`${a.userId}/${a.date}`) !== a.notes);
      figure(
        `server kill -9 ×${restarts.length} during ${WRITES} writes (${WORKERS} workers, seed ${SEED}): ${acknowledged.length} acknowledged, ` +
          `${lost.length} lost, ${failed} failed attempts retried; restart (kill → listening) ${restarts.map((r) => `${r} ms`).join(', ')}; ` +
          `total ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
      expect(restarts).toHaveLength(KILLS);
      expect(acknowledged).toHaveLength(WRITES);
      expect(lost).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
