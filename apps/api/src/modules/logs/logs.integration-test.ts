import { testDbName } from '@cadence/db';
import { DailyLogSchema } from '@cadence/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RequestGate } from '../../testing/request-gate';
import { startTestServer, TestBrowser, type TestServer } from '../../testing/test-server';
import { newUser, snapshot, TEST_ENV, trpcMutation, trpcQuery } from '../../testing/test-server';
import { expectReadable4xx, expectSchema, expectStrangerRefused } from '../../testing/expectations';

let server: TestServer;

/** Concurrent writes are held at the gate until all have arrived, so they overlap on any machine. */
const gate = new RequestGate();
beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_logs'), env: TEST_ENV, gate });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

const expectLogShape = (log: unknown) => expectSchema(DailyLogSchema, log);

describe('daily logs (REST)', () => {
  it("POST /logs creates a note log and GET …/logs/{date} reads it back; 404 'No log for this date' otherwise", async () => {
    const { browser, userId } = await newUser(server.url);
    const missing = await browser.request('GET', `/api/wellness/users/${userId}/logs/2026-03-01`);
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('No log for this date');

    const res = await browser.request('POST', '/api/wellness/logs', { userId, date: '2026-03-01', notes: 'Felt calmer today' });
    expect(res.status).toBe(200);
    expectLogShape(res.json);
    expect(res.json).toEqual({
      id: `${userId}_2026-03-01`,
      userId,
      date: '2026-03-01',
      notes: 'Felt calmer today',
      transcript: '',
      llmExtract: null,
      // Read once when the note was written (docs/decisions/110).
      reading: expect.objectContaining({ version: 1, sentences: ['Felt calmer today'], symptoms: [], redFlags: [] }),
      mood: '',
      completed: { movement: false, nutrition: false, mindfulness: false, supplement: false },
      subtasks: {},
      dayMark: null,
      skippedRoutineIds: [],
      energy: null,
    });
    const got = await browser.request('GET', `/api/wellness/users/${userId}/logs/2026-03-01`);
    expect(got.status).toBe(200);
    expect(got.json).toEqual(res.json);
  });

  it('POST /logs merges present fields into the same log (unique per user per date)', async () => {
    const { browser, userId } = await newUser(server.url);
    const date = '2026-03-02';
    const first = (await browser.request('POST', '/api/wellness/logs', { userId, date, notes: 'Morning notes' })).json;
    const second = await browser.request('POST', '/api/wellness/logs', {
      userId,
      date,
      completed: { movement: true, nutrition: false, mindfulness: true, supplement: false },
      subtasks: { routineA: { s1: true, s2: false } },
    });
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({
      id: first.id,
      notes: 'Morning notes',
      completed: { movement: true, nutrition: false, mindfulness: true, supplement: false },
      subtasks: { routineA: { s1: true, s2: false } },
    });
    // Another routine's ticks are merged in; routineA's stay.
    const third = await browser.request('POST', '/api/wellness/logs', { userId, date, subtasks: { routineB: { x: true } }, mood: 'ok' });
    expect(third.json.subtasks).toEqual({ routineA: { s1: true, s2: false }, routineB: { x: true } });
    expect(third.json.mood).toBe('ok');
    expect(third.json.completed.movement).toBe(true);
    // Sending a routine again replaces that routine's ticks.
    const fourth = await browser.request('POST', '/api/wellness/logs', { userId, date, subtasks: { routineA: { s2: true } } });
    expect(fourth.json.subtasks).toEqual({ routineA: { s2: true }, routineB: { x: true } });
    expect(await server.conn.collection('daily_logs').countDocuments({ userId, date })).toBe(1);
    expect((await browser.request('GET', `/api/wellness/users/${userId}/logs/${date}`)).json).toEqual(fourth.json);
  });

  it('PATCH …/logs/{date} saves notes (upsert) and keeps other fields', async () => {
    const { browser, userId } = await newUser(server.url);
    const created = await browser.request('PATCH', `/api/wellness/users/${userId}/logs/2026-03-03`, { notes: 'New day' });
    expect(created.status).toBe(200);
    expectLogShape(created.json);
    expect(created.json).toMatchObject({ userId, date: '2026-03-03', notes: 'New day' });
    await browser.request('POST', '/api/wellness/logs', { userId, date: '2026-03-03', completed: { movement: true } });
    const patched = await browser.request('PATCH', `/api/wellness/users/${userId}/logs/2026-03-03`, { notes: 'Edited' });
    expect(patched.json).toMatchObject({ id: created.json.id, notes: 'Edited', completed: { movement: true } });
    const cleared = await browser.request('PATCH', `/api/wellness/users/${userId}/logs/2026-03-03`, { notes: '' });
    expect(cleared.json.notes).toBe('');
  });

  it('GET …/logs lists the logs newest first', async () => {
    const { browser, userId } = await newUser(server.url);
    for (const date of ['2026-01-05', '2026-01-07', '2026-01-06']) {
      await browser.request('POST', '/api/wellness/logs', { userId, date, notes: date });
    }
    const res = await browser.request('GET', `/api/wellness/users/${userId}/logs`);
    expect(res.status).toBe(200);
    expect(res.json.map((l: { date: string }) => l.date)).toEqual(['2026-01-07', '2026-01-06', '2026-01-05']);
    for (const log of res.json) expectLogShape(log);
    const { browser: b2, userId: empty } = await newUser(server.url);
    expect((await b2.request('GET', `/api/wellness/users/${empty}/logs`)).json).toEqual([]);
  });
});

