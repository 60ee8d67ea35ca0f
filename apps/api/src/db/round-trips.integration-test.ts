import { testDbName } from '@cadence/db';
import type { CommandStartedEvent } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pushesDownOnlyIdEquality, UserKeys } from '../lib/user-keys';
import { seedRoutines, startTestServer, TEST_ENV, TestBrowser, type TestServer } from '../testing/test-server';
import { supportsWriteReturning } from './write-returning';

// docs/decisions/081: a note, a tick and an add-task each cost one write per document they change (the
// plan and the log: a bounded pair), and none reads back what its write already answered. Counted on
// the driver's command events, on whichever server runs the tier (the embedded FerretDB or MongoDB).
const dbName = testDbName('api_round_trips');
let server: TestServer;
let browser: TestBrowser;
let userId: string;
const seen: { name: string; collection: string }[] = [];
const WRITES = new Set(['update', 'findAndModify', 'insert', 'delete']);

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName, env: TEST_ENV, monitorCommands: true });
  server.conn.getClient().on('commandStarted', (e: CommandStartedEvent) => {
    const collection = (e.command as Record<string, unknown>)[e.commandName];
    if (typeof collection === 'string') seen.push({ name: e.commandName, collection });
  });
  browser = new TestBrowser(server.url);
  const created = await browser.request('POST', '/api/wellness/users', { name: 'Maya', location: '', challenges: ['Sleep Issues'] });
  userId = created.json.id as string;
  await seedRoutines(server, userId, [
    { type: 'movement', label: 'Walk' },
    { type: 'mindfulness', label: 'Breathe' },
  ]);
  expect((await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`)).status).toBe(200);
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

/** The commands one request sent to the database. */
async function commandsOf(method: string, path: string, body?: unknown) {
  seen.length = 0;
  const res = await browser.request(method, path, body);
  const commands = [...seen];
  // The rate-limit window (one write per request, docs/decisions/100) is counted on its own below.
  const writes = commands.filter((c) => WRITES.has(c.name) && c.collection !== 'rate_limits');
  const readBackAfterWrite = (collection: string) => {
    const lastWrite = commands.findLastIndex((c) => c.collection === collection && WRITES.has(c.name));
    return commands.slice(lastWrite + 1).some((c) => c.collection === collection && c.name === 'find');
  };
  return { res, commands, writes, readBackAfterWrite };
}

const writesTo = (writes: { collection: string }[], collection: string) => writes.filter((w) => w.collection === collection).length;

describe('writes that cost one round trip', () => {
  it('the server answers the written document (findOneAndUpdate) on this backend', () => {
    expect(supportsWriteReturning(server.conn)).toBe(true);
  });

  it('a note: one write to her log, no read-back; its key is written again only where several processes share the data', async () => {
    await commandsOf('PATCH', `/api/wellness/users/${userId}/logs/2026-11-05`, { notes: 'first' });
    const { res, writes, readBackAfterWrite } = await commandsOf('PATCH', `/api/wellness/users/${userId}/logs/2026-11-05`, { notes: 'slept badly' });
    expect(res.status).toBe(200);
    expect(res.json.notes).toBe('slept badly');
    expect(writesTo(writes, 'daily_logs')).toBe(1);
    expect(writesTo(writes, 'user_keys')).toBe(pushesDownOnlyIdEquality(server.conn) ? 0 : 1);
    expect(writes).toHaveLength(writesTo(writes, 'daily_logs') + writesTo(writes, 'user_keys'));
    expect(readBackAfterWrite('daily_logs')).toBe(false);
  });

  it("a tick: one write to the plan and one to the log (the day's one truth), neither read back", async () => {
    await commandsOf('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/0`, { status: 'done' });
    const { res, commands, writes, readBackAfterWrite } = await commandsOf('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/1`, { status: 'done' });
    expect(res.status).toBe(200);
    expect(res.json.tasks.map((t: { status: string }) => t.status)).toEqual(['done', 'done']);
    // The note counts the tick it came with (its wording varies: 'Both tasks are done', '2 of 2', …).
    expect(res.json.coachNote).toMatch(/both|2 of 2|all|every/i);
    expect(res.json.coachNote).not.toMatch(/[01] of 2/);
    expect(writesTo(writes, 'daily_plans')).toBe(1);
    expect(writesTo(writes, 'daily_logs')).toBe(1);
    expect(writesTo(writes, 'user_keys')).toBe(pushesDownOnlyIdEquality(server.conn) ? 0 : 1);
    expect(readBackAfterWrite('daily_plans')).toBe(false);
    expect(readBackAfterWrite('daily_logs')).toBe(false);
    // The routine of the task is read by its `_id`, not by listing all her routines.
    expect(commands.filter((c) => c.collection === 'routines')).toHaveLength(1);
    const log = await browser.request('GET', `/api/wellness/users/${userId}/logs/${res.json.date}`);
    expect(log.json.subtasks).toBeTruthy();
  });

  it('an add-task: one write to the plan, not read back', async () => {
    const { res, writes, readBackAfterWrite } = await commandsOf('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'Drink water' });
    expect(res.status).toBe(200);
    expect(res.json.tasks.at(-1)).toMatchObject({ label: 'Drink water', status: 'pending', source: 'manual' });
    expect(writes).toEqual([{ name: supportsWriteReturning(server.conn) ? 'findAndModify' : 'update', collection: 'daily_plans' }]);
    expect(readBackAfterWrite('daily_plans')).toBe(false);
  });
});

