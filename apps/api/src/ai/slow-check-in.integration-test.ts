// Decision 095: a long check-in (the LLM coach thinking for seconds) merges its changes into the plan as it is
// when it finishes: a tick made meanwhile is kept, never overwritten by the check-in's older copy of the tasks.
import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedRoutines, startTestServer, TEST_ENV, TestBrowser, TestClock, trpcMutation, type TestServer } from '../testing/test-server';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server';

let fake: FakeOpenAiServer;
let app: TestServer;
const clock = new TestClock('2026-11-20T09:00:00Z');

beforeAll(async () => {
  fake = await startFakeOpenAiServer({
    coachNote: 'Go gently today: slow movement and an early night will help your energy come back.',
    llmExtract: { mood: null, energy: 3, pain: null, symptoms: ['tired'] },
    adjustments: [{ label: 'Legs-up-the-wall rest', type: 'add', rationale: 'Resting your legs up the wall for a few minutes can help you feel calmer.' }], redFlags: [],
  });
  app = await startTestServer({
    mongoUri: inject('mongoUri'),
    dbName: testDbName('api_slow_check_in'),
    now: clock.now,
    env: { ...TEST_ENV, OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test', COACH_MODEL: 'fake', COACH_TIMEOUT_MS: '20000' },
  });
});
afterAll(async () => {
  await app?.close({ dropDatabase: true });
  await fake?.close();
});

describe('a long check-in', () => {
  it('keeps a tick and a task added while the coach was thinking', async () => {
    const browser = new TestBrowser(app.url);
    const userId = (await browser.request('POST', '/api/wellness/users', { name: 'Priya', challenges: ['fatigue'] })).json.id as string;
    await seedRoutines(app, userId, [
      { type: 'mindfulness', label: 'Daily Stress-Relief Breathing' },
      { type: 'movement', label: 'Hormone-Supporting Movement' },
    ]);
    const plan = (await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json;
    const breathing = plan.tasks.find((t: { label: string }) => t.label === 'Daily Stress-Relief Breathing');

    let release!: () => void;
    fake.gate = new Promise<void>((resolve) => (release = resolve));
    const checkIn = browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'Tired today.' });
    await expect.poll(() => fake.bodies.length, { timeout: 10_000 }).toBe(1); // the coach is thinking
    const tick = await trpcMutation(browser, 'plan.updateTask', { taskId: breathing.id, status: 'done' });
    expect(tick.status).toBe(200);
    const added = await browser.request('POST', `/api/wellness/insight/daily-plan/${userId}/add-task`, { label: 'Call my sister' });
    expect(added.status).toBe(200);
    release();
    fake.gate = null;

    const res = await checkIn;
    expect(res.status, res.text).toBe(200);
    const after = (await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json;
    const labels = after.tasks.map((t: { label: string }) => t.label);
    expect(labels).toContain('Call my sister');
    expect(labels.some((l: string) => /Legs-up-the-wall/i.test(l))).toBe(true);
    expect(after.tasks.find((t: { id: string }) => t.id === breathing.id)?.status).toBe('done');
    const log = await browser.request('GET', `/api/wellness/users/${userId}/logs/${after.date}`);
    expect(log.json.completed.mindfulness).toBe(true);
  });
});
