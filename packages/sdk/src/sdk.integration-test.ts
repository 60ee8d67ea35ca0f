import { testDbName } from '@cadence/db';
import { startTestServer, TestClock, type TestServer } from '@cadence/api/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCadenceClient, TRPCClientError, type AppRouter } from './index';

let server: TestServer;
/** "Today's plan" is read twice: the server's day must not change between the reads (issue 22). */
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

    const me = await cadence.users.get.query({ id: user.id });
    expect(me.name).toBe('Maya');
    expect(me.preferences.reminderTime).toBe('08:00');

    const routine = await cadence.routines.create.mutate({ userId: user.id, type: 'movement', label: 'Morning walk', frequency: 'daily' });
    expect(routine.label).toBe('Morning walk');
    const routines = await cadence.routines.list.query({ userId: user.id });
    expect(routines.map((r) => r.label)).toEqual(['Morning walk']);

    // The README's example: today's plan is null until built, then lists the routine.
    expect(await cadence.plan.today.query({ userId: user.id })).toBeNull();
    const plan = await cadence.plan.regenerate.mutate({ userId: user.id });
    expect(plan.tasks.map((t) => t.label)).toContain('Morning walk');
    expect((await cadence.plan.today.query({ userId: user.id }))?.tasks.length).toBe(plan.tasks.length);
  });

  it("answers NOT_FOUND for another client's user", async () => {
    const owner = createCadenceClient({ baseUrl: server.url });
    const user = await owner.users.create.mutate({ name: 'Ada', location: 'Bath', challenges: ['anxiety'] });
    const stranger = createCadenceClient({ baseUrl: server.url });
    const error = await stranger.users.get.query({ id: user.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data?.httpStatus).toBe(404);
  });

  it('surfaces validation errors as readable messages', async () => {
    const cadence = createCadenceClient({ baseUrl: server.url });
    const error = await cadence.users.create.mutate({ name: 'x'.repeat(5000), location: 'y', challenges: ['z'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as Error).message).toMatch(/^name: /);
    expect((error as TRPCClientError<AppRouter>).data?.httpStatus).toBe(400);
  });
});
