import { testDbName } from '@cadence/db';
import { startTestServer, TestClock, type TestServer } from '@cadence/api/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CadenceError, createCadenceClient, TRPCClientError } from './index';

let server: TestServer;
/** "Today's plan" is read twice: the server's day must not change between the reads (docs/decisions/030). */
const clock = new TestClock('2026-11-29T23:59:30Z'); // Sunday 23:59:30 in London

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('sdk'), now: clock.now });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

describe('@cadence/sdk against the running API', () => {
  it('creates a user, keeps the session and reads its data back, typed end to end', async () => {
    const cadence = createCadenceClient({ baseUrl: server.url, timeZone: 'Europe/London' });
    const user = await cadence.users.create.mutate({ name: 'Maya', location: 'Leeds', challenges: ['fatigue'] });
    expect(user).toEqual({ id: expect.any(String), name: 'Maya', location: 'Leeds', customCategories: [] });
    expect(cadence.sessionCookie).toMatch(/^cadence_sid=/);

    const me = await cadence.users.get.query();
    expect(me.name).toBe('Maya');
    expect(me.preferences.reminderTime).toBe('08:00');

    const routine = await cadence.routines.create.mutate({ type: 'movement', label: 'Morning walk', frequency: 'daily' });
    expect(routine.label).toBe('Morning walk');
    const routines = await cadence.routines.list.query();
    expect(routines.map((r) => r.label)).toEqual(['Morning walk']);

    // The README's example: with an active routine, today's plan is there on first read (docs/decisions/024) and lists it.
    const first = await cadence.plan.today.query();
    expect(first?.tasks.map((t) => t.label)).toContain('Morning walk');
    const plan = await cadence.plan.regenerate.mutate();
    expect(plan.tasks.map((t) => t.label)).toContain('Morning walk');
    expect((await cadence.plan.today.query())?.tasks.length).toBe(plan.tasks.length);

    // Tick a task by its id and read it back; hand the session to a second client.
    const taskId = plan.tasks[0]?.id;
    expect(taskId).toEqual(expect.any(String));
    await cadence.plan.updateTask.mutate({ taskId: taskId!, status: 'done' });
    const second = createCadenceClient({ baseUrl: server.url, sessionCookie: cadence.sessionCookie, timeZone: 'Europe/London' });
    expect((await second.plan.today.query())?.tasks[0]?.status).toBe('done');
    // A position with a version that is not the stored one is refused, never applied to another task (decision 095).
    const stale = await second.plan.updateTask.mutate({ index: 0, version: 0, status: 'pending' }).catch((e: unknown) => e);
    expect((stale as { data?: { httpStatus?: number } }).data?.httpStatus).toBe(409);
  });

  it("answers NOT_FOUND without a session, and for another user's routine", async () => {
    const owner = createCadenceClient({ baseUrl: server.url });
    await owner.users.create.mutate({ name: 'Ada', location: 'Bath', challenges: ['anxiety'] });
    const routine = await owner.routines.create.mutate({ type: 'mindfulness', label: 'Breathing' });

    const anonymous = createCadenceClient({ baseUrl: server.url });
    const noSession = await anonymous.users.get.query().catch((e: unknown) => e);
    expect(noSession).toBeInstanceOf(CadenceError);
    expect(noSession).toBeInstanceOf(TRPCClientError);
    expect(noSession).toMatchObject({ httpStatus: 404, code: 'NOT_FOUND', path: 'users.get', message: 'Not found' });

    const stranger = createCadenceClient({ baseUrl: server.url });
    await stranger.users.create.mutate({ name: 'Eve', location: 'York', challenges: [] });
    const notHers = await stranger.routines.remove.mutate({ id: routine.id }).catch((e: unknown) => e);
    expect(notHers).toMatchObject({ httpStatus: 404, code: 'NOT_FOUND', path: 'routines.remove' });
    expect((await owner.routines.list.query()).map((r) => r.label)).toEqual(['Breathing']);
  });

  it('surfaces validation errors as readable messages', async () => {
    const cadence = createCadenceClient({ baseUrl: server.url });
    const error = await cadence.users.create.mutate({ name: 'x'.repeat(5000), location: 'y', challenges: ['z'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CadenceError);
    expect((error as CadenceError).message).toMatch(/^name: /);
    expect(error).toMatchObject({ httpStatus: 400, code: 'BAD_REQUEST', path: 'users.create' });
  });
});