describe('daily logs: concurrency', () => {
  it('concurrent first saves of a date create exactly one log', async () => {
    const { browser, userId } = await newUser(server.url);
    gate.close();
    const pending = Promise.all(
      ['a', 'b', 'c', 'd'].map((n) => browser.request('POST', '/api/wellness/logs', { userId, date: '2026-06-01', notes: n })),
    );
    await gate.arrived(4);
    gate.release();
    const results = await pending;
    for (const r of results) expect(r.status, r.text).toBe(200);
    expect(await server.conn.collection('daily_logs').countDocuments({ userId })).toBe(1);
  });
});

describe('daily logs (tRPC twins)', () => {
  it('list / get / patchNotes / save', async () => {
    const { browser, userId } = await newUser(server.url);
    expect((await trpcQuery(browser, 'logs.get', { date: '2026-04-01' })).data).toBeNull();
    const saved = await trpcMutation(browser, 'logs.save', { date: '2026-04-01', notes: 'via tRPC', subtasks: { r1: { s1: true } } });
    expect(saved.status).toBe(200);
    expectLogShape(saved.data);
    const patched = await trpcMutation(browser, 'logs.patchNotes', { date: '2026-04-01', notes: 'patched' });
    expect(patched.data).toMatchObject({ id: saved.data.id, notes: 'patched', subtasks: { r1: { s1: true } } });
    const got = await trpcQuery(browser, 'logs.get', { date: '2026-04-01' });
    expect(got.data).toEqual(patched.data);
    const rest = await browser.request('GET', `/api/wellness/users/${userId}/logs/2026-04-01`);
    expect(rest.json).toEqual(got.data);
    await trpcMutation(browser, 'logs.save', { date: '2026-04-02', notes: 'later' });
    const list = await trpcQuery(browser, 'logs.list', undefined);
    expect(list.data.map((l: { date: string }) => l.date)).toEqual(['2026-04-02', '2026-04-01']);
    expect((await browser.request('GET', `/api/wellness/users/${userId}/logs`)).json).toEqual(list.data);
  });
});

describe('daily logs: other sessions get 404 and change nothing', () => {
  it('every REST path and tRPC procedure', async () => {
    const { browser: owner, userId } = await newUser(server.url);
    await owner.request('POST', '/api/wellness/logs', { userId, date: '2026-05-01', notes: 'private' });
    const before = await snapshot(server.conn, 'daily_logs', userId);
    const anonymous = new TestBrowser(server.url);
    const { browser: other } = await newUser(server.url, 'Eve');
    for (const stranger of [anonymous, other]) {
      const rest: [string, string, unknown?][] = [
        ['GET', `/api/wellness/users/${userId}/logs`],
        ['GET', `/api/wellness/users/${userId}/logs/2026-05-01`],
        ['PATCH', `/api/wellness/users/${userId}/logs/2026-05-01`, { notes: 'hacked' }],
        ['POST', '/api/wellness/logs', { userId, date: '2026-05-01', notes: 'hacked' }],
        ['POST', '/api/wellness/logs', { userId, date: '2026-05-02', notes: 'planted' }],
      ];
      const procs: ['q' | 'm', string, unknown][] = [
        ['q', 'logs.list', { userId }],
        ['q', 'logs.get', { userId, date: '2026-05-01' }],
        ['m', 'logs.patchNotes', { userId, date: '2026-05-01', notes: 'hacked' }],
        ['m', 'logs.save', { userId, date: '2026-05-01', notes: 'hacked' }],
      ];
      await expectStrangerRefused(stranger, userId, rest, procs);
    }
    expect(await snapshot(server.conn, 'daily_logs', userId)).toEqual(before);
  });
});

