import fc from 'fast-check';
import { readingOfLog } from '../reading/read-note';
import { describe, expect, it } from 'vitest';
import {
  energyTrendOf,
  levelScore,
  LOCAL_RECOMMENDATIONS,
  localWeeklyRecommendations,
  logHasActivity,
  previousDaysLogs,
  weeklyStatsFromLogs,
} from './weekly';
import { DailyLogSchema, type DailyLog } from '../schemas/log';
import { WeeklyRecommendationSchema, WeeklyStatsSchema } from '../schemas/weekly';
import { clockCases } from '../testing/instants';
import { addDays, weekStartMonday } from './dates';

/** A log as the API serves it: with the reading of its notes (docs/decisions/110). */
const log = (date: string, extra: Record<string, unknown> = {}): DailyLog => {
  const parsed = DailyLogSchema.parse({ id: `l${date.replace(/-/g, '')}`, userId: 'u1', date, ...extra });
  return { ...parsed, reading: readingOfLog(parsed) };
};

describe('levelScore / energyTrendOf', () => {
  it('reads numbers, numeric text and words', () => {
    expect(levelScore(4)).toBe(4);
    expect(levelScore(' 6 ')).toBe(6);
    expect(levelScore('LOW')).toBe(3);
    expect(levelScore('very high')).toBe(9);
    expect(levelScore('meh')).toBeNull();
    expect(levelScore('')).toBeNull();
    expect(levelScore('11')).toBeNull();
    expect(levelScore('constructor')).toBeNull();
    expect(levelScore(undefined)).toBeNull();
  });
  it('trend compares the first and second half', () => {
    expect(energyTrendOf([])).toBe('unknown');
    expect(energyTrendOf([5])).toBe('unknown');
    expect(energyTrendOf([3, 5])).toBe('improving');
    expect(energyTrendOf([6, 5, 4])).toBe('declining');
    expect(energyTrendOf([5, 5.5])).toBe('stable');
    expect(energyTrendOf([5, 4])).toBe('declining');
  });
});

