// Seeds a programme of N days through the real REST API with a moving server clock (docs/decisions/049:
// the clinician-summary test and the export benchmark). Each day: today's plan is built, some tasks
// ticked, a check-in note adapts the plan (the rule coach reads energy and symptoms from it), the
// daily log is saved; each Sunday a weekly reflection.
import { TestBrowser, type TestClock } from './test-server';

const NOTES = [
  'Energy is low today, tired after a bad night. Headache in the afternoon.',
  'Feeling good, energy high, walked at lunch.',
  'Stressed at work, energy okay, some bloating after dinner.',
  'Slept badly again, fatigue all morning, mood low.',
  'Great day, energy good, did my stretches.',
  'Cramps and lower back pain, energy low.',
  'Calm and rested, energy ok.',
];

export interface SeededProgramme {
  browser: TestBrowser;
  userId: string;
  firstDay: string;
  lastDay: string;
}

async function ok(browser: TestBrowser, method: string, path: string, body?: unknown) {
  const res = await browser.request(method, path, body, { 'x-cadence-tz': 'UTC' });
  if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${res.text.slice(0, 200)}`);
  return res.json;
}

export async function seedProgramme(
  baseUrl: string,
  clock: TestClock,
  opts: { days: number; firstDay: string; name?: string; /** Also generate and apply weekly recommendations each Sunday. */ applyWeekly?: boolean },
): Promise<SeededProgramme> {
  const browser = new TestBrowser(baseUrl);
  clock.set(`${opts.firstDay}T07:30:00Z`);
  const user = await ok(browser, 'POST', '/api/wellness/users', { name: opts.name ?? 'Maya Okafor', location: 'Leeds', challenges: ['Sleep Issues', 'Energy/Fatigue'] });
  const userId = user.id as string;
  await ok(browser, 'PUT', `/api/wellness/users/${userId}`, {
    age: 46,
    healthConditions: 'Hypothyroidism',
    medications: 'Levothyroxine 75 mcg',
    goals: ['Better Sleep', 'Energy Boost'],
  });
  await ok(browser, 'POST', '/api/wellness/onboarding-responses', {
    userId,
    responses: { hormone_symptoms: 'Tired all the time, poor sleep, cramps before my period.', wellness_priorities: 'Energy and sleep.' },
  });
  const profile = await ok(browser, 'POST', '/api/wellness/lifestyle-profile', {
    userId,
    emotionalHealth: ['poor sleep'],
    recovery: ['tired all the time'],
    programName: '45-Day Hormone Reset',
  });
  await ok(browser, 'POST', '/api/wellness/personalized-recommendations', {
    userId,
    profileId: profile.id,
    recommendations: [{ title: 'Morning sunlight', description: '10-15 minutes outside', category: 'mindfulness', frequency: 'daily' }],
  });
  const routines = [
    { type: 'movement', label: 'Gentle morning stretch', subtasks: [{ name: 'Neck rolls', description: 'Slowly' }, { name: 'Cat-cow', description: '' }] },
    { type: 'nutrition', label: 'Protein breakfast', subtasks: [{ name: 'Eggs or yoghurt', description: '' }] },
    { type: 'mindfulness', label: 'Evening breathing', subtasks: [{ name: '5 minutes box breathing', description: '' }] },
    { type: 'supplement', label: 'Ashwagandha at night', subtasks: [{ name: 'Ashwagandha 300 mg', description: '' }] },
  ];
  for (const r of routines) await ok(browser, 'POST', '/api/wellness/routines', { userId, ...r });

  let day = opts.firstDay;
  for (let i = 0; i < opts.days; i++) {
    clock.set(`${day}T07:30:00Z`);
    await ok(browser, 'POST', `/api/wellness/insight/regenerate-plan/${userId}`);
    await ok(browser, 'POST', '/api/wellness/insight/adapt-plan', { userId, transcript: NOTES[i % NOTES.length], inputMode: 'text' });
    const plan = await ok(browser, 'GET', `/api/wellness/insight/daily-plan/${userId}`);
    const tasks = (plan.tasks ?? []) as unknown[];
    for (let t = 0; t < tasks.length; t++) {
      if ((t + i) % 3 !== 0) await ok(browser, 'PATCH', `/api/wellness/insight/daily-plan/${userId}/task/${t}`, { status: 'done' });
    }
    await ok(browser, 'POST', '/api/wellness/logs', {
      userId,
      date: day,
      notes: NOTES[i % NOTES.length],
      completed: { movement: i % 2 === 0, nutrition: i % 3 !== 0, mindfulness: i % 4 !== 1, supplement: true },
    });
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0) {
      const monday = new Date(Date.parse(`${day}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
      await ok(browser, 'POST', `/api/wellness/users/${userId}/weekly-reviews`, {
        weekStartDate: monday,
        energyMoodScore: 4 + (i % 5),
        whatHelped: 'Morning walks and going to bed before eleven.',
        whatDidntHelp: 'Late screens and skipping breakfast on busy days.',
      });
      if (opts.applyWeekly) {
        const recs = await ok(browser, 'POST', '/api/wellness/weekly-recommendations', { userId, reflectionNotes: 'Tired midweek, skipped two walks.' });
        const first = (recs.recommendations as unknown[])[0];
        if (first) await ok(browser, 'POST', '/api/wellness/apply-recommendations', { userId, recommendations: [first] });
      }
    }
    if (i < opts.days - 1) day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return { browser, userId, firstDay: opts.firstDay, lastDay: day };
}
