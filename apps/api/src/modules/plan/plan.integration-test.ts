import { testDbName } from '@cadence/db';
import { addDays, DailyPlanSchema, localIsoDate, URGENT_HOLD } from '@cadence/domain';
import { clockCases, DST_INSTANTS } from '@cadence/domain/testing';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { RequestGate } from '../../testing/request-gate';
import { startTestServer, TestBrowser, TestClock, type TestServer } from '../../testing/test-server';
import { planKey } from './plan.repository';
import { newUser, seedRoutines, snapshot, TEST_ENV, trpcMutation, trpcQuery } from '../../testing/test-server';
import { expectReadable4xx, expectSchema, expectStrangerRefused } from '../../testing/expectations';

let server: TestServer;
/** The server's clock: a Wednesday noon UTC (already Thursday in Kiritimati) unless a test moves it. */
const WEDNESDAY_NOON = '2026-11-25T12:00:00Z';
const clock = new TestClock(WEDNESDAY_NOON);

/** Concurrent writes are held at the gate until all have arrived, so they overlap on any machine. */
const gate = new RequestGate();
beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_plan'), env: TEST_ENV, gate, now: clock.now });
});
afterEach(() => clock.set(WEDNESDAY_NOON));
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

const today = (tz = 'UTC') => localIsoDate(clock.now(), tz);

async function userWithRoutines() {
  const { browser, userId } = await newUser(server.url);
  const routineIds = await seedRoutines(server, userId, [
    { type: 'movement', label: 'Gentle morning stretch', subtasks: [{ id: 'st1', name: 'Neck rolls' }] },
    { type: 'mindfulness', label: 'Evening breathing' },
    { type: 'supplement', label: 'Old vitamin routine', active: false },
  ]);
  return { browser, userId, routineIds };
}

const expectPlanShape = (plan: unknown) => expectSchema(DailyPlanSchema, plan);

