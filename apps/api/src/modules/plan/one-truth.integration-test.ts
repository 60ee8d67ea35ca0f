import { testDbName } from '@cadence/db';
import { dayProgress, localIsoDate } from '@cadence/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newUser, seedRoutines, startTestServer, TEST_ENV, TestClock, trpcClientFor, type TestServer } from '../../testing/test-server';

// One day, one truth (docs/decisions/024): a routine's task in today's plan and its entry in today's log are one fact.
let server: TestServer;
const clock = new TestClock('2026-11-25T12:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_one_truth'), env: TEST_ENV, now: clock.now });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

const today = () => localIsoDate(clock.now(), 'UTC');

async function herDay() {
  const { browser, userId } = await newUser(server.url);
  const [walkId, windId] = await seedRoutines(server, userId, [
    { type: 'movement', label: 'Evening Walk', subtasks: [{ id: 'w1', name: 'Shoes on' }, { id: 'w2', name: 'Twenty minutes' }] },
    { type: 'mindfulness', label: 'Wind-down', subtasks: [{ id: 'd1', name: 'Lights low' }, { id: 'd2', name: 'Five breaths' }] },
  ]);
  return { browser, userId, walkId: walkId as string, windId: windId as string };
}

type Task = { label: string; status: string; routineId?: string };
const indexOf = (tasks: Task[], routineId: string) => tasks.findIndex((t) => t.routineId === routineId);

describe('plan and log are one truth (REST)', () => {
  it("builds today's plan on first read when she has routines; a tick through PATCH …/task/{index} shows in GET …/logs/{date}", async () => {
    const { browser, userId, walkId } = await herDay();
    const plan = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(plan.status).toBe(200);
    const i = indexOf(plan.json.tasks, walkId);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(plan.json.coachNote).toMatch(/2 tasks/);

    const ticked = await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/${i}`, { status: 'done' });
    expect(ticked.status).toBe(200);
    expect(ticked.json.tasks[i].status).toBe('done');
    // The coach note follows the ticks: 1 of 2 done, next up is the wind-down.
    expect(ticked.json.coachNote).toMatch(/1 of 2/);
    expect(ticked.json.coachNote).toContain('Wind-down');

    const log = await browser.request('GET', `/api/wellness/users/${userId}/logs/${today()}`);
    expect(log.status).toBe(200);
    expect(log.json.subtasks[walkId]).toEqual({ w1: true, w2: true });
    expect(log.json.completed.movement).toBe(true);

    const undone = await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/${i}`, { status: 'pending' });
    expect(undone.status).toBe(200);
    const log2 = await browser.request('GET', `/api/wellness/users/${userId}/logs/${today()}`);
    expect(log2.json.subtasks[walkId]).toEqual({ w1: false, w2: false });
    expect(log2.json.completed.movement).toBe(false);
  });

  it('the last subtask ticked through POST /api/wellness/logs marks the task done; unticking one makes it pending', async () => {
    const { browser, userId, windId } = await herDay();
    const plan = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    const i = indexOf(plan.json.tasks, windId);

    const half = await browser.request('POST', '/api/wellness/logs', { userId, date: today(), subtasks: { [windId]: { d1: true } } });
    expect(half.status).toBe(200);
    let got = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(got.json.tasks[i].status).toBe('pending');

    await browser.request('POST', '/api/wellness/logs', { userId, date: today(), subtasks: { [windId]: { d1: true, d2: true } } });
    got = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(got.json.tasks[i].status).toBe('done');
    expect(got.json.coachNote).toMatch(/1 of 2/);

    const log = await browser.request('GET', `/api/wellness/users/${userId}/logs/${today()}`);
    const routines = await browser.request('GET', `/api/wellness/users/${userId}/routines`);
    // The dashboard's count and the Log's percentage are one function of the same state.
    const fromPlan = dayProgress({ tasks: got.json.tasks });
    const fromLog = dayProgress({ tasks: got.json.tasks, log: log.json, routines: routines.json });
    expect(fromPlan).toEqual(fromLog);
    expect(fromPlan).toMatchObject({ done: 1, total: 2, percent: 50 });

    await browser.request('POST', '/api/wellness/logs', { userId, date: today(), subtasks: { [windId]: { d1: true, d2: false } } });
    got = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(got.json.tasks[i].status).toBe('pending');
  });

  it("a log for another date leaves today's plan alone", async () => {
    const { browser, userId, windId } = await herDay();
    const plan = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    const i = indexOf(plan.json.tasks, windId);
    await browser.request('POST', '/api/wellness/logs', { userId, date: '2026-11-24', subtasks: { [windId]: { d1: true, d2: true } } });
    const got = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(got.json.tasks[i].status).toBe('pending');
  });
});

