// The conflicts of an offline day (docs/decisions/122-the-offline-day.md), on the real database: what a phone's
// outbox sends when it is back must converge with what another device did meanwhile, and never overwrite it.
import { testDbName } from '@cadence/db';
import { localIsoDate } from '@cadence/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newUser, seedRoutines, startTestServer, TEST_ENV, TestBrowser, TestClock, trpcMutation, type TestServer } from '../../testing/test-server';

const clock = new TestClock('2026-11-27T07:12:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_offline_conflicts'), env: TEST_ENV, now: clock.now });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

const today = () => localIsoDate(clock.now(), 'UTC');

/** Her, with two devices on her session: the phone (offline for a while) and the laptop. */
async function herTwoDevices() {
  const { browser: phone, userId } = await newUser(server.url, 'Priya');
  const laptop = new TestBrowser(server.url);
  laptop.cookie = phone.cookie;
  return { phone, laptop, userId };
}

describe('an offline day meets another device (docs/decisions/122)', () => {
  it('a note written offline on the phone and one saved online on the laptop are both kept, on tRPC and REST', async () => {
    const { phone, laptop, userId } = await herTwoDevices();
    // Both started from an empty day; the laptop saves first, online.
    const online = await trpcMutation(laptop, 'logs.patchNotes', { date: today(), notes: 'laptop: slept 6h, walked', baseNotes: '' });
    expect(online.status).toBe(200);
    // The phone's outbox sends its note, written from the same empty start, with its key.
    const replay = await trpcMutation(phone, 'logs.patchNotes', { date: today(), notes: 'phone: hot flush on the train', baseNotes: '' }, { 'idempotency-key': 'note-1' });
    expect(replay.status).toBe(200);
    expect(replay.data.notes).toBe('laptop: slept 6h, walked\n\nphone: hot flush on the train');
    // Sent again (the answer was lost): applied once, the same answer.
    const again = await trpcMutation(phone, 'logs.patchNotes', { date: today(), notes: 'phone: hot flush on the train', baseNotes: '' }, { 'idempotency-key': 'note-1' });
    expect(again.data.notes).toBe(replay.data.notes);
    // REST, the same rule: an addition made from the text she had keeps what the laptop wrote since.
    await laptop.request('PATCH', `/api/wellness/users/${userId}/logs/${today()}`, { notes: `${replay.data.notes}\n\nlaptop again` });
    const rest = await phone.request('PATCH', `/api/wellness/users/${userId}/logs/${today()}`, { notes: `${replay.data.notes}\n\nphone again`, baseNotes: replay.data.notes });
    expect(rest.status).toBe(200);
    expect(rest.json.notes).toBe('laptop: slept 6h, walked\n\nphone: hot flush on the train\n\nlaptop again\n\nphone again');
  });

  it('without a base (the spec’s plain PATCH), notes are replaced as the spec says', async () => {
    const { phone, userId } = await herTwoDevices();
    await phone.request('PATCH', `/api/wellness/users/${userId}/logs/${today()}`, { notes: 'first' });
    const res = await phone.request('PATCH', `/api/wellness/users/${userId}/logs/${today()}`, { notes: 'second' });
    expect(res.json.notes).toBe('second');
  });

  it('two devices ticking the same task converge; a tick on a task a later change removed is refused in words', async () => {
    const { phone, laptop, userId } = await herTwoDevices();
    const [, yogaId] = await seedRoutines(server, userId, [
      { type: 'movement', label: 'Morning walk' },
      { type: 'mindfulness', label: 'Evening yoga' },
    ]);
    const plan = (await phone.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json;
    const walk = plan.tasks.find((t: { label: string }) => t.label === 'Morning walk');
    const yoga = plan.tasks.find((t: { label: string }) => t.label === 'Evening yoga');
    // Both devices tick the walk: the same end state, whichever arrives last.
    expect((await trpcMutation(laptop, 'plan.updateTask', { taskId: walk.id, status: 'done' })).status).toBe(200);
    const phoneTick = await trpcMutation(phone, 'plan.updateTask', { taskId: walk.id, status: 'done' }, { 'idempotency-key': 'tick-walk' });
    expect(phoneTick.status).toBe(200);
    expect(phoneTick.data.tasks.filter((t: { id: string; status: string }) => t.id === walk.id && t.status === 'done')).toHaveLength(1);
    // The laptop deletes the yoga routine, so its task leaves today's plan; the phone's waiting tick on it is refused.
    expect((await laptop.request('DELETE', `/api/wellness/routines/${yogaId}`)).status).toBeLessThan(300);
    const stale = await trpcMutation(phone, 'plan.updateTask', { taskId: yoga.id, status: 'done' }, { 'idempotency-key': 'tick-gone' });
    expect(stale.status).toBe(409);
    const after = (await phone.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json;
    expect(after.tasks.map((t: { label: string; status: string }) => [t.label, t.status])).toEqual([['Morning walk', 'done']]);
  });

  it('a check-in the outbox sends twice (its answer lost) is applied once', async () => {
    const { phone, userId } = await herTwoDevices();
    await seedRoutines(server, userId, [{ type: 'mindfulness', label: 'Breathing' }]);
    const input = { transcript: 'slept badly, lower back pain', inputMode: 'text' };
    const first = await trpcMutation(phone, 'plan.adapt', input, { 'idempotency-key': 'checkin-1' });
    const second = await trpcMutation(phone, 'plan.adapt', input, { 'idempotency-key': 'checkin-1' });
    expect(first.status).toBe(200);
    expect(second.data).toEqual(first.data);
    const log = (await phone.request('GET', `/api/wellness/users/${userId}/logs/${today()}`)).json;
    expect((log.transcript as string).split('slept badly').length - 1).toBe(1);
  });
});