describe('weeklyStatsFromLogs', () => {
  const week = '2025-03-03';
  const logs = [
    log('2025-03-02', { completed: { movement: true } }), // before the week
    log('2025-03-03', { completed: { movement: true, mindfulness: true }, llmExtract: { energy: 7, symptoms: ['Fatigue'] } }),
    log('2025-03-04', { subtasks: { r1: { s1: true } }, notes: 'bad sleep and stress', llmExtract: { energy: 'low', symptoms: ['fatigue'] } }),
    log('2025-03-05', { notes: 'nothing done', llmExtract: 'pain in my back' }), // a text extract is the model's words, not hers: not read
    log('2025-03-06', { completed: { nutrition: true }, transcript: 'stressed', llmExtract: { energy: 2, symptoms: [] } }),
    log('2025-03-10', { completed: { movement: true } }), // next week
  ];
  it('counts days, categories, symptoms and the energy trend', () => {
    const stats = weeklyStatsFromLogs(logs, week);
    expect(stats).toEqual({
      completedDays: 3,
      totalDays: 7,
      categoryStats: { movement: 1, nutrition: 1, mindfulness: 1 },
      // Her words when she wrote some (the Log's daily tab reads the same reading: decision 156): 03-04's notes say
      // sleep and stress, so its extract's 'fatigue' is not counted; 03-03 has no words, so its extract's name counts.
      commonSymptoms: ['stress', 'fatigue', 'poor sleep'],
      energyTrend: 'declining',
    });
    expect(WeeklyStatsSchema.parse(stats)).toEqual(stats);
  });
  it('totalDays counts elapsed days when today is inside the week', () => {
    const stats = weeklyStatsFromLogs(logs, week, '2025-03-04');
    expect(stats.totalDays).toBe(2);
    expect(stats.completedDays).toBe(2);
    expect(weeklyStatsFromLogs(logs, week, '2025-03-20').totalDays).toBe(7);
  });
  it('the last log of a date counts; empty weeks are all zero and unknown', () => {
    const dup = [log('2025-03-03', { completed: { movement: true } }), log('2025-03-03')];
    expect(weeklyStatsFromLogs(dup, week).completedDays).toBe(0);
    expect(weeklyStatsFromLogs([], week)).toEqual({
      completedDays: 0,
      totalDays: 7,
      categoryStats: { movement: 0, nutrition: 0, mindfulness: 0 },
      commonSymptoms: [],
      energyTrend: 'unknown',
    });
  });
  it('ignores blank symptoms of unparsed logs', () => {
    const { notes: _n, transcript: _t, ...bare } = log('2025-03-03');
    const raw = { ...bare, llmExtract: { symptoms: [' ', 'Cramps '] } };
    expect(weeklyStatsFromLogs([raw], week).commonSymptoms).toEqual(['cramps']);
  });
  it('keeps at most 5 symptoms, most frequent first', () => {
    const many = [
      log('2025-03-03', { llmExtract: { symptoms: ['a', 'b', 'c', 'd', 'e', 'f'] } }),
      log('2025-03-04', { llmExtract: { symptoms: ['f'] } }),
    ];
    expect(weeklyStatsFromLogs(many, week).commonSymptoms).toEqual(['f', 'a', 'b', 'c', 'd']);
  });
  it('logHasActivity', () => {
    expect(logHasActivity(log('2025-03-03'))).toBe(false);
    expect(logHasActivity(log('2025-03-03', { subtasks: { r: { s: false } } }))).toBe(false);
    expect(logHasActivity(log('2025-03-03', { completed: { supplement: true } }))).toBe(true);
  });
  it('property: completedDays ≤ totalDays ≤ 7 and category counts ≤ completedDays', () => {
    const day = fc.integer({ min: 0, max: 13 }).map((i) => `2025-03-${String(3 + i).padStart(2, '0')}`);
    const entry = fc.record({
      date: day,
      movement: fc.boolean(),
      nutrition: fc.boolean(),
      mindfulness: fc.boolean(),
      supplement: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
        const ls = entries.map((e) =>
          log(e.date, {
            completed: { movement: e.movement, nutrition: e.nutrition, mindfulness: e.mindfulness, supplement: e.supplement },
          }),
        );
        const s = weeklyStatsFromLogs(ls, week);
        expect(s.completedDays).toBeLessThanOrEqual(s.totalDays);
        expect(s.totalDays).toBe(7);
        for (const n of Object.values(s.categoryStats)) expect(n).toBeLessThanOrEqual(s.completedDays);
      }),
    );
  });
});

describe('localWeeklyRecommendations (§8)', () => {
  const base = { categoryStats: { movement: 3, nutrition: 0, mindfulness: 2 }, commonSymptoms: [], energyTrend: 'stable' as const };
  it('nothing when movement ≥ 3, mindfulness ≥ 2, no fatigue, energy not declining', () => {
    expect(localWeeklyRecommendations(base)).toEqual([]);
  });
  it('movement < 3 → high add movement', () => {
    const r = localWeeklyRecommendations({ ...base, categoryStats: { ...base.categoryStats, movement: 2 } });
    expect(r).toEqual([{ ...LOCAL_RECOMMENDATIONS.addMovement, rationale: expect.stringContaining('You ticked movement on 2 of 7 days this week') }]);
    expect(r[0]).toMatchObject({ type: 'add', routineType: 'movement', priority: 'high' });
  });
  it('mindfulness < 2 → medium breathing', () => {
    const r = localWeeklyRecommendations({ ...base, categoryStats: { ...base.categoryStats, mindfulness: 1 } });
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ routineType: 'mindfulness', priority: 'medium' });
    expect(r[0]!.label).toMatch(/breathing/i);
  });
  it('fatigue symptom or declining energy → high modify supplement', () => {
    for (const stats of [
      { ...base, commonSymptoms: ['Fatigue'] },
      { ...base, commonSymptoms: ['morning fatigue'] },
      { ...base, energyTrend: 'declining' as const },
    ]) {
      expect(localWeeklyRecommendations(stats)).toEqual([{ ...LOCAL_RECOMMENDATIONS.modifySupplement, rationale: expect.stringMatching(/^(“[^”]+” is among your most common symptoms this week|Your energy trend this week is going down)\./) }]);
    }
    expect(LOCAL_RECOMMENDATIONS.modifySupplement).toMatchObject({ type: 'modify', routineType: 'supplement', priority: 'high' });
    expect(localWeeklyRecommendations({ ...base, commonSymptoms: ['fatigued-ish'] })).toHaveLength(1);
    expect(localWeeklyRecommendations({ ...base, commonSymptoms: ['tired'] })).toEqual([]);
  });
  it('pro-rates the thresholds to the days observed; nothing before 3 days', () => {
    const zero = { movement: 0, nutrition: 0, mindfulness: 0 };
    expect(localWeeklyRecommendations({ ...base, categoryStats: zero, totalDays: 2 })).toEqual([]);
    expect(localWeeklyRecommendations({ ...base, categoryStats: zero, totalDays: 7 }, { daysSinceStart: 1 })).toEqual([]);
    expect(localWeeklyRecommendations({ ...base, categoryStats: { movement: 1, nutrition: 0, mindfulness: 1 }, totalDays: 3 })).toEqual([]);
    const r = localWeeklyRecommendations({ ...base, categoryStats: { movement: 1, nutrition: 0, mindfulness: 1 }, totalDays: 5 });
    expect(r.map((x) => x.rationale.split('.')[0])).toEqual(['You ticked movement on 1 of 5 days so far this week']);
  });
  it('all three, in order, all valid', () => {
    const r = localWeeklyRecommendations({
      categoryStats: { movement: 0, nutrition: 0, mindfulness: 0 },
      commonSymptoms: ['fatigue'],
      energyTrend: 'declining',
    });
    expect(r.map((x) => x.priority)).toEqual(['high', 'medium', 'high']);
    for (const x of r) expect(WeeklyRecommendationSchema.parse(x)).toEqual(x);
  });
});

