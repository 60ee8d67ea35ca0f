// The embedded database child is killed (SIGKILL) at random points during 1,000 acknowledged
// writes: the supervisor restarts it, the app reconnects without a restart, every acknowledged
// write is still there, and each outage lasts ≤ 5 s. Then the database stays down for good and
// /healthz turns unhealthy after its threshold.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays as dayAfter } from '@cadence/domain';
import { startTestServer, TestBrowser, type TestServer } from '../testing/test-server';
import { figure, percentile, privateFerretDb, seeded } from './chaos-kit';

const WRITES = 1_000;
const USERS = 20; // × 50 days: each write is one day's notes of one user (a distinct log)
const WORKERS = 4;
const KILLS = 3;
const RECOVERY_LIMIT_MS = 5_000;
const SEED = Number(process.env.CHAOS_SEED ?? 21);

describe('database child killed under traffic', () => {
  let db: Awaited<ReturnType<typeof privateFerretDb>>;
  let server: TestServer;
  beforeAll(async () => {
    db = await privateFerretDb('dbkill');
    server = await startTestServer({
      mongoUri: db.uri,
      dbName: 'chaos_dbkill',
      env: { RATE_LIMIT_WRITES_PER_MIN: '1000000', DB_UNHEALTHY_AFTER_MS: '3000', REQUEST_DEADLINE_MS: '10000' },
    });
  });
  afterAll(async () => {
    await server?.close().catch(() => undefined);
    await db?.close();
  });

  it(`${WRITES} writes with ${KILLS} kill -9 of the database child: 0 acknowledged writes lost, recovery ≤ 5 s each`, async () => {
    const random = seeded(SEED);
    const browsers: { browser: TestBrowser; userId: string }[] = [];
    for (let u = 0; u < USERS; u++) {
      const browser = new TestBrowser(server.url);
      const res = await browser.request('POST', '/api/wellness/users', { name: `Chaos ${u}`, location: '', challenges: [] });
      expect(res.status).toBe(201);
      browsers.push({ browser, userId: res.json.id });
    }
    const killAt = new Set(Array.from({ length: KILLS }, () => Math.floor(random() * WRITES * 0.9) + 50));
    const acknowledged: { userId: string; label: string; date: string }[] = [];
    const kills: { at: number; recoveredAt?: number }[] = [];
    let next = 0;
    let failedAttempts = 0;

    const worker = async () => {
      for (;;) {
        const n = next++;
        if (n >= WRITES) return;
        if (killAt.has(n)) {
          const pid = db.pid?.();
          if (pid) {
            process.kill(pid, 'SIGKILL');
            kills.push({ at: Date.now() });
          }
        }
        const { browser, userId } = browsers[n % USERS]!;
        const label = `w${n}`;
        const date = dayAfter('2026-01-01', Math.floor(n / USERS));
        for (let attempt = 0; ; attempt++) {
          const started = Date.now();
          const res = await browser
            .request('PATCH', `/api/wellness/users/${userId}/logs/${date}`, { notes: label })
            .catch(() => ({ status: 0 }));
          if (res.status === 200) {
            acknowledged.push({ userId, label, date });
            for (const k of kills) if (k.recoveredAt === undefined && started >= k.at) k.recoveredAt = Date.now();
            break;
          }
          expect([0, 503], `write ${label}: unexpected ${res.status}`).toContain(res.status);
          failedAttempts++;
          if (attempt > 200) throw new Error(`write ${label} never succeeded`);
          await sleep(50);
        }
      }
    };
    const t0 = Date.now();
    await Promise.all(Array.from({ length: WORKERS }, worker));
    const elapsed = Date.now() - t0;

    // Every acknowledged write is stored (read back straight from the database).
    const stored = new Map(
      (await server.conn.collection('daily_logs').find({}).toArray()).map((d) => [`${d.userId}/${d.date}`, d.notes as string]),
    );
    const lost = acknowledged.filter((a) => stored.get(`${a.userId}/${a.date}`) !== a.label);
    const recoveries = kills.map((k) => (k.recoveredAt ?? Number.POSITIVE_INFINITY) - k.at);
    figure(
      `database child kill -9 ×${kills.length} during ${WRITES} writes (${WORKERS} workers, seed ${SEED}): ` +
        `${acknowledged.length} acknowledged, ${lost.length} lost, ${failedAttempts} failed attempts (503) retried; ` +
        `recovery ${recoveries.map((r) => `${r} ms`).join(', ')} (max ${Math.max(...recoveries)} ms, p50 ${percentile(recoveries, 50)} ms); ` +
        `supervisor restarts ${db.restarts?.()}; total ${(elapsed / 1000).toFixed(1)} s`,
    );
    expect(acknowledged).toHaveLength(WRITES);
    expect(lost).toEqual([]);
    expect(kills).toHaveLength(KILLS);
    for (const r of recoveries) expect(r).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    expect((await new TestBrowser(server.url).request('GET', '/healthz')).status).toBe(200);
  });

  it('a database that stays down turns /healthz unhealthy after the threshold (3 s here)', async () => {
    expect((await new TestBrowser(server.url).request('GET', '/healthz')).status).toBe(200);
    await db.stop(); // stopped on purpose: the supervisor does not restart it
    const t0 = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - t0 < 15_000) {
      await sleep(250);
      status = (await new TestBrowser(server.url).request('GET', '/healthz')).status;
    }
    const after = Date.now() - t0;
    figure(`database stopped for good: /healthz 503 after ${after} ms (threshold 3000 ms)`);
    expect(status).toBe(503);
    expect(after).toBeGreaterThanOrEqual(2_500);
    expect(after).toBeLessThan(8_000);
  });
});