describe('what scaling out adds to every request (docs/decisions/100)', () => {
  it('a read: the session from the cache, and at most one rate-limit write (a lease covers her next reads)', async () => {
    await commandsOf('GET', `/api/wellness/users/${userId}/routines`);
    const { res, commands } = await commandsOf('GET', `/api/wellness/users/${userId}/routines`);
    expect(res.status).toBe(200);
    expect(commands.filter((c) => c.collection === 'rate_limits').length).toBeLessThanOrEqual(1);
    expect(commands.filter((c) => c.collection === 'sessions')).toHaveLength(0);
    console.log(`[round trips] cached read of her routines: ${commands.length} commands (${commands.map((c) => `${c.name} ${c.collection}`).join(', ')})`);
    let limitWrites = 0;
    for (let i = 0; i < 10; i++) limitWrites += (await commandsOf('GET', `/api/wellness/users/${userId}/routines`)).commands.filter((c) => c.collection === 'rate_limits').length;
    expect(limitWrites).toBeLessThanOrEqual(2); // 10 reads: one lease of 21 at most (two if a new minute begins)
    console.log(`[round trips] 10 more reads: ${limitWrites} rate-limit write(s)`);
  });

  it('a write: its session from the database, one rate-limit write, and the liveness check of her account after the write', async () => {
    await commandsOf('GET', `/api/wellness/users/${userId}/routines`); // the session is cached now
    const { res, commands } = await commandsOf('PATCH', `/api/wellness/users/${userId}/logs/2026-11-06`, { notes: 'fine' });
    expect(res.status).toBe(200);
    expect(commands.filter((c) => c.collection === 'sessions')).toEqual([{ name: 'find', collection: 'sessions' }]);
    expect(commands.filter((c) => c.collection === 'rate_limits')).toHaveLength(1);
    const fence = commands.findLastIndex((c) => c.collection === 'users' && c.name === 'find');
    const lastWrite = commands.findLastIndex((c) => WRITES.has(c.name) && c.collection !== 'rate_limits');
    expect(fence).toBeGreaterThan(lastWrite);
    expect(commands.filter((c) => c.collection === 'users')).toHaveLength(1);
    console.log(`[round trips] a note: ${commands.length} commands (${commands.map((c) => `${c.name} ${c.collection}`).join(', ')})`);
  });
});

describe('key lists remember what this process listed (embedded server only)', () => {
  it('a removed or cleared key is written again when it is added again', async () => {
    const keys = new UserKeys(server.conn, 'round_trip_test');
    const owner = `owner-${Date.now()}`;
    const addCost = async (key: string) => {
      seen.length = 0;
      await keys.add(owner, [key]);
      return seen.filter((c) => c.collection === 'user_keys' && WRITES.has(c.name)).length;
    };
    const remembered = pushesDownOnlyIdEquality(server.conn);
    expect(await addCost('a')).toBe(1);
    expect(await addCost('a')).toBe(remembered ? 0 : 1);
    await keys.remove(owner, ['a']);
    expect(await keys.list(owner)).toEqual([]);
    expect(await addCost('a')).toBe(1);
    expect(await keys.list(owner)).toEqual(['a']);
    await keys.clear(owner);
    expect(await addCost('a')).toBe(1);
    expect(await keys.list(owner)).toEqual(['a']);
  });
});
