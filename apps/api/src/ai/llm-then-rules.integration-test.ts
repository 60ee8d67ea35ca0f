// A silent-loss bug of the LLM path (docs/decisions/036), at the API: an LLM adaptation stored an adjustment without a
// rationale as `rationale: null`; every later adaptation that day then failed the DailyPlan schema
// and was dropped ("coach returned an invalid plan; keeping the current one") while answering 200.
import { testDbName } from '@cadence/db';
import { DailyPlanSchema } from '@cadence/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dailyPlanModel } from '../modules/plan/plan.model';
import { seedRoutines, startTestServer, TEST_ENV, TestBrowser, TestClock, type TestServer } from '../testing/test-server';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server';
import { capturingLogger, type LogLine } from './llm-tier/tier-kit';

let fake: FakeOpenAiServer;
let llmApp: TestServer;
let rulesApp: TestServer;
let lines: LogLine[];
const clock = new TestClock('2026-11-20T09:00:00Z');

beforeAll(async () => {
  fake = await startFakeOpenAiServer({
    coachNote: 'Go gently today: slow movement and an early night will help your energy come back.',
    llmExtract: { mood: null, energy: 3, pain: null, symptoms: ['flat'] },
    // A rationale the quality gate drops (a loop): the optional field ends up absent.
    adjustments: [{ label: 'Legs-up-the-wall rest', type: 'add', rationale: 'rest rest rest rest rest rest rest rest' }], redFlags: [],
  });
  const dbName = testDbName('api_llm_then_rules');
  const captured = capturingLogger();
  lines = captured.lines;
  llmApp = await startTestServer({
    mongoUri: inject('mongoUri'),
    dbName,
    logger: captured.logger,
    now: clock.now,
    env: { ...TEST_ENV, OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test', COACH_MODEL: 'fake', COACH_TIMEOUT_MS: '5000' },
  });
  // The same database, no key: the rule coach.
  rulesApp = await startTestServer({ mongoUri: inject('mongoUri'), dbName, logger: captured.logger, now: clock.now, env: { ...TEST_ENV } });
});
afterAll(async () => {
  await rulesApp?.close();
  await llmApp?.close({ dropDatabase: true });
  await fake?.close();
});

describe('an LLM adaptation, then a rule adaptation the same day', () => {
  it('stores no null for the absent rationale, and the second note changes the plan', async () => {
    const browser = new TestBrowser(llmApp.url);
    const created = await browser.request('POST', '/api/wellness/users', { name: 'Maya', challenges: ['fatigue'] });
    const userId = created.json.id as string;
    await seedRoutines(llmApp, userId, [
      { type: 'movement', label: 'HIIT workout' },
      { type: 'mindfulness', label: 'Evening journaling' },
    ]);

    const first = await browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'A bit flat this morning.' });
    expect(first.status).toBe(200);
    expect(first.json.dailyPlan.generatedBy).toBe('llm');
    expect(fake.bodies).toHaveLength(1);
    const llmAdjustment = (first.json.dailyPlan.adjustments as { label: string }[]).find((a) => a.label === 'Legs-up-the-wall rest');
    expect(llmAdjustment).toBeDefined();
    expect(llmAdjustment).not.toHaveProperty('rationale');
    const raw = await llmApp.conn.collection('daily_plans').findOne({ userId });
    expect(JSON.stringify(raw?.adjustments)).not.toContain('null');

    const rules = new TestBrowser(rulesApp.url);
    rules.cookie = browser.cookie;
    const second = await rules.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'Tired today, knees ache' });
    expect(second.status).toBe(200);
    expect(second.json.dailyPlan.generatedBy).toBe('rules');
    expect(second.json.dailyPlan).not.toEqual(first.json.dailyPlan);
    const today = await rules.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(today.json).toEqual(second.json.dailyPlan);
    expect(DailyPlanSchema.safeParse(today.json).success).toBe(true);
    // The HIIT task is softened for the aching knees: the second note did change the plan.
    expect(JSON.stringify(today.json.adjustments)).not.toEqual(JSON.stringify(first.json.dailyPlan.adjustments));
    expect(lines.some((l) => String(l.msg).includes('invalid plan'))).toBe(false);
  });

  it('the plan model stores an explicit null in an optional path as absent', async () => {
    const userId = 'nulls-user';
    await dailyPlanModel(llmApp.conn)
      .updateOne(
        { _id: `${userId}:2026-11-23` },
        { $set: { adjustments: [{ label: 'Rest', rationale: null, type: 'soften' }], disclaimer: null }, $setOnInsert: { userId, date: '2026-11-23' } },
        { upsert: true },
      )
      .exec();
    const raw = await llmApp.conn.collection('daily_plans').findOne({ userId });
    expect(raw?.adjustments).toEqual([{ label: 'Rest', type: 'soften' }]);
    expect(raw).not.toHaveProperty('disclaimer');
  });
});

describe('adapt-plan sends the last 3 days of logs, without red-flag days or note text', () => {
  it('days 1-3 before today as levels and symptoms; the red-flag day and the 4th day are left out', async () => {
    const browser = new TestBrowser(llmApp.url);
    const created = await browser.request('POST', '/api/wellness/users', { name: 'Maya', challenges: ['fatigue'] });
    const userId = created.json.id as string;
    const notes: [string, string][] = [
      ['2026-11-21T09:00:00Z', 'Day one: slept well, calm mood.'],
      ['2026-11-22T09:00:00Z', 'Knees ache and I feel exhausted.'],
      ['2026-11-23T09:00:00Z', 'I had chest pain and nearly fainted.'],
      ['2026-11-24T09:00:00Z', 'Headache all afternoon.'],
    ];
    for (const [at, transcript] of notes) {
      clock.set(at);
      const res = await browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript });
      expect(res.status).toBe(200);
    }
    clock.set('2026-11-25T09:00:00Z');
    const before = fake.bodies.length;
    await browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'Better today.' });
    expect(fake.bodies.length).toBe(before + 1);
    const prompt = JSON.stringify(fake.bodies.at(-1));
    const recent = /Recent days: (\[.*?\])(\\n|")/.exec(prompt);
    expect(recent).not.toBeNull();
    const days = JSON.parse(JSON.parse(`"${recent![1]}"`)) as { daysAgo: number; symptoms?: string[] }[];
    expect(days.map((d) => d.daysAgo)).toEqual([1, 3]); // day 2 (red flag) left out; 4 days ago too old
    expect(days[0]!.symptoms).toEqual(expect.arrayContaining(['headache']));
    // Her earlier words never travel: the prompt without the fixed safety instruction (which names the categories,
    // decision 146) holds none of them.
    const withoutCategories = prompt.replace(/\bchest_pain\b/g, '').replace(/Safety: [^"]*?Otherwise redFlags is \[\]\./, '');
    for (const text of ['Knees ache', 'chest', 'fainted', 'Headache all afternoon', 'Day one']) expect(withoutCategories).not.toContain(text);
  });
});
