import { testDbName } from '@cadence/db';
import { TIME_ZONE_HEADER } from '@cadence/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newUser, startTestServer, TEST_ENV, TestClock, trpcClientFor, type TestServer } from '../../testing/test-server';

// docs/decisions/060: a weekly routine has a weekday she picks (default: the day she creates it, in her
// time zone); it is in the plan from that day until done that week.
let server: TestServer;
// Wednesday 2026-11-25 23:30 UTC is already Thursday in Auckland (UTC+13).
const clock = new TestClock('2026-11-25T23:30:00Z');

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_weekly_weekday'), env: TEST_ENV, now: clock.now });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

const routineBody = (userId: string, extra: Record<string, unknown> = {}) => ({
  userId,
  type: 'movement',
  label: 'Yoga class',
  notes: '',
  frequency: 'weekly',
  subtasks: [{ id: 'y1', name: 'Mat out' }, { id: 'y2', name: 'Class' }],
  isPersonalized: false,
  active: true,
  ...extra,
});

type Task = { label: string; status: string; routineId?: string };

describe('weekly routine weekday (REST)', () => {
  it('defaults to the day she creates it in her time zone, keeps the one she picks, and rejects an unknown one', async () => {
    clock.set('2026-11-25T23:30:00Z');
    const { browser, userId } = await newUser(server.url);
    const utc = await browser.request('POST', '/api/wellness/routines', routineBody(userId));
    expect(utc.status).toBe(201);
    expect(utc.json.weekday).toBe('wednesday');
    const auckland = await browser.request('POST', '/api/wellness/routines', routineBody(userId), { [TIME_ZONE_HEADER]: 'Pacific/Auckland' });
    expect(auckland.json.weekday).toBe('thursday');
    const picked = await browser.request('POST', '/api/wellness/routines', routineBody(userId, { weekday: 'saturday' }));
    expect(picked.json.weekday).toBe('saturday');
    const daily = await browser.request('POST', '/api/wellness/routines', routineBody(userId, { frequency: 'daily' }));
    expect(daily.json.weekday).toBeUndefined();

    const bad = await browser.request('PATCH', `/api/wellness/routines/${picked.json.id}`, { weekday: 'someday' });
    expect(bad.status).toBe(400);
    const moved = await browser.request('PATCH', `/api/wellness/routines/${picked.json.id}`, { weekday: 'monday' });
    expect(moved.json.weekday).toBe('monday');
    // made weekly later: today's weekday; already weekly: keeps its day
    const madeWeekly = await browser.request('PATCH', `/api/wellness/routines/${daily.json.id}`, { frequency: 'weekly' });
    expect(madeWeekly.json.weekday).toBe('wednesday');
    const again = await browser.request('PATCH', `/api/wellness/routines/${moved.json.id}`, { frequency: 'weekly', label: 'Yoga' });
    expect(again.json.weekday).toBe('monday');

    const list = await browser.request('GET', `/api/wellness/users/${userId}/routines`);
    expect(list.json.map((r: { weekday?: string }) => r.weekday)).toEqual(['wednesday', 'thursday', 'monday', 'wednesday']);
  });

  it('shows a routine stored before the weekday existed on the fixed day it always had', async () => {
    const { browser, userId } = await newUser(server.url);
    const created = await browser.request('POST', '/api/wellness/routines', routineBody(userId, { weekday: 'friday' }));
    await server.conn.collection('routines').updateOne({ _id: created.json.id }, { $unset: { weekday: '' } });
    const list = await browser.request('GET', `/api/wellness/users/${userId}/routines`);
    const weekday = list.json[0].weekday as string;
    expect(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']).toContain(weekday);
  });
});

describe("a weekly routine in today's plan (tRPC)", () => {
  it('appears on its day, stays on the next days until done that week, and not after it was done', async () => {
    clock.set('2026-11-24T09:00:00Z'); // Tuesday
    const { browser } = await newUser(server.url);
    const trpc = trpcClientFor(browser);
    await trpc.routines.create.mutate({ type: 'mindfulness', label: 'Breathing', frequency: 'daily', notes: '', subtasks: [], isPersonalized: false, active: true });
    const yoga = await trpc.routines.create.mutate({ type: 'movement', label: 'Yoga class', frequency: 'weekly', weekday: 'wednesday', notes: '', subtasks: [{ id: 'y1', name: 'Mat out' }], isPersonalized: false, active: true });
    const ids = (tasks: Task[]) => tasks.map((t) => t.routineId);

    expect(ids((await trpc.plan.today.query())!.tasks)).not.toContain(yoga.id); // Tuesday: not yet

    clock.set('2026-11-25T09:00:00Z'); // Wednesday: its day
    expect(ids((await trpc.plan.today.query())!.tasks)).toContain(yoga.id);

    clock.set('2026-11-26T09:00:00Z'); // Thursday: not done yet, so it stays
    const thu = (await trpc.plan.today.query())!;
    const i = thu.tasks.findIndex((t) => t.routineId === yoga.id);
    expect(i).toBeGreaterThanOrEqual(0);
    const ticked = await trpc.plan.updateTask.mutate({ index: i, status: 'done' });
    expect(ticked.tasks[i]).toMatchObject({ routineId: yoga.id, status: 'done' }); // done today: stays, ticked
    const again = await trpc.plan.regenerate.mutate();
    expect(again.tasks.find((t) => t.routineId === yoga.id)?.status).toBe('done');

    clock.set('2026-11-27T09:00:00Z'); // Friday: done this week, so gone
    expect(ids((await trpc.plan.today.query())!.tasks)).not.toContain(yoga.id);

    clock.set('2026-11-30T09:00:00Z'); // next Monday: before its day
    expect(ids((await trpc.plan.today.query())!.tasks)).not.toContain(yoga.id);
    clock.set('2026-12-02T09:00:00Z'); // next Wednesday: back
    expect(ids((await trpc.plan.today.query())!.tasks)).toContain(yoga.id);
  });

  it('done earlier in the week through the Log (all subtasks ticked) keeps it out of a later plan', async () => {
    clock.set('2026-11-23T09:00:00Z'); // Monday
    const { browser, userId } = await newUser(server.url);
    const trpc = trpcClientFor(browser);
    const yoga = await trpc.routines.create.mutate({ type: 'movement', label: 'Yoga class', frequency: 'weekly', weekday: 'tuesday', notes: '', subtasks: [{ id: 'y1', name: 'Mat out' }, { id: 'y2', name: 'Class' }], isPersonalized: false, active: true });
    await browser.request('POST', '/api/wellness/logs', {
      userId,
      date: '2026-11-23',
      completed: { movement: false, nutrition: false, mindfulness: false, supplement: false },
      subtasks: { [yoga.id]: { y1: true, y2: true } },
    });
    clock.set('2026-11-25T09:00:00Z'); // Wednesday
    const plan = await trpc.plan.today.query();
    expect(plan?.tasks.map((t) => t.routineId) ?? []).not.toContain(yoga.id);
  });
});
