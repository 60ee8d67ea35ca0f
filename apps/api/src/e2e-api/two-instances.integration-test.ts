// Two app processes on one database (docs/decisions/100): what a team scaling out behind a load
// balancer relies on. Sessions work on both; a delete on one leaves nothing of hers while the other
// takes writes from her session; a logout or rotation on one is refused by the other at once; the
// anonymous read limit is one budget for both; concurrent creates on both all land in her list.
// Runs on the embedded FerretDB in `pnpm test:integration` and on each MongoDB of the CI matrix.
import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../chaos/chaos-kit';
import { startTestServer, TestBrowser, TEST_ENV, type TestServer } from '../testing/test-server';
import { collectionNames } from './e2e-kit';
import { MongoClient } from 'mongodb';

const ANON_READS_PER_MIN = 120;

let a: ServerProcess;
let b: ServerProcess;
let client: MongoClient;
const dbName = testDbName('two_instances');

beforeAll(async () => {
  const mongoUri = inject('mongoUri');
  // The suite's own traffic must not trip the session limits; the anonymous read limit is the real one.
  const env = { ...TEST_ENV, RATE_LIMIT_ANON_READS_PER_MIN: String(ANON_READS_PER_MIN) };
  a = await spawnServer({ mongoUri, dbName, env });
  b = await spawnServer({ mongoUri, dbName, env });
  client = new MongoClient(mongoUri);
  await client.connect();
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await client?.db(dbName).dropDatabase().catch(() => undefined);
  await client?.close();
});

/** One browser (one cookie jar) talking to either instance, as behind a load balancer (the kit's request, any origin). */
class Balanced {
  readonly browser = new TestBrowser('');
  call(on: ServerProcess, method: string, path: string, body?: unknown) {
    return this.browser.request(method, on.url + path, body, { 'x-cadence-tz': 'UTC' });
  }
}

async function newPerson(on: ServerProcess, name = 'Maya') {
  const person = new Balanced();
  const res = await person.call(on, 'POST', '/api/wellness/users', { name, location: 'Leeds', challenges: ['fatigue'] });
  expect(res.status, res.text).toBe(201);
  return { person, userId: res.json.id as string };
}

function routine(userId: string, label: string) {
  return { userId, type: 'mindfulness', label, frequency: 'daily', notes: '', subtasks: [{ name: 'Breathe', description: '' }], isPersonalized: false, active: true };
}

/** Every document of every collection that mentions `needle` anywhere (a scan of the whole database). */
async function documentsMentioning(needle: string): Promise<string[]> {
  const db = client.db(dbName);
  const found: string[] = [];
  const conn = { db } as unknown as Parameters<typeof collectionNames>[0];
  for (const name of await collectionNames(conn)) {
    for (const doc of await db.collection(name).find({}).toArray()) {
      if (JSON.stringify(doc).includes(needle)) found.push(`${name}/${String(doc._id)}`);
    }
  }
  return found;
}

