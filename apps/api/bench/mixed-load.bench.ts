// Sustained mixed rate, overload and recovery (docs/decisions/046): the real app (src/main.ts, own process)
// and a baseline (bare fastify + the native mongodb driver doing the same reads and writes, own
// process) against one embedded FerretDB in a temp dir. Mix: 40 % GET today's plan, 30 % GET
// routines, 30 % PATCH a day's notes, over 50 people. Open loop with evenly spaced arrivals
// (chaos-kit `pacedLoad`; latency counted from each request's due time) at increasing rates; the
// sustained rate is the highest with p99 ≤ 100 ms and every answer 2xx. Then 10 s at 3× the app's
// sustained rate, sent as the chaos tier's overload test sends it (autocannon, at most 200 connections
// open, as behind a proxy that caps them), and the p99 of light traffic 5 s after. All traffic to 127.0.0.1.
// Run: `pnpm --filter @cadence/api bench:load`. Env: BENCH_STEP_S (default 8), BENCH_RATES.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { localIsoDate } from '@cadence/domain';
import Fastify from 'fastify';
import { MongoClient } from 'mongodb';
import { figure as print, type LoadPerson, mixedTraffic, type PacedResult, pacedLoad, privateFerretDb, seeded, spawnServer } from '../src/chaos/chaos-kit';
import { USER_KEYS_COLLECTION, userKeysId } from '../src/lib/user-keys';
import { logKey } from '../src/modules/logs/log.repository';
import { planKey } from '../src/modules/plan/plan.repository';

const STEP_S = Number(process.env.BENCH_STEP_S ?? 8);
const RATES = (process.env.BENCH_RATES ?? '10,20,40,60,80,100,125,150,175,200,250,300').split(',').map(Number);
const P99_LIMIT_MS = 100;
const USERS = 50;
const DB_NAME = process.env.BENCH_DB_NAME ?? 'bench_mixed';

