// 30 s of mixed traffic at 3× the capacity measured just before, against the real app in its own
// process: every answer comes within 2 s (served, or 503 + Retry-After), and 5 s after the load
// stops the p99 of light traffic is back to normal. All traffic to 127.0.0.1, bounded in count.
import type { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import autocannon, { type Result } from 'autocannon';
import { figure, type LoadPerson, mixedTraffic, privateFerretDb, seeded, spawnServer, type ServerProcess } from './chaos-kit';

const USERS = 50;
const CAPACITY_PROBE_S = 6;
const CAPACITY_CONCURRENCY = 8;
const OVERLOAD_S = Number(process.env.CHAOS_OVERLOAD_S ?? 30);
const OVERLOAD_FACTOR = 3;
/** Never more than this many requests per second from the test (bounded traffic). */
const MAX_RATE = 600;
const ANSWER_LIMIT_MS = 2_000;
/**
 * Connections of the load client during the overload: enough to carry the offered rate (autocannon
 * spreads it over them, 2–4 a second each), not 200 brand-new ones opened in the same millisecond.
 * A storm of 200 connects into a saturated Node process measures the kernel's accept queue (Node
 * takes them in one per turn of a busy event loop), not how fast the server answers; in production
 * a proxy holds the connections (docs/decisions/163).
 */
const OVERLOAD_CONNECTIONS = 100;
/**
 * Light traffic, before and after the load: 20 req/s for 5 s = 100 answers, so that "p99" is the
 * 99th of 100 answers and not simply the slowest of 20 (one scheduler hiccup on a 2-core box with
 * the load client beside the server is not "not back to normal").
 */
const LIGHT = { seconds: 5, connections: 2, rate: 20, timeoutS: 10 } as const;

describe('overload at 3× capacity', () => {
  let db: Awaited<ReturnType<typeof privateFerretDb>>;
  let server: ServerProcess;
  const people: LoadPerson[] = [];
  const random = seeded(Number(process.env.CHAOS_SEED ?? 21));

  beforeAll(async () => {
    db = await privateFerretDb('overload');
    server = await spawnServer({
      mongoUri: db.uri,
      dbName: 'chaos_overload',
      env: { RATE_LIMIT_WRITES_PER_MIN: '1000000', RATE_LIMIT_READS_PER_MIN: '1000000', ...(process.env.CHAOS_SERVER_ENV ? JSON.parse(process.env.CHAOS_SERVER_ENV) : {}) },
    });
    for (let u = 0; u < USERS; u++) {
      const res = await fetch(`${server.url}/api/wellness/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Load ${u}`, location: '', challenges: ['Sleep Issues'] }),
      });
      expect(res.status).toBe(201);
      const user = (await res.json()) as { id: string };
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
      people.push({ cookie, userId: user.id });
      // A few routines each, so the plan and the routine list have something to read.
      for (const label of ['Walk', 'Stretch', 'Tea']) {
        const routine = await fetch(`${server.url}/api/wellness/routines`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ userId: user.id, type: 'movement', label }),
        });
        expect(routine.status).toBe(201);
      }
      const plan = await fetch(`${server.url}/api/wellness/insight/regenerate-plan/${user.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-cadence-tz': 'UTC' },
      });
      expect(plan.status).toBe(200);
    }
  });
  afterAll(async () => {
    await server?.stop().catch(() => undefined);
    await db?.close();
  });

  /** The mix with autocannon (its own efficient HTTP client): open loop at `rate`, or closed loop when rate is undefined. */
  /** Per second of a run: answers, late answers (no answer within the timeout) and the slowest answer. */
  interface PerSecond { answers: number; late: number; slowestMs: number }
  function load(opts: { seconds: number; connections: number; rate?: number; timeoutS: number }, perSecond?: PerSecond[]): Promise<Result> {
    const started = Date.now();
    const slot = () => {
      const i = Math.floor((Date.now() - started) / 1000);
      return (perSecond![i] ??= { answers: 0, late: 0, slowestMs: 0 });
    };
    const run = autocannon({
      url: server.url,
      connections: opts.connections,
      duration: opts.seconds,
      overallRate: opts.rate,
      timeout: opts.timeoutS,
      requests: [{ setupRequest: mixedTraffic(people, random) }],
    }) as unknown as EventEmitter & Promise<Result>;
    if (perSecond) {
      run.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
        const s = slot();
        s.answers++;
        s.slowestMs = Math.max(s.slowestMs, Math.round(ms));
      });
      run.on('reqError', () => slot().late++);
    }
    return run;
  }

  it('every answer within 2 s (success or 503), p99 back to normal 5 s after', async () => {
    // Normal: light traffic on an idle server.
    const normal = await load(LIGHT);
    // Capacity: closed loop, a few requests in flight at once; served answers per second.
    const probe = await load({ seconds: CAPACITY_PROBE_S, connections: CAPACITY_CONCURRENCY, timeoutS: 10 });
    const capacity = probe['2xx'] / CAPACITY_PROBE_S;
    const rate = Math.min(MAX_RATE, Math.max(10, Math.round(capacity * OVERLOAD_FACTOR)));

    // Overload: open loop at `rate` for OVERLOAD_S (bounded: at most rate × OVERLOAD_S requests);
    // an answer later than 2 s counts as a timeout.
    const perSecond: PerSecond[] = [];
    const over = await load({ seconds: OVERLOAD_S, connections: OVERLOAD_CONNECTIONS, rate, timeoutS: ANSWER_LIMIT_MS / 1000 }, perSecond);
    const stoppedAt = Date.now();
    const codes = over.statusCodeStats ?? {};
    const served = codes['200']?.count ?? 0;
    const shed = codes['503']?.count ?? 0;
    const other = Object.entries(codes).filter(([code]) => code !== '200' && code !== '503');

    // Recovery: 5 s after the load stopped, the same light traffic again.
    await sleep(Math.max(0, stoppedAt + 5_000 - Date.now()));
    const after = await load(LIGHT);
    const normalLimit = Math.max(2 * normal.latency.p99, normal.latency.p99 + 100);
    figure(
      `overload: capacity ${capacity.toFixed(1)} req/s (closed loop, ${CAPACITY_CONCURRENCY} in flight, p99 ${probe.latency.p99} ms); ` +
        `${OVERLOAD_S} s at ${rate} req/s (3×): ${served} served, ${shed} shed (503 + Retry-After), other ${JSON.stringify(other)}, ` +
        `${over.timeouts} answers later than 2 s, ${over.errors} errors; slowest ${over.latency.max} ms, p99 ${over.latency.p99} ms; ` +
        `p99 normal ${normal.latency.p99} ms, 5 s after the load ${after.latency.p99} ms (limit ${normalLimit} ms)`,
    );
    // Where any answer was late, when in the run (second: answers / late / slowest ms), to tell a surge's onset from a
    // stall in the middle.
    if (over.timeouts > 0 || over.latency.max > ANSWER_LIMIT_MS) {
      figure(`overload by second: ${perSecond.map((p, i) => `${i}:${p?.answers ?? 0}/${p?.late ?? 0}/${p?.slowestMs ?? 0}`).join(' ')}`);
    }
    expect(other).toEqual([]);
    expect(over.timeouts).toBe(0);
    expect(over.errors).toBe(0);
    expect(over.latency.max).toBeLessThanOrEqual(ANSWER_LIMIT_MS);
    expect(after.non2xx).toBe(0);
    expect(after.latency.p99).toBeLessThanOrEqual(normalLimit);
  });
});