describe('two API instances on one database', () => {
  it('a session made on one instance works on the other', async () => {
    const { person, userId } = await newPerson(a);
    const onB = await person.call(b, 'GET', `/api/wellness/users/${userId}`);
    expect(onB.status).toBe(200);
    expect(onB.json.id).toBe(userId);
    const note = await person.call(b, 'PATCH', `/api/wellness/users/${userId}/logs/2026-11-20`, { notes: 'Slept well.' });
    expect(note.status, note.text).toBe(200);
    const back = await person.call(a, 'GET', `/api/wellness/users/${userId}/logs/2026-11-20`);
    expect(back.json.notes).toBe('Slept well.');
  });

  it('delete on A while B takes writes from her session leaves no document with her id anywhere', async () => {
    const { person, userId } = await newPerson(a, 'Ada');
    expect((await person.call(b, 'POST', '/api/wellness/routines', routine(userId, 'Before'))).status).toBe(201);
    let stop = false;
    const answers: number[] = [];
    // Three writers on B, each alternating a note (an upsert of that day's log) and a new routine.
    const writer = async (w: number) => {
      for (let i = 0; !stop && i < 200; i++) {
        const res =
          i % 2 === 0
            ? await person.call(b, 'PATCH', `/api/wellness/users/${userId}/logs/2026-10-${String((i % 28) + 1).padStart(2, '0')}`, { notes: `note ${w}.${i}` })
            : await person.call(b, 'POST', '/api/wellness/routines', routine(userId, `R ${w}.${i}`));
        answers.push(res.status);
      }
    };
    let finished = 0;
    const writers = [writer(0), writer(1), writer(2)].map((w) => w.finally(() => finished++));
    const until = async (done: () => boolean) => {
      while (!done() && finished < writers.length) await new Promise((r) => setTimeout(r, 5));
    };
    // Let some writes through first, then delete on A in the middle of them.
    await until(() => answers.filter((s) => s < 300).length >= 6);
    expect(answers.filter((s) => s < 300).length, answers.join(',')).toBeGreaterThanOrEqual(6);
    const cookie = person.browser.cookie;
    const deleted = await person.call(a, 'DELETE', `/api/wellness/users/${userId}`);
    expect(deleted.status, deleted.text).toBeLessThan(300);
    person.browser.cookie = cookie; // B keeps receiving her old cookie (a second tab)
    const afterDelete = answers.length;
    // Keep writing a little longer on B, then stop.
    await until(() => answers.length >= afterDelete + 12);
    stop = true;
    await Promise.all(writers);
    // Every write sent after the delete answered was refused (the first three may have been on their way).
    expect(answers.length).toBeGreaterThanOrEqual(afterDelete + 12);
    expect(answers.slice(afterDelete + 3).every((s) => s === 404), answers.slice(afterDelete).join(',')).toBe(true);
    expect(await documentsMentioning(userId)).toEqual([]);
  }, 120_000);

  it('logout on A makes B refuse her writes at once; so does a rotated session', async () => {
    const { person, userId } = await newPerson(a, 'Lin');
    // B has just seen (and cached) her session.
    expect((await person.call(b, 'GET', `/api/wellness/users/${userId}`)).status).toBe(200);
    expect((await person.call(b, 'PATCH', `/api/wellness/users/${userId}/logs/2026-11-21`, { notes: 'before' })).status).toBe(200);
    const cookie = person.browser.cookie;
    expect((await person.call(a, 'POST', '/api/session/end')).status).toBe(200);
    person.browser.cookie = cookie;
    const refused = await person.call(b, 'PATCH', `/api/wellness/users/${userId}/logs/2026-11-21`, { notes: 'after logout' });
    expect(refused.status).toBe(404);
    expect((await person.call(b, 'POST', '/api/wellness/routines', routine(userId, 'After logout'))).status).toBe(404);

    // Rotation: a new identity on A (onboarding again) revokes the old token; B refuses it at once.
    const second = await newPerson(a, 'Noor');
    const old = second.person.browser.cookie;
    expect((await second.person.call(b, 'GET', `/api/wellness/users/${second.userId}`)).status).toBe(200);
    const rebound = await second.person.call(a, 'POST', '/api/wellness/users', { name: 'Noor again', location: '', challenges: [] });
    expect(rebound.status).toBe(201);
    second.person.browser.cookie = old;
    expect((await second.person.call(b, 'PATCH', `/api/wellness/users/${second.userId}/logs/2026-11-21`, { notes: 'stale' })).status).toBe(404);
  }, 60_000);

  it('200 anonymous reads split across A and B: the 121st and later get 429 (one budget)', async () => {
    const windowOf = () => Math.floor(Date.now() / 60_000);
    const untilNextMinute = () => new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 50));
    // A run that crosses into the next minute has already used part of that minute's budget: the retry
    // waits for a minute nobody has touched (retrying at once got 20 answers where 120 were expected).
    for (let attempt = 0; attempt < 2; attempt++) {
      if (attempt > 0) await untilNextMinute();
      const started = windowOf();
      const statuses: number[] = [];
      const anonymous = new Balanced();
      for (let i = 0; i < 200; i += 10) {
        const batch = await Promise.all(
          Array.from({ length: 10 }, (_, j) => anonymous.call((i + j) % 2 === 0 ? a : b, 'GET', '/trpc/users.me')),
        );
        statuses.push(...batch.map((r) => r.status));
      }
      if (windowOf() !== started) continue;
      expect(statuses.filter((s) => s === 200)).toHaveLength(ANON_READS_PER_MIN);
      expect(statuses.filter((s) => s === 429)).toHaveLength(200 - ANON_READS_PER_MIN);
      return;
    }
    throw new Error('two runs crossed a minute boundary');
  }, 180_000);

  it('50 routine creates split across A and B at once all appear in her list', async () => {
    const { person, userId } = await newPerson(a, 'Sara');
    const before = (await person.call(a, 'GET', `/api/wellness/users/${userId}/routines`)).json as { id: string }[];
    // A burst may be shed (503 + Retry-After, decision 046) when the machine is slow; a client sends a shed write again,
    // as the web app does. What must hold is that every write lands once, on whichever instance.
    const create = async (i: number) => {
      for (let attempt = 0; ; attempt++) {
        const res = await person.call(i % 2 === 0 ? a : b, 'POST', '/api/wellness/routines', routine(userId, `Routine ${i}`));
        if (res.status !== 503 || attempt >= 3) return res;
        await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
      }
    };
    const created = await Promise.all(Array.from({ length: 50 }, (_, i) => create(i)));
    expect(created.map((r) => r.status)).toEqual(Array(50).fill(201));
    for (const on of [a, b]) {
      const list = (await person.call(on, 'GET', `/api/wellness/users/${userId}/routines`)).json as { id: string }[];
      expect(list).toHaveLength(before.length + 50);
      expect(new Set(list.map((r) => r.id))).toEqual(new Set([...before.map((r) => r.id), ...created.map((r) => r.json.id as string)]));
    }
  }, 120_000);
});