describe('daily plan (REST)', () => {
  it("answers 404 'No daily plan yet' while she has no active routine; tRPC today answers null", async () => {
    const { browser, userId } = await newUser(server.url);
    const res = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(res.status).toBe(404);
    expect(res.text).toBe('No daily plan yet');
    const t = await trpcQuery(browser, 'plan.today', undefined);
    expect(t.status).toBe(200);
    expect(t.data).toBeNull();
  });

  it("regenerates today's plan from the ACTIVE routines and reads it back", async () => {
    const { browser, userId, routineIds } = await userWithRoutines();
    const res = await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`);
    expect(res.status).toBe(200);
    expectPlanShape(res.json);
    expect(res.json).toMatchObject({ userId, date: today(), safety: null });
    const routineTasks = res.json.tasks.filter((t: { source: string }) => t.source === 'routine');
    const ids = routineTasks.map((t: { routineId?: string }) => t.routineId);
    expect(ids).toContain(routineIds[0]);
    expect(ids).toContain(routineIds[1]);
    expect(ids).not.toContain(routineIds[2]); // inactive
    expect(res.json.dailyMotivation.message).toEqual(expect.any(String));
    expect(res.json.personalizedTip).toMatchObject({ title: expect.any(String), content: expect.any(String) });

    const got = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(got.status).toBe(200);
    expect(got.json).toEqual(res.json);
    const stored = await server.conn.collection('daily_plans').find({ userId }).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ userId, date: today() });

    // Regenerating again updates the same document (unique per user per date).
    await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`);
    expect(await server.conn.collection('daily_plans').countDocuments({ userId })).toBe(1);
  });

  it("uses the person's local date from x-cadence-tz", async () => {
    const { browser, userId } = await userWithRoutines();
    const east = { 'x-cadence-tz': 'Pacific/Kiritimati' }; // UTC+14
    const west = { 'x-cadence-tz': 'Pacific/Pago_Pago' }; // UTC-11: always another calendar date
    const res = await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`, undefined, east);
    expect(res.json.date).toBe(today('Pacific/Kiritimati'));
    expect((await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined, east)).status).toBe(200);
    // Another zone is another date: its plan is built on first read (docs/decisions/024), for that date.
    const w = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined, west);
    expect(w.json.date).toBe(today('Pacific/Pago_Pago'));
    // An invalid zone falls back to UTC: Wednesday there, Thursday's plan exists only in Kiritimati.
    const bad = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined, { 'x-cadence-tz': 'Mars/Olympus' });
    expect(today('UTC')).not.toBe(today('Pacific/Kiritimati'));
    expect(bad.json.date).toBe(today('UTC'));
  });

  it('adds a manual task (creating the plan when missing) and reads it back', async () => {
    const { browser, userId } = await userWithRoutines();
    const res = await browser.request('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, {
      label: '  Call the physio  ',
      notes: 'ask about lower back',
      source: 'manual',
    });
    expect(res.status).toBe(200);
    expectPlanShape(res.json);
    const last = res.json.tasks.at(-1);
    expect(last).toMatchObject({ label: 'Call the physio', notes: 'ask about lower back', source: 'manual', status: 'pending' });
    expect(res.json.tasks.filter((t: { source: string }) => t.source === 'routine').length).toBeGreaterThanOrEqual(2);
    const noNotes = await browser.request('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'Drink water', source: 'manual' });
    expect(noNotes.json.tasks.at(-1)).not.toHaveProperty('notes');
    const got = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(got.json.tasks).toEqual(noNotes.json.tasks);
  });

  it("updates a task's status by index; out of range → 404 'Task not found'", async () => {
    const { browser, userId } = await userWithRoutines();
    const plan = (await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`)).json;
    const res = await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/1`, { status: 'done' });
    expect(res.status).toBe(200);
    expect(res.json.tasks[1].status).toBe('done');
    expect(res.json.tasks[0].status).toBe('pending');
    const got = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(got.json.tasks[1].status).toBe('done');
    const back = await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/1`, { status: 'pending' });
    expect(back.json.tasks[1].status).toBe('pending');

    const out = await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/${plan.tasks.length}`, { status: 'done' });
    expect(out.status).toBe(404);
    expect(out.text).toBe('Task not found');
    // The array was not padded.
    expect((await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json.tasks).toHaveLength(plan.tasks.length);
  });

  it("answers 'Task not found' when today has no plan", async () => {
    const { browser, userId } = await userWithRoutines();
    const res = await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/0`, { status: 'done' });
    expect(res.status).toBe(404);
    expect(res.text).toBe('Task not found');
    expect(await server.conn.collection('daily_plans').countDocuments({ userId })).toBe(0);
  });

  it('regenerating keeps manual tasks and done states, and picks up new routines', async () => {
    const { browser, userId } = await userWithRoutines();
    const first = (await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`)).json;
    const routineIdx = first.tasks.findIndex((t: { source: string }) => t.source === 'routine');
    await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/${routineIdx}`, { status: 'done' });
    const added = (await browser.request('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'Book blood test', source: 'manual' })).json;
    const manualIdx = added.tasks.length - 1;
    await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/${manualIdx}`, { status: 'done' });
    await browser.request('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'Buy magnesium-free snacks', source: 'manual' });
    const [newRoutineId] = await seedRoutines(server, userId, [{ type: 'nutrition', label: 'Protein breakfast' }]);

    const res = await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`);
    expect(res.status).toBe(200);
    const tasks = res.json.tasks as { label: string; status: string; source: string; routineId?: string }[];
    expect(tasks.find((t) => t.label === 'Book blood test')).toMatchObject({ source: 'manual', status: 'done' });
    expect(tasks.find((t) => t.label === 'Buy magnesium-free snacks')).toMatchObject({ source: 'manual', status: 'pending' });
    const doneRoutine = first.tasks[routineIdx];
    expect(tasks.find((t) => t.source === 'routine' && t.routineId === doneRoutine.routineId && t.label === doneRoutine.label)?.status).toBe('done');
    expect(tasks.some((t) => t.routineId === newRoutineId)).toBe(true);
    expect((await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json).toEqual(res.json);
  });

  it("adapts the plan to 'slept badly, lower back pain' with reasons and saves the note to today's log", async () => {
    const { browser, userId } = await userWithRoutines();
    const res = await browser.request('POST', '/api/wellness/insight/adapt-plan', {
      userId,
      transcript: 'slept badly, lower back pain',
      inputMode: 'text',
    });
    expect(res.status).toBe(200);
    expectPlanShape(res.json.dailyPlan);
    expect(res.json.safety ?? null).toBeNull();
    expect(res.json).toHaveProperty('llmExtract');
    const plan = res.json.dailyPlan;
    expect(plan.adjustments.length).toBeGreaterThan(0);
    const adapted = plan.tasks.filter((t: { source: string }) => t.source === 'adjustment_add');
    expect(adapted.length).toBeGreaterThan(0);
    for (const t of adapted) expect(t.reasonTag).not.toBe('');
    for (const a of plan.adjustments) {
      if (typeof a !== 'string') expect(a.label).toEqual(expect.any(String));
    }
    // Persisted.
    expect((await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json).toEqual(plan);
    const log = await browser.request('GET', `/api/wellness/users/${userId}/logs/${today()}`);
    expect(log.status).toBe(200);
    expect(log.json).toMatchObject({ userId, date: today(), transcript: 'slept badly, lower back pain' });
    expect(log.json.notes).toContain('slept badly, lower back pain');
    expect(log.json.llmExtract).toEqual(res.json.llmExtract ?? null);
  });

  it('a check-in that changes nothing still marks the day checked in (the dashboard card says so: docs/decisions/156)', async () => {
    const { browser, userId } = await userWithRoutines();
    const before = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(before.json.checkedIn).toBe(false);
    const res = await browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'Feeling good today.', inputMode: 'text' });
    expect(res.status).toBe(200);
    expect(res.json.changed).toBe(false);
    expect(res.json.dailyPlan.adjustments).toEqual([]);
    expect(res.json.dailyPlan.checkedIn).toBe(true);
    expect((await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json.checkedIn).toBe(true);
    expect((await trpcQuery(browser, 'plan.today', undefined)).data.checkedIn).toBe(true);
  });

  it("returns safety for a red-flag note and leaves the plan unchanged (the note is still logged)", async () => {
    const { browser, userId } = await userWithRoutines();
    const before = (await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`)).json;
    const storedBefore = await snapshot(server.conn, 'daily_plans', userId);
    const res = await browser.request('POST', '/api/wellness/insight/adapt-plan', {
      userId,
      transcript: 'I have crushing chest pain',
      inputMode: 'voice',
    });
    expect(res.status).toBe(200);
    expect(res.json.safety).toMatchObject({ level: expect.any(String), title: expect.any(String), message: expect.any(String) });
    // The plan's content is unchanged; the notice is kept with it until dismissed (docs/decisions/037).
    const withoutNotice = (p: Record<string, unknown>) => {
      // The notice is a write: the plan's version moves with it (decision 095).
      const { safety: _s, updatedAt: _u, version: _v, rev: _r, ...rest } = p;
      return rest;
    };
    // The live coach note (docs/decisions/024) now asks her to read the notice first, says the plan can wait and
    // stops there (an urgent notice: no counts or praise under it); the tasks are unchanged.
    // Her check-in is recorded all the same: the plan says she checked in (docs/decisions/156).
    expect([before.checkedIn, res.json.dailyPlan.checkedIn]).toEqual([false, true]);
    const { coachNote: note, checkedIn: _c, ...rest } = withoutNotice(res.json.dailyPlan);
    const { coachNote: _n, checkedIn: _cb, ...restBefore } = withoutNotice(before);
    expect(rest).toEqual(restBefore);
    expect(res.json.safety.level).toBe('urgent');
    expect(note).toBe(`Please read the safety notice first; your health comes before any plan. ${URGENT_HOLD}`);
    const reread = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(reread.json.coachNote).toBe(note);
    expect(res.json.dailyPlan.safety).toEqual(res.json.safety);
    const after = (await snapshot(server.conn, 'daily_plans', userId)) as Record<string, unknown>[];
    expect(after.map(withoutNotice)).toEqual((storedBefore as Record<string, unknown>[]).map(withoutNotice));
    const log = await browser.request('GET', `/api/wellness/users/${userId}/logs/${today()}`);
    expect(log.json.transcript).toBe('I have crushing chest pain');
  });

  it('serves the motivation and tip cards: computed without a plan, the plan’s own with one', async () => {
    const { browser, userId } = await userWithRoutines();
    const m0 = await browser.request('GET', `/api/wellness/users/${userId}/daily-motivation`);
    expect(m0.status).toBe(200);
    expect(Object.keys(m0.json)).toEqual(['message']);
    expect(m0.json.message.length).toBeGreaterThan(0);
    const t0 = await browser.request('GET', `/api/wellness/users/${userId}/personalized-tip`);
    expect(t0.status).toBe(200);
    expect(Object.keys(t0.json).sort()).toEqual(['category', 'content', 'difficulty', 'title']);
    expect(['easy', 'medium', 'hard']).toContain(t0.json.difficulty);
    expect(await server.conn.collection('daily_plans').countDocuments({ userId })).toBe(0); // reads write nothing

    const plan = (await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`)).json;
    expect((await browser.request('GET', `/api/wellness/users/${userId}/daily-motivation`)).json).toEqual(plan.dailyMotivation);
    expect((await browser.request('GET', `/api/wellness/users/${userId}/personalized-tip`)).json).toEqual(plan.personalizedTip);
  });
});

