import { testDbName } from '@cadence/db';
import { localIsoDate, REST_DAY_NOTE } from '@cadence/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newUser, seedRoutines, startTestServer, TEST_ENV, TestClock, trpcMutation, type TestServer } from '../../testing/test-server';
import { planKey } from './plan.repository';

// Decision 095: tasks have identities; a stale id or version is refused, never applied to another task.
let server: TestServer;
const clock = new TestClock('2026-11-25T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_task_identity'), env: TEST_ENV, now: clock.now });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

const today = () => localIsoDate(clock.now(), 'UTC');

async function herDay() {
  const { browser, userId } = await newUser(server.url, 'Priya');
  const ids = await seedRoutines(server, userId, [
    { type: 'other', label: 'Cool Evenings for Hot Flushes', subtasks: [{ id: 'c1', name: 'Fan on' }] },
    { type: 'mindfulness', label: 'Daily Stress-Relief Breathing', subtasks: [{ id: 'b1', name: 'Five slow breaths' }] },
    { type: 'movement', label: 'Hormone-Supporting Movement', subtasks: [{ id: 'm1', name: 'Ten-minute walk' }] },
  ]);
  const plan = (await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json;
  return { browser, userId, ids, plan };
}

describe('plan tasks have identities (decision 095)', () => {
  it('every task has an id that survives a check-in that moves and adds tasks; a tick by id finds the task wherever it is', async () => {
    const { browser, userId, plan } = await herDay();
    const ids = plan.tasks.map((t: { id: string }) => t.id);
    expect(ids.every((id: unknown) => typeof id === 'string')).toBe(true);
    const cool = plan.tasks.find((t: { label: string }) => t.label.startsWith('Cool'));
    const adapted = await browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'stressed, and the hot flushes are back, slept badly' });
    expect(adapted.status).toBe(200);
    const after = adapted.json.dailyPlan;
    for (const id of ids) expect(after.tasks.map((t: { id: string }) => t.id)).toContain(id);
    const ticked = await trpcMutation(browser, 'plan.updateTask', { taskId: cool.id, status: 'done' });
    expect(ticked.status).toBe(200);
    const done = ticked.data.tasks.filter((t: { status: string }) => t.status === 'done').map((t: { id: string }) => t.id);
    expect(done).toEqual([cool.id]);
  });

  it('a task gone since she read the plan answers 409 and nothing else is ticked; a stale version on the REST path too', async () => {
    const { browser, userId, ids, plan } = await herDay();
    const movement = plan.tasks.find((t: { routineId?: string }) => t.routineId === ids[2]);
    // Her routine is paused in another tab: its task leaves today's plan.
    expect((await browser.request('PATCH', `/api/wellness/routines/${ids[2]}`, { active: false })).status).toBe(200);
    const stale = await trpcMutation(browser, 'plan.updateTask', { taskId: movement.id, status: 'done' });
    expect(stale.status).toBe(409);
    expect(stale.error?.message).toMatch(/Reload and try again/);
    const now = (await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json;
    expect(now.tasks.every((t: { status: string }) => t.status === 'pending')).toBe(true);

    const old = await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/0`, { status: 'done', version: plan.version });
    expect(old.status).toBe(409);
    const fresh = await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/0`, { status: 'done', version: now.version });
    expect(fresh.status).toBe(200);
    // Without a version the spec's call keeps its meaning: the position in today's plan as stored.
    const plain = await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/1`, { status: 'done' });
    expect(plain.status).toBe(200);
    expect(plain.json.tasks[1].status).toBe('done');
  });

  it('a plan stored before tasks had ids gets them on first read, once', async () => {
    const { browser, userId } = await herDay();
    const coll = server.conn.collection('daily_plans');
    const _id = planKey(userId, today());
    const doc = await coll.findOne({ _id } as never);
    await coll.updateOne({ _id } as never, { $set: { tasks: (doc!.tasks as Record<string, unknown>[]).map(({ id: _i, ...t }) => t) }, $unset: { rev: 1 } });
    const first = (await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json;
    const second = (await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json;
    expect(first.tasks.every((t: { id?: string }) => typeof t.id === 'string')).toBe(true);
    expect(second.tasks.map((t: { id: string }) => t.id)).toEqual(first.tasks.map((t: { id: string }) => t.id));
  });

  it("a second check-in's note names only its own changes; a sick day's note asks nothing of her", async () => {
    const { browser, userId } = await herDay();
    const one = await browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'slept badly, lower back pain' });
    expect(one.json.dailyPlan.coachNote).toMatch(/added|swapped|put/);
    const two = await browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'all fine today, nothing new' });
    expect(two.json.changed).toBe(false);
    expect(two.json.dailyPlan.coachNote).not.toMatch(/\badded\b|swapped|\bput “/);
    const labels = two.json.dailyPlan.adjustments.map((a: string | { label: string }) => (typeof a === 'string' ? a : a.label));
    expect(new Set(labels).size).toBe(labels.length);

    expect((await browser.request('POST', '/api/wellness/logs', { userId, date: today(), dayMark: 'sick' })).status).toBe(200);
    const sick = (await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json;
    expect(sick.coachNote).toContain(REST_DAY_NOTE);
    expect(sick.coachNote).not.toMatch(/next up|to go|waiting/);
  });
});
