// Reads proportional to her own data (docs/decisions/080): p50/p99 of each user-scoped
// read of the real app (src/main.ts, own process, embedded FerretDB in a temp dir) with 1,000 and
// then 10,000 people × 45 days in the database, and the ratio of the two (target ≤ 1.3).
//
// Seeding: one person is made through the API (routines, a published page, a day's log, today's
// plan, a weekly review); her documents, read back from the database, are the production shapes
// every other person is cloned from (ids, dates and the slug replaced), bulk-inserted with the key
// lists and slug documents the repositories write. Then a sample of people is read over HTTP.
// Run: `pnpm --filter @cadence/api bench:reads`. Env: BENCH_SIZES (default 1000,10000),
// BENCH_DAYS (45), BENCH_POOL (1000: how many people the reads are spread over, at every size), BENCH_SAMPLES (reads per kind, size and pass, 1000: a p99 of 300 reads is their 3rd
// slowest), BENCH_PASSES (3; each figure is the median of the passes), BENCH_CONCURRENCY (4).
import { loadavg } from 'node:os';
import { addDays, localIsoDate } from '@cadence/domain';
import { BSON, MongoClient, type Db, type Document } from 'mongodb';
import { cpuMs, figure, percentile, privateFerretDb, seeded, spawnServer } from '../src/chaos/chaos-kit';
import { hashToken, newId, newToken } from '../src/lib/ids';
import { USER_KEYS_COLLECTION, userKeysId } from '../src/lib/user-keys';
import { logKey } from '../src/modules/logs/log.repository';
import { planKey } from '../src/modules/plan/plan.repository';
import { newSlug } from '../src/modules/public-profile/public-profile.service';
import { SESSION_TTL_MS } from '../src/modules/sessions/session.service';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
const DAYS = Number(process.env.BENCH_DAYS ?? 45);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
/**
 * The reads go to this many people at every size, spread evenly over everyone seeded (so at 10,000
 * they touch documents across the whole of each table). The same number at both sizes keeps the
 * app's per-process caches (a session is cached for 5 s) hitting equally often: otherwise the
 * larger size would be measured with more session lookups per read, a difference of traffic, not
 * of what one person's read costs with more people in the database.
 */
const POOL = Number(process.env.BENCH_POOL ?? 1000);
/**
 * Passes over all reads per size; each figure is the median of its passes. The two sizes are measured
 * minutes apart, so a transient hiccup of the machine (or the database settling after the bulk seed)
 * would otherwise land on one size only and decide a p99 ratio alone.
 */
const PASSES = Number(process.env.BENCH_PASSES ?? 3);
/** Pause after seeding and between passes (the database settles, nothing else runs). */
const SETTLE_MS = 3_000;
const DB_NAME = 'bench_reads_by_size';
const RATIO_TARGET = 1.3;
/** One person in ten publishes her page. */
const PUBLISHED_EVERY = 10;

const print = (line: string) => figure(line, 'bench');
const today = localIsoDate(new Date(), 'UTC');
const days = Array.from({ length: DAYS }, (_, i) => addDays(today, i - DAYS + 1));
/** Mondays of the days seeded (one weekly review each). */
const mondays = days.filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1);

interface Person {
  userId: string;
  cookie: string;
  slug: string | null;
}

interface Template {
  userId: string;
  slug: string;
  user: Document;
  routines: Document[];
  log: Document;
  plan: Document;
  review: Document;
}