/** `--serve-baseline <mongoUri>`: the bare fastify + driver server, printing `READY <url>`. */
async function serveBaseline(uri: string) {
  const client = await MongoClient.connect(uri, { maxPoolSize: 20 });
  const db = client.db(DB_NAME);
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/api/wellness/insight/daily-plan/:id', async (req, reply) => {
    const plan = await db.collection<{ _id: string }>('daily_plans').findOne({ _id: planKey(req.params.id, localIsoDate(new Date(), 'UTC')) });
    return plan ?? reply.code(404).send('No daily plan yet');
  });
  // The same reads as the app (docs/decisions/080): her key list, then one `_id` lookup per routine.
  app.get<{ Params: { id: string } }>('/api/wellness/users/:id/routines', async (req) => {
    const list = await db.collection<{ _id: string; keys: string[] }>(USER_KEYS_COLLECTION).findOne({ _id: userKeysId('routines', req.params.id) });
    const routines = db.collection<{ _id: string; createdAt: Date }>('routines');
    const docs = await Promise.all((list?.keys ?? []).map((_id) => routines.findOne({ _id })));
    return docs.filter((d) => d !== null).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  });
  app.patch<{ Params: { id: string; date: string }; Body: { notes: string } }>('/api/wellness/users/:id/logs/:date', async (req) => {
    const _id = logKey(req.params.id, req.params.date);
    const logs = db.collection<{ _id: string }>('daily_logs');
    const keys = db.collection<{ _id: string }>(USER_KEYS_COLLECTION);
    await Promise.all([
      logs.updateOne({ _id }, { $set: { notes: req.body.notes }, $setOnInsert: { userId: req.params.id, date: req.params.date } }, { upsert: true }),
      keys.updateOne({ _id: userKeysId('daily_logs', req.params.id) }, { $addToSet: { keys: _id } }, { upsert: true }),
    ]);
    return logs.findOne({ _id });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  console.log(`READY http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
}

async function startBaseline(uri: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve-baseline', uri], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^READY (\S+)/.exec(line);
      if (m?.[1]) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`baseline exited (${code})`)));
  });
  child.stdout!.resume();
  return { url, stop: () => child.kill('SIGTERM') };
}

async function seed(url: string): Promise<LoadPerson[]> {
  const people: LoadPerson[] = [];
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-cadence-tz': 'UTC', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  for (let u = 0; u < USERS; u++) {
    const res = await post('/api/wellness/users', { name: `Bench ${u}`, location: '', challenges: ['Sleep Issues'] });
    if (res.status !== 201) throw new Error(`seed: ${res.status}`);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { id } = (await res.json()) as { id: string };
    for (const label of ['Walk', 'Stretch', 'Tea']) await post('/api/wellness/routines', { userId: id, type: 'movement', label }, cookie);
    await post(`/api/wellness/insight/regenerate-plan/${id}`, undefined, cookie);
    people.push({ cookie, userId: id });
  }
  return people;
}

function run(url: string, people: LoadPerson[], opts: { seconds: number; rate: number; timeoutS: number }): Promise<PacedResult> {
  return pacedLoad(url, mixedTraffic(people, seeded(7)), { rate: opts.rate, seconds: opts.seconds, timeoutMs: opts.timeoutS * 1_000 });
}

const ok2xx = (r: PacedResult) => r.failures === 0 && Object.entries(r.statuses).every(([code]) => Number(code) >= 200 && Number(code) < 300);

async function sustained(name: string, url: string, people: LoadPerson[]): Promise<number> {
  let best = 0;
  for (const rate of RATES) {
    const r = await run(url, people, { seconds: STEP_S, rate, timeoutS: 5 });
    const non2xx = Object.entries(r.statuses).reduce((n, [code, count]) => (Number(code) >= 200 && Number(code) < 300 ? n : n + count), 0);
    bench(
      `${name.padEnd(8)} ${String(rate).padStart(4)} req/s offered: ${r.donePerS.toFixed(1)} done/s, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms, ` +
        `non-2xx ${non2xx}, errors ${r.failures}, sender lag ${r.senderLagMs} ms`,
    );
    if (ok2xx(r) && r.p99 <= P99_LIMIT_MS) best = rate;
    else break;
  }
  return best;
}

const bench = (line: string) => print(line, 'bench');

async function main() {
  const t0 = Date.now();
  const db = await privateFerretDb('bench-mixed');
  const api = await spawnServer({ mongoUri: db.uri, dbName: DB_NAME, env: { RATE_LIMIT_WRITES_PER_MIN: '100000000', RATE_LIMIT_READS_PER_MIN: '100000000' } });
  const baseline = await startBaseline(db.uri);
  try {
    const people = await seed(api.url);
    bench(`load average before: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (2 cores shared with other work: figures are noisy)`);
    const apiRate = await sustained('app', api.url, people);
    const baseRate = await sustained('baseline', baseline.url, people);
    bench(`sustained mixed rate at p99 ≤ ${P99_LIMIT_MS} ms: app ${apiRate} req/s, baseline (bare fastify + driver) ${baseRate} req/s`);

    const rate = Math.max(10, 3 * Math.max(apiRate, 10));
    const normal = await run(api.url, people, { seconds: 5, rate: 20, timeoutS: 10 });
    const over = await autocannon({
      url: api.url,
      connections: 200,
      duration: 10,
      overallRate: rate,
      timeout: 2,
      requests: [{ setupRequest: mixedTraffic(people, seeded(11)) }],
    });
    const stopped = Date.now();
    await new Promise((r) => setTimeout(r, Math.max(0, stopped + 5_000 - Date.now())));
    const after = await run(api.url, people, { seconds: 5, rate: 20, timeoutS: 10 });
    const codes = over.statusCodeStats ?? {};
    bench(
      `overload 10 s at ${rate} req/s (200 connections): ${codes['200']?.count ?? 0} served, ${codes['503']?.count ?? 0} shed (503), ` +
        `${over.timeouts} later than 2 s, slowest ${over.latency.max} ms; p99 of light traffic (20 req/s × 5 s) before ${normal.p99} ms, 5 s after ${after.p99} ms`,
    );
    bench('read-latency ratio 10,000 vs 1,000 users × 45 days: see bench/reads-by-size.bench.ts (next in `pnpm bench`)');
    bench(`load average after: ${loadavg().map((l) => l.toFixed(1)).join(' ')}; bench took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  } finally {
    baseline.stop();
    await api.stop().catch(() => undefined);
    await db.close();
  }
}

if (process.argv[2] === '--serve-baseline') void serveBaseline(process.argv[3]!);
else
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
