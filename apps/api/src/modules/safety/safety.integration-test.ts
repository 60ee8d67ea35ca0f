// Supplement screening (docs/decisions/039) through the API: supplement cautions on routines and plan tasks (beyond the catalogue,
// re-screened when her profile changes), and the safety notice kept until dismissed with a
// next-day follow-up.
import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, TestBrowser, TestClock, trpcMutation, trpcQuery, type TestServer } from '../../testing/test-server';

let server: TestServer;
const clock = new TestClock('2026-11-23T09:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_safety'), now: clock.now });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

const TZ = { 'x-cadence-tz': 'Europe/London' };
/** The safety operations over plain tRPC HTTP, in her session. */
const safety = (browser: TestBrowser) => ({
  current: async () => (await trpcQuery(browser, 'safety.current', {}, TZ)).data,
  dismiss: (date: string) => trpcMutation(browser, 'safety.dismiss', { date }, TZ),
  followUp: async (date: string, answer: string) => (await trpcMutation(browser, 'safety.followUp', { date, answer }, TZ)).data,
});

async function newUser(location = 'Bristol') {
  const browser = new TestBrowser(server.url);
  const res = await browser.request('POST', '/api/wellness/users', { name: 'Maya', location });
  expect(res.status).toBe(201);
  return { browser, userId: res.json.id as string };
}

describe('supplement cautions beyond the catalogue', () => {
  it("a pregnant user on warfarin adding 'St Johns wort' as a custom supplement routine gets a caution on the routine and the plan task", async () => {
    const { browser, userId } = await newUser();
    const put = await browser.request('PUT', `/api/wellness/users/${userId}`, { medications: 'Warfarin 3mg daily', pregnancyStatus: 'pregnant' });
    expect(put.status).toBe(200);

    const created = await browser.request('POST', '/api/wellness/routines', { userId, type: 'supplement', label: 'St Johns wort' });
    expect(created.status).toBe(201);
    expect(created.json.caution.tier).toBe('avoid');
    expect(created.json.caution.message).toMatch(/St John's wort with a blood thinner/);
    expect(created.json.caution.message).toMatch(/pregnancy/);

    const plan = await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`);
    expect(plan.status).toBe(200);
    const task = (plan.json.tasks as { label: string; caution?: { tier: string; message: string } }[]).find((t) => t.label.includes('St Johns wort'));
    expect(task?.caution?.tier).toBe('avoid');

    const again = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(again.json.tasks.find((t: { label: string }) => t.label.includes('St Johns wort')).caution.tier).toBe('avoid');
  });

  it('adding levothyroxine after ashwagandha shows the caution without any other action', async () => {
    const { browser, userId } = await newUser('Leeds');
    const created = await browser.request('POST', '/api/wellness/routines', { userId, type: 'supplement', label: 'Ashwagandha 300mg' });
    expect(created.json.caution).toBeUndefined();
    await browser.request('POST', `/api/wellness/insight/regenerate-plan/${userId}`);

    await browser.request('PUT', `/api/wellness/users/${userId}`, { medications: 'levothyroxine 75mcg' });

    const routines = await browser.request('GET', `/api/wellness/users/${userId}/routines`);
    expect(routines.json[0].caution.tier).toMatch(/^(avoid|caution)$/);
    expect(routines.json[0].caution.message).toMatch(/thyroid/i);
    const plan = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    const task = plan.json.tasks.find((t: { label: string }) => t.label.includes('Ashwagandha'));
    expect(task.caution.message).toMatch(/thyroid/i);
  });

  it('an unknown supplement gets "we could not check this one"', async () => {
    const { browser, userId } = await newUser();
    const created = await browser.request('POST', '/api/wellness/routines', { userId, type: 'supplement', label: 'Moon Dust blend' });
    expect(created.json.caution).toEqual({ tier: 'unknown', message: expect.stringMatching(/^We could not check this one/) });
  });
});

describe('safety notice kept until dismissed, follow-up the next day', () => {
  it('heavy bleeding + faint in Bristol: call 999 first, stored with today, follow-up tomorrow, worse repeats the action', async () => {
    clock.set('2026-11-23T09:00:00Z');
    const { browser, userId } = await newUser('Bristol');
    const trpc = safety(browser);
    const res = await browser.request(
      'POST',
      '/api/wellness/insight/adapt-plan',
      { userId, transcript: 'I have had heavy bleeding for two days and feel faint' },
      { 'x-cadence-tz': 'Europe/London' },
    );
    expect(res.status).toBe(200);
    expect(res.json.safety.action).toBe('You said you have very heavy bleeding and you feel faint: call 999 now.');
    expect(res.json.safety.call.href).toBe('tel:999');

    const plan = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined, { 'x-cadence-tz': 'Europe/London' });
    expect(plan.json.safety.action).toMatch(/call 999 now/);

    // A later ordinary note does not wipe it.
    await browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'a bit tired' }, { 'x-cadence-tz': 'Europe/London' });
    const current = await trpc.current();
    expect(current?.kind).toBe('notice');
    expect(current?.notice.action).toMatch(/call 999 now/);

    await trpc.dismiss('2026-11-23');
    expect(await trpc.current()).toBeNull();

    clock.set('2026-11-24T08:00:00Z');
    const next = await trpc.current();
    expect(next).toMatchObject({ kind: 'follow-up', date: '2026-11-23' });
    const worse = await trpc.followUp('2026-11-23', 'worse');
    expect(worse.action).toMatch(/call 999 now/);
    expect(await trpc.current()).toBeNull();
  });

  it("another session never sees her notice, and a day without one cannot be dismissed", async () => {
    clock.set('2026-11-23T09:00:00Z');
    const a = await newUser();
    await a.browser.request('POST', '/api/wellness/insight/adapt-plan', { userId: a.userId, transcript: 'I fainted at work' }, { 'x-cadence-tz': 'Europe/London' });
    expect((await safety(a.browser).current())?.kind).toBe('notice');
    const b = await newUser();
    expect(await safety(b.browser).current()).toBeNull();
    expect((await safety(b.browser).dismiss('2026-11-23')).error?.code).toBe('NOT_FOUND');
  });
});

describe('every note is triaged, wherever it was typed (docs/decisions/105)', () => {
  it('a Log note raises the same notice a check-in would, kept with that day and shown by safety.current', async () => {
    clock.set('2026-11-23T09:00:00Z');
    const { browser, userId } = await newUser('Bristol');
    const saved = await browser.request('PATCH', `/api/wellness/users/${userId}/logs/2026-11-23`, { notes: 'Busy day. My face is drooping on one side and my speech is slurred.' }, TZ);
    expect(saved.status).toBe(200);
    expect(saved.json.notes).toMatch(/drooping/);
    const current = await safety(browser).current();
    expect(current?.kind).toBe('notice');
    expect(current?.notice.categories).toEqual(['stroke']);
    expect(current?.notice.action).toMatch(/call 999 now/);
    expect(current?.notice.call?.href).toBe('tel:999');
  });

  it('an ordinary Log note raises nothing', async () => {
    clock.set('2026-11-23T09:00:00Z');
    const { browser, userId } = await newUser('Leeds');
    await browser.request('PATCH', `/api/wellness/users/${userId}/logs/2026-11-23`, { notes: 'Two hot flushes in the night, otherwise fine. No chest pain.' }, TZ);
    expect(await safety(browser).current()).toBeNull();
  });

  it('/healthz says the triage mode', async () => {
    const res = await new TestBrowser(server.url).request('GET', '/healthz');
    expect(res.json).toEqual({ status: 'ok', triage: 'rules+model' });
  });
});