describe('previousDaysLogs (7, excluding today)', () => {
  it('keeps the 7 most recent before today, newest first', () => {
    const dates = ['2025-03-10', '2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08', '2025-03-11'];
    const result = previousDaysLogs(dates.map((date) => ({ date })), '2025-03-10').map((l) => l.date);
    expect(result).toEqual(['2025-03-08', '2025-03-07', '2025-03-06', '2025-03-05', '2025-03-04', '2025-03-03', '2025-03-02']);
  });
  it('property: never includes today, never more than 7', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 28 }), { maxLength: 30 }), fc.integer({ min: 1, max: 28 }), (days, t) => {
        const fmt = (d: number) => `2025-02-${String(d).padStart(2, '0')}`;
        const r = previousDaysLogs(days.map((d) => ({ date: fmt(d) })), fmt(t));
        expect(r.length).toBeLessThanOrEqual(7);
        for (const l of r) expect(l.date < fmt(t)).toBe(true);
      }),
    );
  });
});

// docs/decisions/030: the current week and the previous days at the instants that break day arithmetic,
// with "today" read in the person's zone (as the API and the web app do).
describe.each(clockCases())('weekly stats and previous days at $name', ({ local }) => {
  const today = local.date;
  const monday = weekStartMonday(today);

  it('the week starts on the Monday on or before today; totalDays counts the elapsed days', () => {
    expect(monday).toBe(local.weekStart);
    const logs = [
      log(monday, { completed: { movement: true } }),
      log(today, { completed: { nutrition: true } }), // the same log as Monday's on a Monday
      log(addDays(monday, -1), { completed: { mindfulness: true } }), // last week's Sunday
    ];
    const stats = weeklyStatsFromLogs(logs, monday, today);
    expect(stats.totalDays).toBe(local.weekday);
    // On a Monday the two logs share one date: the last one counts (one completed day).
    expect(stats.completedDays).toBe(local.weekday === 1 ? 1 : 2);
    expect(stats.categoryStats.mindfulness).toBe(0);
    expect(stats.categoryStats).toEqual({ movement: local.weekday === 1 ? 0 : 1, nutrition: 1, mindfulness: 0 });
  });

  it('previous days: the 7 days before today, across month and year ends', () => {
    const dates = Array.from({ length: 10 }, (_, i) => addDays(today, 1 - i)); // tomorrow … 8 days ago
    const result = previousDaysLogs(dates.map((date) => ({ date })), today).map((l) => l.date);
    expect(result).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, -1 - i)));
  });
});
