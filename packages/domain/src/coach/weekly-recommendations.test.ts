import { describe, expect, it } from 'vitest';
import { LOCAL_RECOMMENDATIONS, localWeeklyRecommendations } from '../engine';
import { WeeklyRecommendationSchema, type Routine, type WeeklyStats } from '../schemas';
import { SAMPLE_REFLECTION, SAMPLE_ROUTINES, SAMPLE_STATS, SAMPLE_USER } from '../../bench/sample-profile';
import { citesHerData, generateWeeklyRecommendations, SAFE_SUPPLEMENT_REVIEW, wroteOn } from './weekly-recommendations';

const GOOD_WEEK: WeeklyStats = {
  completedDays: 6,
  totalDays: 7,
  categoryStats: { movement: 5, nutrition: 5, mindfulness: 4 },
  commonSymptoms: [],
  energyTrend: 'improving',
};
const routine = (id: string, type: Routine['type'], label: string, active = true): Routine => ({
  id,
  userId: 'u',
  type,
  label,
  frequency: 'daily',
  notes: '',
  active,
  isPersonalized: false,
  subtasks: [],
});

describe('generateWeeklyRecommendations', () => {
  it('always includes the spec local rules first when they apply (as they are with no routines)', () => {
    const recs = generateWeeklyRecommendations({ stats: SAMPLE_STATS, reflectionNotes: SAMPLE_REFLECTION, routines: [] });
    const local = localWeeklyRecommendations(SAMPLE_STATS);
    expect(local).toHaveLength(3);
    expect(recs.slice(0, 3).map((r) => r.label)).toEqual(local.map((r) => r.label));
    for (const r of recs) expect(WeeklyRecommendationSchema.parse(r)).toEqual(r);
  });

  it('turns a shortfall in an area she has a routine for into a change to that routine (never adds what she has)', () => {
    const recs = generateWeeklyRecommendations({ stats: SAMPLE_STATS, reflectionNotes: SAMPLE_REFLECTION, routines: SAMPLE_ROUTINES });
    const labels = recs.map((r) => r.label);
    // "The evening walk helped me sleep": what helped is kept and built on, never "made easier" (decision 110).
    expect(labels[0]).toBe('Keep “Evening Walk”');
    expect(recs[0]!.rationale).toBe('You wrote “The evening walk helped me sleep”. Keep it, and if you can, add one more day of it this week.');
    expect(labels.some((l) => /easier/.test(l) && /Evening Walk/.test(l))).toBe(false);
    expect(labels).not.toContain(LOCAL_RECOMMENDATIONS.addMovement.label);
    expect(labels).toContain('Make “HIIT Workout” gentler');
    const supp = recs.find((r) => r.routineType === 'supplement');
    expect(supp?.rationale).toContain('You already take “Magnesium Supplement”');
    expect(supp?.rationale).not.toMatch(/consider magnesium/i);
  });

  it('swaps a local rule naming an unsuitable supplement for a safe review (same type and priority)', () => {
    const recs = generateWeeklyRecommendations({ stats: SAMPLE_STATS, reflectionNotes: '', user: SAMPLE_USER });
    const supp = recs.find((r) => r.routineType === 'supplement');
    expect(supp).toMatchObject({ type: 'modify', priority: 'high', label: SAFE_SUPPLEMENT_REVIEW.label });
    expect(supp?.rationale).toContain('“fatigue” is among your most common symptoms this week.');
    expect(supp?.rationale).not.toMatch(/magnesium/i);
  });

  it('reads the reflection: keep what helped, soften what was hard, pause what they hate', () => {
    const routines = [...SAMPLE_ROUTINES, routine('r-cold', 'other', 'Cold Showers')];
    const recs = generateWeeklyRecommendations({
      stats: SAMPLE_STATS,
      reflectionNotes: ['The evening walk helped me sleep.', 'HIIT workout was too much. I hate cold showers.'],
      routines,
      user: SAMPLE_USER,
    });
    const labels = recs.map((r) => `${r.type} ${r.label} ${r.priority}`);
    expect(labels).toContain('remove Pause “Cold Showers” low');
    expect(recs.find((r) => r.label === 'Pause “Cold Showers”')?.rationale).toContain('You wrote “I hate cold showers”');
    expect(labels).toContain('modify Make “HIIT Workout” gentler medium'); // pain wins over "easier to fit in"
    expect(labels.filter((l) => l.includes('HIIT'))).toHaveLength(1);
    expect(labels).toContain('add Add an evening wind-down routine medium');
    // sorted: local first, then extras by priority
    const extras = recs.slice(3).map((r) => r.priority);
    expect([...extras].sort((a, b) => ['high', 'medium', 'low'].indexOf(a) - ['high', 'medium', 'low'].indexOf(b))).toEqual(extras);
  });

  it('a good week gives only keep-going advice', () => {
    const recs = generateWeeklyRecommendations({ stats: GOOD_WEEK, reflectionNotes: 'Loved the yoga class', routines: [routine('y', 'movement', 'Yoga Class')] });
    expect(recs).toEqual([
      expect.objectContaining({ type: 'keep', label: 'Keep “Yoga Class”' }),
      expect.objectContaining({ type: 'keep', routineType: 'other', label: 'Keep your current routines' }),
    ]);
  });

  it('suggests a wind-down to keep when one exists, and gentle mobility when movement is fine but painful', () => {
    const recs = generateWeeklyRecommendations({
      stats: { ...GOOD_WEEK, completedDays: 4, commonSymptoms: ['sleep', 'pain'] },
      reflectionNotes: 'meh',
      routines: [routine('w', 'mindfulness', 'Evening Wind-Down'), routine('walk', 'movement', 'Daily Walk'), routine('off', 'movement', 'Spin class', false)],
    });
    expect(recs.map((r) => r.label)).toEqual(['Start “Evening Wind-Down” 30 minutes earlier', 'Add a 10-minute gentle mobility routine']);
  });

  it('adds nutrition advice on a low nutrition week, is deterministic, and ignores labels without significant words', () => {
    const input = {
      stats: { ...GOOD_WEEK, categoryStats: { movement: 5, nutrition: 1, mindfulness: 3 } },
      reflectionNotes: 'The daily routine was hard',
      routines: [routine('x', 'other', 'Daily Routine')],
    };
    const recs = generateWeeklyRecommendations(input);
    expect(recs.map((r) => r.label)).toEqual(['Add a simple balanced breakfast', 'Keep your current routines']);
    expect(generateWeeklyRecommendations(input)).toEqual(recs);
    const easier = generateWeeklyRecommendations({ ...input, reflectionNotes: 'Journaling was hard', routines: [routine('j', 'other', 'Journaling')] });
    expect(easier.map((r) => r.label)).toContain('Make “Journaling” easier to fit in');
  });
});

