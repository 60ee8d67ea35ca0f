import { describe, expect, it } from 'vitest';
import { LOCAL_RECOMMENDATIONS, localWeeklyRecommendations } from '../engine';
import { WeeklyRecommendationSchema, type Routine, type WeeklyStats } from '../schemas';
import { SAMPLE_REFLECTION, SAMPLE_ROUTINES, SAMPLE_STATS, SAMPLE_USER } from '../../bench/sample-profile';
import { generateWeeklyRecommendations, SAFE_SUPPLEMENT_REVIEW } from './weekly-recommendations';

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
  it('always includes the spec local rules first when they apply', () => {
    const recs = generateWeeklyRecommendations({ stats: SAMPLE_STATS, reflectionNotes: SAMPLE_REFLECTION, routines: SAMPLE_ROUTINES });
    const local = localWeeklyRecommendations(SAMPLE_STATS);
    expect(local).toHaveLength(3);
    expect(recs.slice(0, 3)).toEqual(local);
    for (const r of recs) expect(WeeklyRecommendationSchema.parse(r)).toEqual(r);
  });

  it('swaps a local rule naming an unsuitable supplement for a safe review (same type and priority)', () => {
    const recs = generateWeeklyRecommendations({ stats: SAMPLE_STATS, reflectionNotes: '', user: SAMPLE_USER });
    const supp = recs.find((r) => r.routineType === 'supplement');
    expect(supp).toEqual({ ...LOCAL_RECOMMENDATIONS.modifySupplement, ...SAFE_SUPPLEMENT_REVIEW });
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
    expect(labels).toContain('keep Keep “Evening Walk” low');
    expect(labels).toContain('remove Pause “Cold Showers” low');
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
    expect(recs.map((r) => r.label)).toEqual(['Add a 10-minute gentle mobility routine', 'Keep “Evening Wind-Down”']);
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
