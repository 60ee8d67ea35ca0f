import { DailyLogSchema, type DailyLog } from '@cadence/domain';
import { describe, expect, it } from 'vitest';
import { thyroidUser } from './coach-test-kit';
import { conditionClasses, historyForPrompt, logsForPrompt, medicationClasses, onboardingSummary, profileForPrompt, redact } from './prompt-data';

const log = (date: string, notes: string, extra: Partial<DailyLog> = {}): DailyLog => DailyLogSchema.parse({ id: `l${date}`, userId: 'user_1', date, notes, ...extra });

describe('prompt data minimisation', () => {
  it('medications and conditions go as classes only', () => {
    expect(medicationClasses('Levothyroxine 50mcg, warfarin 3mg')).toEqual(['takes an anticoagulant', 'takes thyroid medication']);
    expect(medicationClasses('sertraline')).toEqual(['takes an antidepressant']);
    expect(medicationClasses('Zapotex 20mg')).toEqual(['takes another medication']);
    expect(medicationClasses('none')).toEqual([]);
    expect(conditionClasses('Hypothyroidism')).toEqual(['has a thyroid condition']);
  });

  it('the profile carries no name, email, location, age or medication names; nothing at all without a user', () => {
    const user = thyroidUser({ age: 47, medications: 'Levothyroxine, warfarin' });
    const text = JSON.stringify(profileForPrompt(user));
    for (const s of ['Zelda', 'Quartermaine', 'zelda.q@example.com', 'Secretville', '47', 'Levothyroxine', 'warfarin', 'Hypothyroidism']) expect(text).not.toContain(s);
    expect(profileForPrompt(user)).toMatchObject({ medications: ['takes an anticoagulant', 'takes thyroid medication'], conditions: ['has a thyroid condition'] });
    expect(profileForPrompt(null)).toEqual({});
    // docs/decisions/043: a life stage of pregnant/breastfeeding tells the model what the health answer would.
    expect(profileForPrompt(thyroidUser({ lifeStage: 'breastfeeding', pregnancyStatus: 'not_pregnant' })).pregnancy).toBe('breastfeeding');
    expect(profileForPrompt(thyroidUser({ lifeStage: 'regular_cycles', pregnancyStatus: 'not_pregnant' })).pregnancy).toBeUndefined();
  });

  it('onboarding answers go as a summary, never verbatim', () => {
    const answers = { basic_info: 'I am Dana, 47, from Leeds.', hormone_symptoms: 'Exhausted by 3pm, hot flushes, broken sleep and stress at work.' };
    const summary = JSON.stringify(onboardingSummary(answers));
    expect(summary).not.toMatch(/Dana|Leeds|47|3pm/);
    expect(summary).toContain('fatigue');
  });

  it("redacts her name, location, email, numbers and medication names from today's note", () => {
    const user = thyroidUser({ name: 'Dana Whitfield', location: 'Leeds' });
    const out = redact('Dana here: tired after Leeds station, took my warfarin late; call 07700 900123 or dana@x.org', user);
    expect(out).toBe('[private] here: tired after [private] station, took my [medication] late; call [number] or [email]');
  });

  it('recent logs: the 3 days before today, red-flag days removed, no note text', () => {
    const logs = [
      log('2025-03-10', 'Today is today', { llmExtract: { energy: 2, symptoms: [] } }),
      log('2025-03-09', 'Knees ache, tired'),
      log('2025-03-08', 'I had chest pain and nearly fainted'),
      log('2025-03-07', 'Slept well, good mood'),
      log('2025-03-06', 'Too old to include'),
    ];
    const out = logsForPrompt(logs, '2025-03-10');
    expect(out.map((l) => l.daysAgo)).toEqual([1, 3]);
    const text = JSON.stringify(out);
    expect(text).not.toMatch(/Knees ache|chest|fainted|Slept well/);
    expect(out).toEqual([
      { daysAgo: 1, energy: 'low', pain: 'moderate', symptoms: ['fatigue', 'knee pain'] },
      { daysAgo: 3, mood: 'good', energy: 'good' },
    ]);
  });
});

describe('historyForPrompt (docs/decisions/065)', () => {
  it('sends her streak, yesterday\'s counts and the week\'s trend as numbers and a word, never a note', () => {
    const out = historyForPrompt({
      history: { streak: 4, yesterday: { checkedIn: true, note: 'Priya here, slept badly in Leeds', energy: 3, done: 2, total: 5 }, weekTrend: 'improving' },
      yesterdayNote: 'Welcome, Priya. This is day 1 of your 45-Day Hormone Reset.',
    });
    expect(out).toEqual({ daysInARow: 4, yesterdayTasks: { done: 2, total: 5 }, checkedInYesterday: true, energyThisWeek: 'improving' });
    expect(JSON.stringify(out)).not.toMatch(/Priya|Leeds|slept/);
    expect(historyForPrompt(undefined)).toEqual({});
  });
});
