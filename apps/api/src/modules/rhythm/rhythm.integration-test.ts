// Her rhythm (docs/decisions/043-045) on a real database: life stage and period starts on the user, day marks and check-in
// extracts on logs, phase reasons in the built plan, and the rhythm summary (strength, what helps).
import { addDays } from '@cadence/domain';
import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rawTrpc } from '../../e2e-api/e2e-kit';
import { plantStretchHistory } from '../../testing/planted-history';
import { startTestServer, TestBrowser, TestClock, type TestServer } from '../../testing/test-server';

const TODAY = '2026-11-22';
const clock = new TestClock(`${TODAY}T10:00:00Z`);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_rhythm'), now: clock.now });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

async function newUser(name = 'Rhea') {
  const browser = new TestBrowser(server.url);
  const { json } = await browser.request('POST', '/api/wellness/users', { name, location: 'Leeds', challenges: ['Cycle/PMS'] });
  return { browser, id: json.id as string };
}

async function summary(browser: TestBrowser, userId: string) {
  const res = await rawTrpc(browser, 'query', 'rhythm.summary', undefined);
  void userId;
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  return res.json.result.data;
}

describe('life stage and period starts (users)', () => {
  it('stores them (sorted, de-duplicated), survives a re-read, and rejects bad values with a clear 400', async () => {
    const { browser, id } = await newUser();
    const put = await browser.request('PUT', `/api/wellness/users/${id}`, { lifeStage: 'regular_cycles', periodStarts: ['2026-11-01', '2026-10-04', '2026-11-01'] });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ lifeStage: 'regular_cycles', periodStarts: ['2026-10-04', '2026-11-01'] });
    expect((await browser.request('GET', `/api/wellness/users/${id}`)).json.periodStarts).toEqual(['2026-10-04', '2026-11-01']);
    const bad = await browser.request('PUT', `/api/wellness/users/${id}`, { lifeStage: 'teen' });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/^lifeStage: must be one of/);
    const badDate = await browser.request('PUT', `/api/wellness/users/${id}`, { periodStarts: ['2026-02-30'] });
    expect(badDate.status).toBe(400);
    expect((await browser.request('PUT', `/api/wellness/users/${id}`, { lifeStage: null })).json.lifeStage).toBeNull();
  });
});

describe('phase-aware plan', () => {
  it('two logged starts: the plan carries the phase reason; contraception: none', async () => {
    const { browser, id } = await newUser();
    await browser.request('POST', '/api/wellness/routines', { userId: id, type: 'movement', label: 'Strength session', frequency: 'daily', notes: '', subtasks: [], isPersonalized: false, active: true });
    await browser.request('PUT', `/api/wellness/users/${id}`, { lifeStage: 'regular_cycles', periodStarts: ['2026-10-04', '2026-11-01'] });
    const plan = await browser.request('POST', `/api/wellness/insight/regenerate-plan/${id}`);
    expect(plan.status).toBe(200);
    const tasks = (await browser.request('GET', `/api/wellness/insight/daily-plan/${id}`)).json.tasks;
    expect(tasks[0].reasonTag).toBe('Luteal, day 22: gentler strength today');
    expect((await summary(browser, id)).rhythm.headline).toBe('Luteal phase, day 22');

    await browser.request('PUT', `/api/wellness/users/${id}`, { lifeStage: 'hormonal_contraception' });
    await browser.request('POST', `/api/wellness/insight/regenerate-plan/${id}`);
    const again = (await browser.request('GET', `/api/wellness/insight/daily-plan/${id}`)).json.tasks;
    expect(again[0].reasonTag).toBe('Daily routine');
    const s = await summary(browser, id);
    expect(s.rhythm).toMatchObject({ kind: 'no_phase', cycle: null, headline: '' });
    expect(s.trend.every((p: { phase: unknown }) => p.phase === null)).toBe(true);
  });
});