describe('daily plan: concurrency', () => {
  it('concurrent first writes create exactly one plan for the day', async () => {
    const { browser, userId } = await userWithRoutines();
    gate.close();
    const pending = Promise.all([
      browser.request('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'A', source: 'manual' }),
      browser.request('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'B', source: 'manual' }),
      browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`),
      browser.request('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'C', source: 'manual' }),
    ]);
    await gate.arrived(4);
    gate.release();
    const results = await pending;
    for (const r of results) expect(r.status, r.text).toBe(200);
    expect(await server.conn.collection('daily_plans').countDocuments({ userId })).toBe(1);
    // (Whether every concurrent $push survives depends on the database: atomic on MongoDB,
    // read-modify-write on FerretDB v1; not asserted here.)
  });
});

describe('daily plan (tRPC twins)', () => {
  it('today / regenerate / addTask / updateTask / motivation / tip / adapt', async () => {
    const { browser, userId } = await userWithRoutines();
    const regen = await trpcMutation(browser, 'plan.regenerate', undefined);
    expect(regen.status).toBe(200);
    expectPlanShape(regen.data);
    const t = await trpcQuery(browser, 'plan.today', undefined);
    expect(t.data).toEqual(regen.data);
    const rest = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(rest.json).toEqual(t.data);

    const added = await trpcMutation(browser, 'plan.addTask', { label: 'Stretch hamstrings', source: 'manual' });
    expect(added.data.tasks.at(-1)).toMatchObject({ label: 'Stretch hamstrings', source: 'manual', status: 'pending' });
    const idx = added.data.tasks.length - 1;
    const upd = await trpcMutation(browser, 'plan.updateTask', { index: idx, status: 'done' });
    expect(upd.data.tasks[idx].status).toBe('done');
    expect((await trpcQuery(browser, 'plan.today', undefined)).data.tasks[idx].status).toBe('done');
    const out = await trpcMutation(browser, 'plan.updateTask', { index: idx + 1, status: 'done' });
    expect(out.status).toBe(404);
    expect(out.error?.message).toBe('Task not found');

    const m = await trpcQuery(browser, 'plan.motivation', undefined);
    expect(m.data).toEqual(upd.data.dailyMotivation);
    const tip = await trpcQuery(browser, 'plan.tip', undefined);
    expect(tip.data).toEqual(upd.data.personalizedTip);

    const adapt = await trpcMutation(browser, 'plan.adapt', { transcript: 'slept badly, lower back pain', inputMode: 'text' });
    expect(adapt.status).toBe(200);
    expectPlanShape(adapt.data.dailyPlan);
    expect(adapt.data.safety).toBeNull();
    expect(adapt.data.dailyPlan.tasks.some((t: { label: string; status: string }) => t.label === 'Stretch hamstrings' && t.status === 'done')).toBe(true);
    const red = await trpcMutation(browser, 'plan.adapt', { transcript: 'I have crushing chest pain', inputMode: 'text' });
    expect(red.data.safety).not.toBeNull();
    expect(red.data.dailyPlan).toEqual((await trpcQuery(browser, 'plan.today', undefined)).data);
  });

  it('creates the plan on addTask when missing', async () => {
    const { browser, userId } = await userWithRoutines();
    const added = await trpcMutation(browser, 'plan.addTask', { label: 'Walk', notes: 'after lunch', source: 'manual' });
    expect(added.status).toBe(200);
    expect(added.data.tasks.at(-1)).toMatchObject({ label: 'Walk', notes: 'after lunch' });
    expect(await server.conn.collection('daily_plans').countDocuments({ userId })).toBe(1);
  });
});

describe('daily plan: other sessions get 404 and change nothing', () => {
  it('every REST path and tRPC procedure', async () => {
    const { browser: owner, userId } = await userWithRoutines();
    await owner.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`);
    const before = await snapshot(server.conn, 'daily_plans', userId);
    const logsBefore = await snapshot(server.conn, 'daily_logs', userId);
    const anonymous = new TestBrowser(server.url);
    const { browser: other } = await newUser(server.url, 'Eve');

    for (const stranger of [anonymous, other]) {
      const rest: [string, string, unknown?][] = [
        ['POST', `/api/wellness/insight/regenerate-plan/${userId}`],
        ['GET', `/api/wellness/insight/daily-plan/${userId}`],
        ['POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'tired', inputMode: 'text' }],
        ['POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'Hacked', source: 'manual' }],
        ['PATCH', `/api/wellness/insight/daily-plan/${userId}/task/0`, { status: 'done' }],
        ['GET', `/api/wellness/users/${userId}/daily-motivation`],
        ['GET', `/api/wellness/users/${userId}/personalized-tip`],
      ];
      const procs: ['q' | 'm', string, unknown][] = [
        ['q', 'plan.today', { userId }],
        ['m', 'plan.regenerate', { userId }],
        ['m', 'plan.adapt', { userId, transcript: 'tired', inputMode: 'text' }],
        ['m', 'plan.addTask', { userId, label: 'Hacked', source: 'manual' }],
        ['m', 'plan.updateTask', { userId, index: 0, status: 'done' }],
        ['q', 'plan.motivation', { userId }],
        ['q', 'plan.tip', { userId }],
      ];
      await expectStrangerRefused(stranger, userId, rest, procs);
    }
    expect(await snapshot(server.conn, 'daily_plans', userId)).toEqual(before);
    expect(await snapshot(server.conn, 'daily_logs', userId)).toEqual(logsBefore);
  });
});

describe('daily plan: bad input → readable 4xx, nothing written', () => {
  it('rejects wrong types, operators, prototype keys, bad indexes and oversized text', async () => {
    const { browser, userId } = await userWithRoutines();
    const plansBefore = await server.conn.collection('daily_plans').countDocuments();
    const logsBefore = await server.conn.collection('daily_logs').countDocuments();
    const cases: [string, string, unknown, RegExp?][] = [
      ['POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 42, inputMode: 'text' }, /^transcript: /],
      ['POST', '/api/wellness/insight/adapt-plan', { userId: { $ne: null }, transcript: 'hi', inputMode: 'text' }, /^userId: /],
      ['POST', '/api/wellness/insight/adapt-plan', { userId, transcript: '   ', inputMode: 'text' }, /^transcript: must not be empty/],
      ['POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'x'.repeat(5001), inputMode: 'text' }, /^transcript: must be at most/],
      ['POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'hi', inputMode: 'telepathy' }, /^inputMode: /],
      ['POST', '/api/wellness/insight/adapt-plan', '{"userId":"' + userId + '","transcript":"hi","__proto__":{"x":1}}'],
      ['POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'hi', extra: true }, /unknown field/],
      ['POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: '', source: 'manual' }, /^label: /],
      ['POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: { $gt: '' }, source: 'manual' }, /^label: /],
      ['POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'ok', source: 'routine' }, /^source: /],
      ['POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'x'.repeat(201), source: 'manual' }, /^label: must be at most/],
      ['POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'ok', notes: 'n'.repeat(2001), source: 'manual' }, /^notes: /],
      ['POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, '{"label":"ok","source":"manual","__proto__":{"a":1}}'],
      ['POST', `/api/wellness/insight/daily-plan/${encodeURIComponent('a.b$c')}/add-task`, { label: 'ok', source: 'manual' }, /^userId: /],
      ['PATCH', `/api/wellness/insight/daily-plan/${userId}/task/-1`, { status: 'done' }, /^index: /],
      ['PATCH', `/api/wellness/insight/daily-plan/${userId}/task/99999999999999999999`, { status: 'done' }, /^index: /],
      ['PATCH', `/api/wellness/insight/daily-plan/${userId}/task/1.5`, { status: 'done' }, /^index: /],
      ['PATCH', `/api/wellness/insight/daily-plan/${userId}/task/abc`, { status: 'done' }, /^index: /],
      ['PATCH', `/api/wellness/insight/daily-plan/${userId}/task/0`, { status: 'finished' }, /^status: /],
      ['PATCH', `/api/wellness/insight/daily-plan/${userId}/task/0`, { status: { $ne: 'x' } }, /^status: /],
      ['POST', `/api/wellness/insight/regenerate-plan/${encodeURIComponent('{"$ne":null}')}`, undefined, /^userId: /],
      ['GET', `/api/wellness/insight/daily-plan/${'a'.repeat(65)}`, undefined, /^id: /],
      ['GET', `/api/wellness/users/${encodeURIComponent('x y')}/daily-motivation`, undefined, /^id: /],
      ['POST', '/api/wellness/insight/adapt-plan', '{"userId":', /Invalid JSON/],
    ];
    await expectReadable4xx(browser, cases);
    const trpcCases: [string, unknown][] = [
      ['plan.updateTask', { index: -1, status: 'done' }],
      ['plan.updateTask', { index: 1e9, status: 'done' }],
      ['plan.updateTask', { index: '0', status: 'done' }],
      ['plan.addTask', { label: { $ne: null }, source: 'manual' }],
      ['plan.adapt', { transcript: 'x'.repeat(5001) }],
    ];
    for (const [path, input] of trpcCases) {
      const res = await trpcMutation(browser, path, input);
      expect(res.status, path).toBe(400);
      expect(res.error?.code, path).toBe('BAD_REQUEST');
      expect(res.error?.message, path).toMatch(/^\w+: /);
    }
    expect(await server.conn.collection('daily_plans').countDocuments()).toBe(plansBefore);
    expect(await server.conn.collection('daily_logs').countDocuments()).toBe(logsBefore);
  });

  it('refuses a task past the plan limit with 409 and does not grow the plan', async () => {
    const { browser, userId } = await newUser(server.url);
    const date = today();
    const tasks = Array.from({ length: 100 }, (_, i) => ({ label: `t${i}`, status: 'pending', reasonTag: '', source: 'manual' }));
    await server.conn.collection('daily_plans').insertOne({
      _id: planKey(userId, date),
      userId,
      date,
      coachNote: '',
      tasks,
      adjustments: [],
      dailyMotivation: { message: 'm' },
      personalizedTip: { title: 't', category: 'c', difficulty: 'easy', content: 'c' },
      safety: null,
      generatedBy: 'rules',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    } as never);
    const res = await browser.request('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'one more', source: 'manual' });
    expect(res.status).toBe(409);
    expect(res.text).toMatch(/100 tasks/);
    const last = await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/99`, { status: 'done' });
    expect(last.status).toBe(200);
    expect(last.json.tasks).toHaveLength(100);
  });
});

// docs/decisions/030: "today's plan" follows the person's calendar. Just before midnight she builds and ticks
// her plan; a minute later (a new day where she lives) there is no plan yet, and the next one is
// fresh. Across a DST change the day — and the plan — stay the same.
describe('a new day is a new plan', () => {
  const lastMinute = clockCases().filter((c) => /^(Sunday 23:59:30|31 December 23:59:30)/.test(c.name));

  it.each(lastMinute)('at $name, then a minute later', async (c) => {
    const tz = { 'x-cadence-tz': c.timeZone };
    clock.set(c.now.toISOString());
    const { browser, userId } = await userWithRoutines();
    const built = await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`, undefined, tz);
    expect(built.json.date).toBe(c.local.date);
    expect(built.json.coachNote).toMatch(/day 1 of your/i); // she joined a moment ago
    await browser.request('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'Call the physio', source: 'manual' }, tz);
    expect((await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/0`, { status: 'done' }, tz)).status).toBe(200);

    clock.set(new Date(c.now.getTime() + 60_000).toISOString());
    const tomorrow = addDays(c.local.date, 1);
    // Her new day's plan is built on first read (docs/decisions/024), fresh: nothing of yesterday's ticks or manual tasks.
    const fresh = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined, tz);
    expect(fresh.json.date).toBe(tomorrow);
    expect(fresh.json.coachNote).toMatch(/day 2 of your/i); // her midnight: day 2, as on the dashboard
    expect(fresh.json.tasks.map((t: { status: string; source: string }) => [t.source, t.status])).toEqual([
      ['routine', 'pending'],
      ['routine', 'pending'],
    ]);
    const stored = await server.conn.collection('daily_plans').find({ userId }).sort({ date: 1 }).toArray();
    expect(stored.map((p) => p.date)).toEqual([c.local.date, tomorrow]);
    expect(stored[0]?.tasks.at(-1)).toMatchObject({ label: 'Call the physio' }); // yesterday's plan is kept as it was
  });

  it.each(clockCases(['Pacific/Kiritimati', 'Pacific/Pago_Pago']).filter((c) => c.name.startsWith('Monday')))(
    "the coach note's day counts her calendar days: joined at $name (another UTC date) → day 1",
    async (c) => {
      const tz = { 'x-cadence-tz': c.timeZone };
      clock.set(c.now.toISOString());
      const { browser, userId } = await userWithRoutines();
      const plan = await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`, undefined, tz);
      expect(plan.json.coachNote).toMatch(/day 1 of your/i);
    },
  );

  it.each(DST_INSTANTS.filter((d) => d.label.includes('before')))('$label: the same day and plan after the change', async (d) => {
    const tz = { 'x-cadence-tz': d.timeZone };
    clock.set(d.at);
    const { browser, userId } = await userWithRoutines();
    const built = await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`, undefined, tz);
    await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/0`, { status: 'done' }, tz);
    clock.set(new Date(Date.parse(d.at) + 60_000).toISOString());
    const after = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined, tz);
    expect(after.status).toBe(200);
    expect(after.json.date).toBe(built.json.date);
    expect(after.json.tasks[0].status).toBe('done');
  });
});