describe('weekly recommendation edge cases', () => {
  it('pausing an unsuitable supplement is never screened out', () => {
    const recs = generateWeeklyRecommendations({
      stats: GOOD_WEEK,
      reflectionNotes: 'I want to stop the magnesium supplement',
      routines: [routine('m', 'supplement', 'Magnesium Supplement')],
      user: SAMPLE_USER,
    });
    expect(recs.map((r) => r.label)).toContain('Pause “Magnesium Supplement”');
    const keep = generateWeeklyRecommendations({
      stats: GOOD_WEEK,
      reflectionNotes: 'The magnesium supplement helped',
      routines: [routine('m', 'supplement', 'Magnesium Supplement')],
      user: SAMPLE_USER,
    });
    expect(keep.map((r) => r.label)).not.toContain('Keep “Magnesium Supplement”');
  });

  it('works with partial stats and routines without notes, and with many routines', () => {
    const stats = { categoryStats: { movement: 5, nutrition: 5, mindfulness: 5 }, commonSymptoms: ['back pain'], energyTrend: 'improving' as const };
    const recs = generateWeeklyRecommendations({ stats, reflectionNotes: [], routines: [{ id: 'g', type: 'movement', label: 'Gym Session' }] });
    expect(recs.map((r) => r.label)).toEqual(['Make “Gym Session” gentler']);
    const many = Array.from({ length: 1100 }, (_, i) => routine(`r${i}`, 'other', `Habit number${i}`));
    expect(generateWeeklyRecommendations({ stats, reflectionNotes: 'habit number1 helped', routines: many }).length).toBeGreaterThan(0);
  });
});