describe('daily logs: bad input → readable 4xx, nothing written', () => {
  it('rejects invalid dates, wrong types, operators, prototype and dotted keys, oversized notes', async () => {
    const { browser, userId } = await newUser(server.url);
    const before = await server.conn.collection('daily_logs').countDocuments();
    const cases: [string, string, unknown, RegExp?][] = [
      ['GET', `/api/wellness/users/${userId}/logs/2026-02-30`, undefined, /^date: must be a real date/],
      ['GET', `/api/wellness/users/${userId}/logs/2026-2-3`, undefined, /^date: /],
      ['GET', `/api/wellness/users/${userId}/logs/${encodeURIComponent('{"$gt":""}')}`, undefined, /^date: /],
      ['PATCH', `/api/wellness/users/${userId}/logs/2026-02-30`, { notes: 'x' }, /^date: /],
      ['PATCH', `/api/wellness/users/${userId}/logs/2026-02-01`, { notes: 5 }, /^notes: /],
      ['PATCH', `/api/wellness/users/${userId}/logs/2026-02-01`, { notes: { $ne: null } }, /^notes: /],
      ['PATCH', `/api/wellness/users/${userId}/logs/2026-02-01`, { notes: 'n'.repeat(5001) }, /^notes: must be at most 5000/],
      ['PATCH', `/api/wellness/users/${userId}/logs/2026-02-01`, { notes: 'x', completed: {} }, /unknown field/],
      ['POST', '/api/wellness/logs', { userId, date: '2026-02-30', notes: 'x' }, /^date: /],
      ['POST', '/api/wellness/logs', { userId, date: '2026-13-01', notes: 'x' }, /^date: /],
      ['POST', '/api/wellness/logs', { userId, date: 20260201, notes: 'x' }, /^date: /],
      ['POST', '/api/wellness/logs', { userId: { $ne: null }, date: '2026-02-01', notes: 'x' }, /^userId: /],
      ['POST', '/api/wellness/logs', { userId, date: { $gte: '2000-01-01' }, notes: 'x' }, /^date: /],
      ['POST', '/api/wellness/logs', { userId, date: '2026-02-01', completed: { movement: 'yes' } }, /^completed\.movement: /],
      ['POST', '/api/wellness/logs', { userId, date: '2026-02-01', completed: { yoga: true } }, /unknown field/],
      ['POST', '/api/wellness/logs', { userId, date: '2026-02-01', subtasks: { 'a.b': { s: true } } }, /^subtasks/],
      ['POST', '/api/wellness/logs', { userId, date: '2026-02-01', subtasks: { $set: { s: true } } }, /^subtasks/],
      ['POST', '/api/wellness/logs', { userId, date: '2026-02-01', subtasks: { r: { constructor: true } } }, /^subtasks/],
      ['POST', '/api/wellness/logs', { userId, date: '2026-02-01', subtasks: { r: { s: 'yes' } } }, /^subtasks/],
      ['POST', '/api/wellness/logs', { userId, date: '2026-02-01', subtasks: [] }, /^subtasks/],
      ['POST', '/api/wellness/logs', `{"userId":"${userId}","date":"2026-02-01","subtasks":{"__proto__":{"polluted":true}}}`],
      ['POST', '/api/wellness/logs', `{"userId":"${userId}","date":"2026-02-01","__proto__":{"notes":"x"}}`],
      ['POST', '/api/wellness/logs', { userId, date: '2026-02-01', notes: 'n'.repeat(5001) }, /^notes: /],
      ['POST', '/api/wellness/logs', { userId, date: '2026-02-01', llmExtract: 'x' }, /unknown field/],
      ['POST', '/api/wellness/logs', { date: '2026-02-01', notes: 'x' }, /^userId: is required/],
      ['POST', '/api/wellness/logs', 'not json', /./],
    ];
    await expectReadable4xx(browser, cases);
    const trpcCases: ['q' | 'm', string, unknown][] = [
      ['q', 'logs.get', { date: '2026-02-30' }],
      ['m', 'logs.patchNotes', { date: '2026-02-01', notes: 'n'.repeat(5001) }],
      ['m', 'logs.save', { date: '2026-02-01', subtasks: { 'x$y': { a: true } } }],
      ['m', 'logs.save', { date: '2026-02-29', notes: 'not a leap year' }],
    ];
    for (const [kind, path, input] of trpcCases) {
      const res = kind === 'q' ? await trpcQuery(browser, path, input) : await trpcMutation(browser, path, input);
      expect(res.status, path).toBe(400);
      expect(res.error?.code, path).toBe('BAD_REQUEST');
    }
    expect(await server.conn.collection('daily_logs').countDocuments()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('accepts a leap day', async () => {
    const { browser, userId } = await newUser(server.url);
    const res = await browser.request('POST', '/api/wellness/logs', { userId, date: '2028-02-29', notes: 'leap' });
    expect(res.status).toBe(200);
  });
});