describe('day marks, strength and what helps', () => {
  it('a sick day keeps strength unchanged; a 45-day history shows the planted +2 energy', async () => {
    const { browser, id } = await newUser('Ines');
    // The fixture: 44 days to yesterday, 'Evening stretch' on even days, energy +2 the day after.
    const routine = { id: (await plantStretchHistory(browser, id, addDays(TODAY, -1), 44)).routineId };
    const before = await summary(browser, id);
    const help = before.whatHelps.find((w: { factorId: string; metric: string }) => w.factorId === routine.id && w.metric === 'energy');
    expect(help).toMatchObject({ difference: 2, confidence: 'consistent over 3 weeks', label: 'Evening stretch' });

    // Yesterday (day 43, odd → not done) was missed; marking it sick restores the strength it dented.
    const yesterday = addDays(TODAY, -1);
    const marked = await browser.request('POST', '/api/wellness/logs', { userId: id, date: yesterday, dayMark: 'sick' });
    expect(marked.json.dayMark).toBe('sick');
    const after = await summary(browser, id);
    const strength = (s: typeof before) => s.strengths.routines.find((r: { routineId: string }) => r.routineId === routine.id).percent;
    expect(strength(after)).toBeGreaterThan(strength(before));
    // Marking today sick changes nothing (today is not over), and it is reported as today's mark.
    await browser.request('POST', '/api/wellness/logs', { userId: id, date: TODAY, dayMark: 'sick' });
    const today = await summary(browser, id);
    expect(strength(today)).toBe(strength(after));
    expect(today.dayMark).toBe('sick');
    const bad = await browser.request('POST', '/api/wellness/logs', { userId: id, date: TODAY, dayMark: 'lazy' });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/^dayMark: must be one of: rest, sick/);
    const badEnergy = await browser.request('POST', '/api/wellness/logs', { userId: id, date: TODAY, energy: 11 });
    expect(badEnergy.status).toBe(400);
    expect(badEnergy.text).toMatch(/^energy: must be at most 10/);
    expect((await browser.request('GET', `/api/wellness/users/${id}/logs/${addDays(TODAY, -2)}`)).json.energy).toBe(5);
  });
});

describe('what helps: the tags she uses (decision 071)', () => {
  it('rest days marked in one tap are a factor: the planted +3 next-day energy shows, in plain words', async () => {
    const { browser, id } = await newUser('Tess');
    const start = addDays(TODAY, -40);
    for (let i = 0; i < 40; i++) {
      const res = await browser.request('POST', '/api/wellness/logs', {
        userId: id,
        date: addDays(start, i),
        ...(i % 4 === 0 ? { dayMark: 'rest' } : {}),
        ...(i > 0 ? { energy: (i - 1) % 4 === 0 ? 8 : 5 } : {}),
      });
      expect(res.status).toBe(200);
    }
    const help = (await summary(browser, id)).whatHelps.find((w: { factorId: string; metric: string }) => w.factorId === 'mark:rest' && w.metric === 'energy');
    expect(help).toMatchObject({ kind: 'tag', difference: 3, withDays: 10, withoutDays: 29, text: 'After rest days, your energy the next day was 3 points higher (out of 10).' });
  });
});