describe('plan and log are one truth (tRPC)', () => {
  it('plan.updateTask writes the log; logs.save moves the task', async () => {
    const { browser, walkId, windId } = await herDay();
    const trpc = trpcClientFor(browser);
    const plan = await trpc.plan.today.query();
    expect(plan).not.toBeNull();
    const tasks = plan!.tasks;
    const w = indexOf(tasks, walkId);
    const d = indexOf(tasks, windId);

    await trpc.plan.updateTask.mutate({ index: w, status: 'done' });
    const log = await trpc.logs.get.query({ date: today() });
    expect(log?.subtasks[walkId]).toEqual({ w1: true, w2: true });

    await trpc.logs.save.mutate({ date: today(), subtasks: { [windId]: { d1: true, d2: true } } });
    const after = await trpc.plan.today.query();
    expect(after!.tasks[d]!.status).toBe('done');
    expect(after!.coachNote).toMatch(/Both tasks are done|All 2 tasks are done|everything on today's plan/);
  });

  it("a person with no routines still meets 'No Daily Plan Yet' (null)", async () => {
    const { browser } = await newUser(server.url);
    expect(await trpcClientFor(browser).plan.today.query()).toBeNull();
  });
});

describe("her routines change today's plan (docs/decisions/024)", () => {
  it('creating, pausing, editing and deleting a routine refresh the plan; manual tasks and done states are kept', async () => {
    const { browser, userId, walkId } = await herDay();
    const plan = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    const w = indexOf(plan.json.tasks, walkId);
    await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/${w}`, { status: 'done' });
    await browser.request('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'Call the physio', source: 'manual' });

    const created = await browser.request('POST', '/api/wellness/routines', { userId, type: 'nutrition', label: 'Green smoothie', frequency: 'daily' });
    expect(created.status).toBe(201);
    let got = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    const labels = () => got.json.tasks.map((t: Task) => t.label);
    expect(labels()).toContain('Green smoothie');
    expect(labels()).toContain('Call the physio');
    expect(got.json.tasks[indexOf(got.json.tasks, walkId)].status).toBe('done');

    await browser.request('PATCH', `/api/wellness/routines/${created.json.id}`, { label: 'Berry smoothie' });
    got = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(labels()).toContain('Berry smoothie');
    expect(labels()).not.toContain('Green smoothie');

    await browser.request('PATCH', `/api/wellness/routines/${created.json.id}`, { active: false });
    got = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(labels()).not.toContain('Berry smoothie');

    await browser.request('PATCH', `/api/wellness/routines/${created.json.id}`, { active: true });
    await browser.request('DELETE', `/api/wellness/routines/${created.json.id}`);
    got = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(labels()).not.toContain('Berry smoothie');
    expect(labels()).toContain('Call the physio');
    expect(got.json.tasks[indexOf(got.json.tasks, walkId)].status).toBe('done');
  });

  it('tRPC routines.create refreshes today\'s plan too', async () => {
    const { browser } = await herDay();
    const trpc = trpcClientFor(browser);
    await trpc.plan.today.query();
    await trpc.routines.create.mutate({ type: 'mindfulness', label: 'Gratitude note' });
    expect((await trpc.plan.today.query())!.tasks.map((t) => t.label)).toContain('Gratitude note');
  });

  it('applying weekly recommendations (and undoing them) refreshes the plan', async () => {
    const { browser, userId } = await herDay();
    await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    // Something she has nothing like (a walk would merge into her Evening Walk: docs/decisions/130).
    const rec = { type: 'add', routineType: 'nutrition', label: 'Protein at breakfast', rationale: 'Protein early keeps energy steady.', priority: 'high' };
    const applied = await browser.request('POST', '/api/wellness/apply-recommendations', { userId, recommendations: [rec] });
    expect(applied.status).toBe(200);
    let got = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(got.json.tasks.map((t: Task) => t.label)).toContain('Protein at breakfast');
    await browser.request('POST', `/api/wellness/apply-recommendations/${applied.json.applicationId}/undo`);
    got = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(got.json.tasks.map((t: Task) => t.label)).not.toContain('Protein at breakfast');
  });
});

describe('honest feedback (docs/decisions/024)', () => {
  it('the same check-in sent twice: the first changes the plan, the second does not (REST and tRPC)', async () => {
    const { browser, userId } = await herDay();
    const note = { userId, transcript: 'slept badly, lower back pain', inputMode: 'text' };
    const first = await browser.request('POST', '/api/wellness/insight/adapt-plan', note);
    expect(first.status).toBe(200);
    expect(first.json.changed).toBe(true);
    const second = await browser.request('POST', '/api/wellness/insight/adapt-plan', note);
    expect(second.status).toBe(200);
    expect(second.json.changed).toBe(false);
    expect(second.json.dailyPlan.tasks).toEqual(first.json.dailyPlan.tasks);
    const third = await trpcClientFor(browser).plan.adapt.mutate({ transcript: note.transcript, inputMode: 'text' });
    expect(third.changed).toBe(false);
  });
});