describe('the race itself, forced (two servers in this process, one database)', () => {
  let sa: TestServer;
  let sb: TestServer;
  let gate: Promise<void> = Promise.resolve();
  let reached: () => void = () => undefined;

  beforeAll(async () => {
    const mongoUri = inject('mongoUri');
    const name = testDbName('two_instances_race');
    sa = await startTestServer({ mongoUri, dbName: name, env: TEST_ENV });
    sb = await startTestServer({ mongoUri, dbName: name, env: TEST_ENV });
    // B holds a note after its session check, just before it writes, until the test opens the gate.
    const patchNotes = sb.services.logs.patchNotes.bind(sb.services.logs);
    sb.services.logs.patchNotes = async (...args) => {
      reached();
      await gate;
      return patchNotes(...args);
    };
  });
  afterAll(async () => {
    await sb?.close();
    await sa?.close({ dropDatabase: true });
  });

  it('a write that passed its session check before the delete, and lands after it, is erased and refused', async () => {
    const person = new Balanced();
    const created = await person.call({ url: sa.url } as ServerProcess, 'POST', '/api/wellness/users', { name: 'Eve', location: '', challenges: [] });
    const userId = created.json.id as string;
    let open: () => void = () => undefined;
    gate = new Promise((r) => (open = r));
    const atGate = new Promise<void>((r) => (reached = r));
    const cookie = person.browser.cookie;
    const late = person.call({ url: sb.url } as ServerProcess, 'PATCH', `/api/wellness/users/${userId}/logs/2026-11-22`, { notes: 'written after her delete' });
    await atGate; // B has resolved her live session and waits
    const deleted = await person.call({ url: sa.url } as ServerProcess, 'DELETE', `/api/wellness/users/${userId}`);
    expect(deleted.status).toBeLessThan(300);
    person.browser.cookie = cookie;
    open();
    expect((await late).status).toBe(404);
    const found: string[] = [];
    for (const name of await collectionNames(sa.conn)) {
      for (const doc of await sa.conn.collection(name).find({}).toArray()) if (JSON.stringify(doc).includes(userId)) found.push(`${name}/${String(doc._id)}`);
    }
    expect(found).toEqual([]);
  });
});