describe('life stage feeds supplement screening (decision 070)', () => {
  const WIZARD = { name: 'Jo', email: 'jo@example.com', location: 'York', challenges: ['Stress', 'Sleep'], customChallenge: '' };
  const CONTEXT = 'stressed and anxious, sleeping badly, tired';
  const subtaskNames = (json: { routines: { subtasks: { name: string }[] }[] }) => json.routines.flatMap((r) => r.subtasks.map((s) => s.name)).join(' | ');

  it('the wizard (before she exists) screens by the life stage she chose', async () => {
    const anonymous = new TestBrowser(server.url);
    const plain = await anonymous.request('POST', '/api/onboarding/generate-routines', { profile: WIZARD, context: CONTEXT });
    expect(plain.status).toBe(200);
    expect(subtaskNames(plain.json)).toMatch(/Ashwagandha/);
    for (const lifeStage of ['pregnant', 'breastfeeding']) {
      const res = await anonymous.request('POST', '/api/onboarding/generate-routines', { profile: WIZARD, context: CONTEXT, lifeStage });
      expect(res.status).toBe(200);
      expect(subtaskNames(res.json)).not.toMatch(/Ashwagandha|L-theanine/);
    }
    const bad = await anonymous.request('POST', '/api/onboarding/generate-routines', { profile: WIZARD, context: CONTEXT, lifeStage: 'teen' });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/^lifeStage: must be one of/);
  });

  it('adding a routine, her routine list and the plan caution a pregnant life stage like the health answer; changing it re-screens', async () => {
    const { browser, id } = await newUser('Noor');
    const created = await browser.request('POST', '/api/wellness/routines', { userId: id, type: 'supplement', label: 'Ashwagandha 300mg' });
    expect(created.status).toBe(201);
    expect(created.json.caution).toBeUndefined();
    await browser.request('POST', `/api/wellness/insight/regenerate-plan/${id}`);

    // Edit Profile: life stage 'pregnant' (no pregnancy answer at all): the existing routine is re-screened.
    expect((await browser.request('PUT', `/api/wellness/users/${id}`, { lifeStage: 'pregnant' })).status).toBe(200);
    const routines = (await browser.request('GET', `/api/wellness/users/${id}/routines`)).json;
    expect(routines[0].caution).toMatchObject({ tier: 'avoid', message: expect.stringMatching(/pregnancy/) });
    const task = (await browser.request('GET', `/api/wellness/insight/daily-plan/${id}`)).json.tasks.find((t: { label: string }) => /Ashwagandha/.test(t.label));
    expect(task.caution.tier).toBe('avoid');
    const another = await browser.request('POST', '/api/wellness/routines', { userId: id, type: 'supplement', label: 'Rhodiola' });
    expect(another.json.caution.tier).toMatch(/^(avoid|caution)$/);

    // Back to 'prefer not to say': the caution goes.
    await browser.request('PUT', `/api/wellness/users/${id}`, { lifeStage: 'prefer_not_to_say' });
    expect((await browser.request('GET', `/api/wellness/users/${id}/routines`)).json[0].caution).toBeUndefined();
  });

  it('the five-question flow: a pregnant life stage saved first keeps unsafe supplements out of the programme and the saved plan', async () => {
    const { browser, id } = await newUser('Ada');
    await browser.request('PUT', `/api/wellness/users/${id}`, { lifeStage: 'breastfeeding' });
    const responses = {
      basic_info: 'My name is Ada, and I live in Leeds.',
      hormone_symptoms: 'Stressed and anxious all the time, sleeping badly, tired, my hormones are all over.',
      wellness_priorities: 'Calm and more energy.',
      past_approaches: 'Nothing much.',
      current_support: 'A walk now and then.',
    };
    const program = await browser.request('POST', '/api/wellness/generate-reset-program', { userId: id, name: 'Ada', responses });
    expect(program.status).toBe(200);
    expect(JSON.stringify(program.json.recommendationDetails)).not.toMatch(/ashwagandha|seed cycling/i);
    const profile = await browser.request('POST', '/api/wellness/lifestyle-profile', {
      userId: id, emotionalHealth: ['anxious'], physicalFitness: [], diet: [], mobility: [], recovery: [], chronicIssues: [], programName: 'Calm',
    });
    const saved = await browser.request('POST', '/api/wellness/personalized-recommendations', {
      userId: id, profileId: profile.json.id,
      recommendations: [
        { title: 'Ashwagandha at night', description: '300 mg with dinner', category: 'supplement', frequency: 'daily' },
        { title: 'Morning walk', description: '10 minutes', category: 'movement', frequency: 'daily' },
        { title: 'Seed Cycling', description: 'Flax and pumpkin seeds on days 1-14.', category: 'nutrition', frequency: 'daily' },
      ],
    });
    expect(saved.status, saved.text.slice(0, 300)).toBe(201);
    expect(saved.json.items.map((i: { title: string }) => i.title)).toEqual(['Morning walk']);
    expect(saved.json.screenedOut).toEqual([
      { title: 'Ashwagandha at night', supplements: ['ashwagandha'] },
      { title: 'Seed Cycling', supplements: [] },
    ]);
  });
});
