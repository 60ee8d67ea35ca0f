import { testDbName } from '@cadence/db';
import { noteSentences, tipEffortInWords } from '@cadence/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newUser, seedRoutines, startTestServer, TEST_ENV, TestClock, trpcClientFor, type TestServer } from '../../testing/test-server';

// docs/decisions/065 in the running API: the coach knows her days before today. Day 2's note refers to day 1's
// check-in and repeats none of day 1's sentences, the motivation and the tip change every day, the tip's
// effort reads in words; the same through REST and tRPC. The test clock moves the days (decision 030).
let server: TestServer;
const clock = new TestClock('2026-11-25T07:00:00Z');
const DAY1 = '2026-11-25T07:00:00Z';
const DAY2 = '2026-11-26T07:05:00Z';
const DAY3 = '2026-11-27T07:10:00Z';

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_coach_context'), env: TEST_ENV, now: clock.now });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

async function her(name: string) {
  clock.set(DAY1);
  const { browser, userId } = await newUser(server.url, name);
  await seedRoutines(server, userId, [
    { type: 'movement', label: 'Evening Walk', subtasks: [{ id: 'w1', name: 'Twenty minutes' }] },
    { type: 'mindfulness', label: 'Evening Wind-Down', subtasks: [{ id: 'd1', name: 'Lights low' }] },
    { type: 'nutrition', label: 'Protein Breakfast', subtasks: [{ id: 'n1', name: 'Eggs or yoghurt' }] },
  ]);
  return { browser, userId };
}

const shared = (a: string, b: string) => noteSentences(a).filter((s) => noteSentences(b).includes(s));

describe("the coach knows her days before today (REST)", () => {
  it("day 2's note says back day 1's check-in, repeats no sentence of it; motivation and tip change; effort in words", async () => {
    const { browser, userId } = await her('Priya');
    const plan1 = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(plan1.status).toBe(200);
    expect(plan1.json.coachNote).toMatch(/^Welcome, Priya/);
    const adapted = await browser.request('POST', '/api/wellness/insight/adapt-plan', {
      userId,
      transcript: 'I slept badly and my lower back hurts. Energy 3/10.',
    });
    expect(adapted.status).toBe(200);
    expect(adapted.json.dailyPlan.coachNote).toMatch(/You slept badly and your lower back hurts|you slept badly and your lower back hurts/);
    const ticked = await browser.request('PATCH', `/api/wellness/insight/daily-plan/${userId}/task/0`, { status: 'done' });
    expect(ticked.status).toBe(200);
    const day1Note: string = ticked.json.coachNote;
    const m1 = (await browser.request('GET', `/api/wellness/users/${userId}/daily-motivation`)).json.message as string;
    const t1 = (await browser.request('GET', `/api/wellness/users/${userId}/personalized-tip`)).json;

    clock.set(DAY2);
    const plan2 = await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    expect(plan2.status).toBe(200);
    const day2Note: string = plan2.json.coachNote;
    expect(day2Note).toMatch(/day 2 of your/i);
    // Her words of yesterday, in the past tense.
    expect(day2Note, day2Note).toMatch(/yesterday (?:you (?:told me|said) )?you slept badly and your lower back hurt\b/i);
    expect(shared(day2Note, day1Note)).toEqual([]);

    const m2 = (await browser.request('GET', `/api/wellness/users/${userId}/daily-motivation`)).json.message as string;
    const t2 = (await browser.request('GET', `/api/wellness/users/${userId}/personalized-tip`)).json;
    expect(m2).not.toBe(m1);
    expect(t2.title).not.toBe(t1.title);
    expect(m2).toBe(plan2.json.dailyMotivation.message);
    // Yesterday was a low day (energy 3/10): the tip is an easy one, and its effort reads in words.
    expect(t2.difficulty).toBe('easy');
    expect(tipEffortInWords(t2)).toMatch(/^Easy: (?:\d|a few|no extra)/);
    expect(tipEffortInWords(t1)).toMatch(/^(?:Easy|Medium|Harder): /);
  });

  it("a day-2 check-in is heard, and the note still never repeats day 1's sentences", async () => {
    const { browser, userId } = await her('Aisha');
    await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`);
    await browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'Feeling exhausted, energy 2/10' });
    const day1Note: string = (await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`)).json.coachNote;

    clock.set(DAY2);
    const adapted = await browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: 'Much better today, energy 7/10' });
    expect(adapted.status).toBe(200);
    const day2Note: string = adapted.json.dailyPlan.coachNote;
    expect(day2Note).toMatch(/Your energy is up on yesterday|You feel good/);
    expect(shared(day2Note, day1Note)).toEqual([]);
  });
});

describe('the coach knows her days before today (tRPC)', () => {
  it('three days: each note refers to the day before, no sentence carries over, motivation and tip never repeat', async () => {
    const { browser } = await her('Maya');
    const trpc = trpcClientFor(browser);
    const notes: string[] = [];
    const motivations: string[] = [];
    const tips: string[] = [];
    const checkIns = ['Bloated after bread at lunch', '', 'Headache all afternoon'];
    for (const [i, at] of [DAY1, DAY2, DAY3].entries()) {
      clock.set(at);
      const first = await trpc.plan.today.query();
      expect(first).not.toBeNull();
      if (checkIns[i]) await trpc.plan.adapt.mutate({ transcript: checkIns[i]! });
      await trpc.plan.updateTask.mutate({ index: 0, status: 'done' });
      const plan = await trpc.plan.today.query();
      notes.push(plan!.coachNote);
      motivations.push((await trpc.plan.motivation.query()).message);
      tips.push((await trpc.plan.tip.query()).title);
    }
    expect(notes[0]).toMatch(/^Welcome, Maya/);
    // Day 2 (no check-in yet): day 1's words said back.
    expect(notes[1], notes[1]).toMatch(/yesterday (?:you (?:told me|said) )?you felt bloated/i);
    expect(notes[2]).toMatch(/You told me you have a headache|you have a headache/i);
    expect(notes[2]).toMatch(/day 3 of your/i);
    for (let i = 1; i < notes.length; i++) expect(shared(notes[i]!, notes[i - 1]!), `day ${i + 1}`).toEqual([]);
    expect(new Set(motivations).size).toBe(3);
    expect(new Set(tips).size).toBe(3);
    expect(motivations[0]).not.toMatch(/how far you have come/i);
  });
});