/** The template person, made through the API so her documents are the production shapes. */
async function makeTemplate(url: string, db: Db): Promise<Template> {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { 'x-cadence-tz': 'UTC', 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const { id } = (await call('POST', '/api/wellness/users', { name: 'Template', location: 'Leeds', challenges: ['Sleep Issues', 'Fatigue'] })) as { id: string };
  const routineIds: string[] = [];
  for (const r of [
    { type: 'movement', label: 'Gentle morning stretch', subtasks: [{ name: 'Neck rolls' }, { name: 'Cat-cow' }] },
    { type: 'mindfulness', label: 'Evening breathing', subtasks: [{ name: '4-6 breathing' }] },
    { type: 'nutrition', label: 'Protein breakfast' },
    { type: 'supplement', label: 'Magnesium glycinate' },
  ]) {
    routineIds.push(((await call('POST', '/api/wellness/routines', { userId: id, ...r })) as { id: string }).id);
  }
  await call('PUT', `/api/wellness/users/${id}/public-profile`, { show: { routines: true } });
  await call('POST', '/api/wellness/logs', {
    userId: id,
    date: today,
    notes: 'Slept better, a bit stiff in the morning.',
    mood: 'calm',
    completed: { movement: true, nutrition: true, mindfulness: false, supplement: true },
    energy: 6,
  });
  await call('POST', `/api/wellness/insight/regenerate-plan/${id}`);
  const monday = mondays.at(-1) ?? today;
  await call('POST', `/api/wellness/users/${id}/weekly-reviews`, { weekStartDate: monday, energyMoodScore: 7, whatHelped: 'Morning walks', whatDidntHelp: 'Late screens' });
  const user = (await db.collection('users').findOne({ _id: id as never }))!;
  const slug = (user.publicProfile as { slug: string }).slug;
  const byId = async (coll: string, _id: string) => (await db.collection(coll).findOne({ _id: _id as never }))!;
  const review = (await db.collection('weekly_reviews').findOne({ userId: id }))!;
  return {
    userId: id,
    slug,
    user,
    routines: await Promise.all(routineIds.map((r) => byId('routines', r))),
    log: await byId('daily_logs', logKey(id, today)),
    plan: await byId('daily_plans', planKey(id, today)),
    review,
  };
}

/** A copy of `doc` with every occurrence of each key of `swap` replaced (ids are 22 random characters). */
function clone(doc: Document, swap: Map<string, string>): Document {
  let text = BSON.EJSON.stringify(doc, { relaxed: false });
  for (const [from, to] of swap) text = text.split(from).join(to);
  return BSON.EJSON.parse(text, { relaxed: false }) as Document;
}

/** Inserts people number `from` to `to - 1` (bulk, production shapes); returns them. */
async function seedPeople(db: Db, t: Template, from: number, to: number): Promise<Person[]> {
  const people: Person[] = [];
  const BATCH = 200;
  const t0 = Date.now();
  for (let start = from; start < to; start += BATCH) {
    const docs: Record<string, Document[]> = {};
    const add = (coll: string, doc: Document) => (docs[coll] ??= []).push(doc);
    for (let n = start; n < Math.min(to, start + BATCH); n++) {
      const userId = newId();
      const published = n % PUBLISHED_EVERY === 0;
      const slug = published ? newSlug() : null;
      const swap = new Map<string, string>([[t.userId, userId]]);
      if (slug) swap.set(t.slug, slug);
      for (const r of t.routines) swap.set(String(r._id), newId());
      const user = clone(t.user, swap);
      user.name = `Person ${n}`;
      if (!published) user.publicProfile = { ...user.publicProfile, published: false, slug: null };
      add('users', user);
      if (slug) add('public_slugs', { _id: slug, userId });
      const token = newToken();
      // As the app leaves a session it has just created or touched: a read does not rewrite it (a
      // session 30 days from expiry was touched — one write — on the first read of each person).
      add('sessions', { _id: hashToken(token), userId, createdAt: new Date(), expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
      const routines = t.routines.map((r) => clone(r, swap));
      routines.forEach((r) => add('routines', r));
      const base = { log: clone(t.log, swap), plan: clone(t.plan, swap) };
      for (const day of days) {
        add('daily_logs', { ...base.log, _id: logKey(userId, day), date: day, createdAt: new Date(`${day}T20:00:00Z`), updatedAt: new Date(`${day}T20:00:00Z`) });
        add('daily_plans', { ...base.plan, _id: planKey(userId, day), date: day, createdAt: new Date(`${day}T06:00:00Z`), updatedAt: new Date(`${day}T06:00:00Z`) });
      }
      const reviews = mondays.map((monday) => ({ ...clone(t.review, swap), _id: newId(), weekStartDate: monday }));
      reviews.forEach((r) => add('weekly_reviews', r));
      // The key lists the repositories keep (lib/user-keys.ts).
      const keys = (section: string, ids: string[]) => add(USER_KEYS_COLLECTION, { _id: userKeysId(section, userId), userId, section, keys: ids });
      keys('routines', routines.map((r) => String(r._id)));
      keys('daily_logs', days.map((d) => logKey(userId, d)));
      keys('daily_plans', days.map((d) => planKey(userId, d)));
      keys('weekly_reviews', reviews.map((r) => r._id));
      people.push({ userId, cookie: `cadence_sid=${token}`, slug });
    }
    for (const [coll, list] of Object.entries(docs)) await db.collection(coll).insertMany(list, { ordered: false });
    if ((start / BATCH) % 5 === 4) process.stderr.write(`  seeded ${Math.min(to, start + BATCH)} / ${to} people (${((Date.now() - t0) / 1000).toFixed(0)} s)\n`);
  }
  return people;
}

interface Read {
  name: string;
  /** Path for a person (a random one each time). */
  path: (p: Person, random: () => number) => string;
  anonymous?: boolean;
  /** Only people with a published page. */
  published?: boolean;
}

const READS: Read[] = [
  { name: 'GET users/{id} (profile)', path: (p) => `/api/wellness/users/${p.userId}` },
  { name: 'GET users/{id}/routines', path: (p) => `/api/wellness/users/${p.userId}/routines` },
  { name: 'GET insight/daily-plan/{id} (today)', path: (p) => `/api/wellness/insight/daily-plan/${p.userId}` },
  { name: 'GET users/{id}/logs (45 days)', path: (p) => `/api/wellness/users/${p.userId}/logs` },
  { name: 'GET users/{id}/logs/{date}', path: (p, r) => `/api/wellness/users/${p.userId}/logs/${days[Math.floor(r() * days.length)]}` },
  { name: 'GET users/{id}/weekly-reviews', path: (p) => `/api/wellness/users/${p.userId}/weekly-reviews` },
  { name: 'GET users/{id}/weekly-stats', path: (p) => `/api/wellness/users/${p.userId}/weekly-stats` },
  { name: 'GET public-profile/{slug} (published)', path: (p) => `/api/wellness/public-profile/${p.slug}`, anonymous: true, published: true },
  { name: 'GET public-profile/{random slug} (404)', path: () => `/api/wellness/public-profile/${newSlug()}`, anonymous: true },
];

interface Figures {
  p50: number;
  p99: number;
  failures: number;
  /** CPU time of the app and the database processes per read (ms): robust to other load on the box. */
  cpuMs: number;
  /** Each pass's p99 (the figure above is their median). */
  p99s?: number[];
}

let serverPids: () => (number | undefined)[] = () => [];
const serverCpu = () => serverPids().reduce<number>((sum, pid) => sum + cpuMs(pid), 0);

/** `count` people evenly spread over `people` (all of them when there are fewer). */
function spread<T>(people: T[], count: number): T[] {
  if (people.length <= count) return people;
  const stride = people.length / count;
  return Array.from({ length: count }, (_, i) => people[Math.floor(i * stride)]!);
}

async function measure(url: string, people: Person[], read: Read, seed: number): Promise<Figures> {
  const random = seeded(seed);
  const pool = spread(read.published ? people.filter((p) => p.slug) : people, read.published ? Math.ceil(POOL / PUBLISHED_EVERY) : POOL);
  const times: number[] = [];
  let failures = 0;
  let left = SAMPLES + 20; // the first 20 warm up
  let cpuStart = Number.NaN;
  const worker = async () => {
    while (left-- > 0) {
      const p = pool[Math.floor(random() * pool.length)]!;
      const t0 = performance.now();
      const res = await fetch(`${url}${read.path(p, random)}`, { headers: { 'x-cadence-tz': 'UTC', ...(read.anonymous ? {} : { cookie: p.cookie }) } });
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      const expected = read.name.includes('(404)') ? 404 : 200;
      if (res.status !== expected) failures++;
      if (left < SAMPLES) times.push(ms);
      if (left === SAMPLES) cpuStart = serverCpu();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { p50: percentile(times, 50), p99: percentile(times, 99), failures, cpuMs: (serverCpu() - cpuStart) / times.length };
}

const median = (values: number[]) => percentile(values, 50);

async function measureAll(url: string, people: Person[]): Promise<Map<string, Figures>> {
  const passes: Map<string, Figures>[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const figures = new Map<string, Figures>();
    for (const [i, read] of READS.entries()) figures.set(read.name, await measure(url, people, read, 100 + 10 * pass + i));
    passes.push(figures);
  }
  const out = new Map<string, Figures>();
  for (const read of READS) {
    const all = passes.map((p) => p.get(read.name)!);
    out.set(read.name, {
      p50: median(all.map((f) => f.p50)),
      p99: median(all.map((f) => f.p99)),
      cpuMs: median(all.map((f) => f.cpuMs)),
      failures: all.reduce((n, f) => n + f.failures, 0),
      p99s: all.map((f) => f.p99),
    });
  }
  return out;
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

async function main() {
  const t0 = Date.now();
  const ferret = await privateFerretDb('bench-reads');
  const client = await MongoClient.connect(ferret.uri);
  const db = client.db(DB_NAME);
  const api = await spawnServer({
    mongoUri: ferret.uri,
    dbName: DB_NAME,
    env: { RATE_LIMIT_READS_PER_MIN: '100000000', RATE_LIMIT_ANON_READS_PER_MIN: '100000000', RATE_LIMIT_WRITES_PER_MIN: '100000000' },
  });
  serverPids = () => [api.pid, ferret.pid?.()];
  try {
    const template = await makeTemplate(api.url, db);
    const people: Person[] = [];
    const results = new Map<number, Map<string, Figures>>();
    for (const size of SIZES) {
      const s0 = Date.now();
      people.push(...(await seedPeople(db, template, people.length, size)));
      // Counted here: a count on FerretDB v1 reads every document.
      const n = people.length + 1;
      print(
        `seeded ${size.toLocaleString('en-GB')} people × ${DAYS} days in ${((Date.now() - s0) / 1000).toFixed(0)} s ` +
          `(${n * DAYS} logs, ${n * DAYS} plans, ${n * template.routines.length} routines, ${n * mondays.length} weekly reviews); load average ${loadavg()[0]!.toFixed(1)}`,
      );
      results.set(size, await measureAll(api.url, people));
    }
    const [small, large] = [SIZES[0]!, SIZES.at(-1)!];
    print(
      `user-scoped reads, ${SAMPLES} per kind, size and pass, spread over ${POOL.toLocaleString("en-GB")} people at each size, ${PASSES} passes (figures: median of the passes), ${CONCURRENCY} at a time, ` +
        `real app over HTTP, embedded FerretDB v1 (SQLite); ms (cpu = app + database CPU ms per read):`,
    );
    const header = ['read', ...SIZES.flatMap((s) => [`${s} p50`, `${s} p99`, `${s} cpu`]), 'ratio p50', 'ratio p99', 'ratio cpu', 'non-2xx'];
    const rows = READS.map((r) => {
      const a = results.get(small)!.get(r.name)!;
      const b = results.get(large)!.get(r.name)!;
      return [
        r.name,
        ...SIZES.flatMap((s) => [fmt(results.get(s)!.get(r.name)!.p50), fmt(results.get(s)!.get(r.name)!.p99), fmt(results.get(s)!.get(r.name)!.cpuMs)]),
        (b.p50 / a.p50).toFixed(2),
        (b.p99 / a.p99).toFixed(2),
        (b.cpuMs / a.cpuMs).toFixed(2),
        String(SIZES.reduce((n, s) => n + results.get(s)!.get(r.name)!.failures, 0)),
      ];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    print(line(header));
    for (const row of rows) print(line(row));
    print(`p99 of each pass: ${READS.map((r) => `${r.name}: ${SIZES.map((size) => `${size} [${(results.get(size)!.get(r.name)!.p99s ?? []).map(fmt).join(' ')}]`).join(', ')}`).join('; ')}`);
    const worst = (f: (x: Figures) => number) => Math.max(...READS.map((r) => f(results.get(large)!.get(r.name)!) / f(results.get(small)!.get(r.name)!)));
    print(
      `read-latency ratio ${large.toLocaleString('en-GB')} vs ${small.toLocaleString('en-GB')} people × ${DAYS} days: worst p50 ratio ${worst((x) => x.p50).toFixed(2)}, ` +
        `worst p99 ratio ${worst((x) => x.p99).toFixed(2)}, worst server-CPU-per-read ratio ${worst((x) => x.cpuMs).toFixed(2)} ` +
        `(target ≤ ${RATIO_TARGET}); load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; bench took ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
  } finally {
    await api.stop().catch(() => undefined);
    await client.close().catch(() => undefined);
    await ferret.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