describe('fair and specific (docs/decisions/042)', () => {
  const monday: WeeklyStats = { completedDays: 0, totalDays: 1, categoryStats: { movement: 0, nutrition: 0, mindfulness: 0 }, commonSymptoms: [], energyTrend: 'unknown' };
  it('no shortfall rule on day 1 or with fewer than 3 observed days', () => {
    expect(generateWeeklyRecommendations({ stats: monday, reflectionNotes: 'first day', daysSinceStart: 1 })).toEqual([]);
    const sunday = { ...monday, totalDays: 7 };
    expect(generateWeeklyRecommendations({ stats: sunday, reflectionNotes: '', daysSinceStart: 2 })).toEqual([]);
  });
  it('pro-rates: 0 of 3 days fires, 1 of 3 days does not; the reason quotes the same numbers', () => {
    const wed = { ...monday, totalDays: 3 };
    const none = generateWeeklyRecommendations({ stats: wed, reflectionNotes: '' });
    expect(none[0]?.rationale).toContain('You ticked movement on 0 of 3 days so far this week');
    const one = generateWeeklyRecommendations({ stats: { ...wed, categoryStats: { movement: 1, nutrition: 1, mindfulness: 1 } }, reflectionNotes: '' });
    expect(one.map((r) => r.label)).toEqual([]);
    const started = generateWeeklyRecommendations({ stats: { ...wed, totalDays: 7 }, reflectionNotes: '', user: { createdAt: '2025-03-12' }, today: '2025-03-16' });
    expect(started[0]?.rationale).toContain('0 of 5 days since you started');
  });
  it('reads the week’s notes: food triggers, forgetting, poor sleep', () => {
    const logs = [
      { date: '2025-03-10', notes: 'Bloated after bread at lunch' },
      { date: '2025-03-11', notes: 'slept badly, forgot my supplements' },
      { date: '2025-03-12', notes: 'So bloated after bread again' },
      { date: '2025-03-13', notes: 'bloated in the evening' },
      { date: '2025-03-14', notes: 'Forgot my magnesium again. Woke at 3am' },
    ];
    const routines = [routine('s', 'supplement', 'Magnesium Supplement'), routine('w', 'movement', 'Daily Walk')];
    const stats: WeeklyStats = { completedDays: 5, totalDays: 5, categoryStats: { movement: 4, nutrition: 3, mindfulness: 2 }, commonSymptoms: ['bloating', 'sleep'], energyTrend: 'stable' };
    const recs = generateWeeklyRecommendations({ stats, reflectionNotes: 'Kept forgetting supplements', routines, logs });
    const food = recs.find((r) => r.label === 'Try a week with less bread');
    expect(food?.rationale).toContain('You wrote “bloated” on 3 of the 5 days you made notes, 2 times after bread');
    const fromReflection = generateWeeklyRecommendations({ stats: monday, reflectionNotes: 'I slept badly and felt bloated after bread.', daysSinceStart: 1 });
    expect(fromReflection.map((r) => r.label)).toEqual(['Try a week with less bread', 'Add an evening wind-down routine']);
    expect(fromReflection[0]!.rationale).toContain('Your reflection says you felt bloated after bread');
    // Her words quoted whole, not the part a pattern matched ("Woke at 3").
    const night = generateWeeklyRecommendations({ stats: monday, reflectionNotes: 'Woke at 3am twice.', daysSinceStart: 1 });
    expect(night.find((r) => r.label === 'Add an evening wind-down routine')?.rationale).toContain('Your reflection says “Woke at 3am twice”');
    const forgot = recs.find((r) => r.label === 'Tie “Magnesium Supplement” to breakfast');
    expect(forgot?.rationale).toMatch(/You wrote “forgot my supplements” on 2 days and again in your reflection/);
    const sleep = recs.find((r) => r.label === 'Add an evening wind-down routine');
    expect(sleep?.rationale).toContain('on 2 of the 5 days you made notes');
    for (const r of recs) expect(citesHerData(r.rationale)).toBe(true);
    // never suggests what she has: no walk, no magnesium
    expect(recs.some((r) => r.type === 'add' && /walk|magnesium/i.test(r.label))).toBe(false);
  });

  it('reads her reflection: "the breathing helped me" keeps the breathing; a walk she misses is offered back first', () => {
    const stats: WeeklyStats = { completedDays: 2, totalDays: 7, categoryStats: { movement: 0, nutrition: 3, mindfulness: 1 }, commonSymptoms: [], energyTrend: 'stable' };
    const routines = [routine('b', 'mindfulness', 'Daily Stress Relief Breathing'), routine('w', 'movement', 'Morning Walk', false)];
    const recs = generateWeeklyRecommendations({ stats, reflectionNotes: 'The breathing helped me. I really miss my morning walks.', routines });
    const labels = recs.map((r) => r.label);
    expect(labels).toContain('Keep “Daily Stress Relief Breathing”');
    expect(labels.filter((l) => /Breathing/.test(l))).toEqual(['Keep “Daily Stress Relief Breathing”']);
    expect(labels).not.toContain(LOCAL_RECOMMENDATIONS.addMovement.label);
    const back = recs.find((r) => r.label === 'Bring back “Morning Walk”');
    expect(back?.rationale).toBe('You wrote that you miss your morning walks. “Morning Walk” is still here, paused: switching it back on is easier than starting something new.');
    expect(labels.indexOf('Bring back “Morning Walk”')).toBeLessThan(labels.findIndex((l) => /^Add /.test(l)) === -1 ? 99 : labels.findIndex((l) => /^Add /.test(l)));
  });

  it('says how often she wrote something the way a person would', () => {
    expect(wroteOn(1, 1, 'exhausted')).toBe('You wrote “exhausted”.');
    expect(wroteOn(1, 4, 'tired')).toBe('You wrote “tired” one day this week.');
    expect(wroteOn(3, 3, 'bloated')).toBe('You wrote “bloated” on all 3 days you made notes.');
    expect(wroteOn(2, 5, 'bloated')).toBe('You wrote “bloated” on 2 of the 5 days you made notes.');
  });
});
