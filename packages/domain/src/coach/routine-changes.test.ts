import { describe, expect, it } from 'vitest';
import { CreateRoutineInputSchema, type Routine, type WeeklyRecommendation } from '../schemas';
import { SAMPLE_REFLECTION, SAMPLE_ROUTINES, SAMPLE_STATS, SAMPLE_USER } from '../../bench/sample-profile';
import {
  applyChangeSet,
  describeChanges,
  planRecommendationChanges,
  revertChanges,
  routineLabelFromRecommendation,
  subtasksForRecommendation,
  undoChanges,
} from './routine-changes';
import { generateWeeklyRecommendations } from './weekly-recommendations';

const rec = (type: WeeklyRecommendation['type'], routineType: WeeklyRecommendation['routineType'], label: string, rationale = 'Because.'): WeeklyRecommendation => ({
  type,
  routineType,
  label,
  rationale,
  priority: 'medium',
});

describe('planRecommendationChanges', () => {
  it('returns the exact change set and never mutates the input', () => {
    const before = structuredClone(SAMPLE_ROUTINES);
    const changes = planRecommendationChanges(SAMPLE_ROUTINES, [
      rec('add', 'movement', 'Add a daily 20-minute walk'),
      rec('add', 'mindfulness', 'Add a 5-minute breathing practice'),
      rec('modify', 'movement', 'Make “HIIT Workout” gentler', 'Pain came up.'),
      rec('remove', 'other', 'Pause “Protein Breakfast”'),
      rec('keep', 'movement', 'Keep “Evening Walk”'),
      rec('add', 'other', 'Cold Showers'), // inactive routine with that label → switched back on
    ]);
    expect(SAMPLE_ROUTINES).toEqual(before);
    expect(changes.added.map((a) => a.label)).toEqual(['Daily 20-minute walk', '5-minute breathing practice']);
    for (const a of changes.added) {
      expect(CreateRoutineInputSchema.parse(a)).toEqual(a);
      expect(a).toMatchObject({ userId: SAMPLE_USER.id, frequency: 'daily', active: true, isPersonalized: true });
      expect(a.subtasks.length).toBeGreaterThanOrEqual(2);
    }
    expect(changes.modified.map((m) => [m.routineId, m.after.notes, m.after.active])).toEqual([
      ['r-hiit', 'Make “HIIT Workout” gentler. Pain came up.', true],
      ['r-old', '', true],
    ]);
    expect(changes.deactivated).toEqual([{ routineId: 'r-breakfast', before: SAMPLE_ROUTINES[3] }]);
    expect(describeChanges(changes)).toEqual([
      'Added “Daily 20-minute walk”',
      'Added “5-minute breathing practice”',
      'Updated “HIIT Workout”',
      'Switched “Cold Showers” back on',
      'Paused “Protein Breakfast”',
    ]);
  });

  it('change set + undo round trip restores the routines exactly', () => {
    const recs = generateWeeklyRecommendations({ stats: SAMPLE_STATS, reflectionNotes: `${SAMPLE_REFLECTION} I want to stop the Magnesium Supplement.`, routines: SAMPLE_ROUTINES, user: SAMPLE_USER });
    const changes = planRecommendationChanges(SAMPLE_ROUTINES, recs, { user: SAMPLE_USER });
    expect(changes.added.length + changes.modified.length + changes.deactivated.length).toBeGreaterThan(2);
    const ids = changes.added.map((_, i) => `new-${i + 1}`);
    const applied = applyChangeSet(SAMPLE_ROUTINES, changes, (_input, i) => ids[i] as string);
    expect(applied).toHaveLength(SAMPLE_ROUTINES.length + changes.added.length);
    expect(applied.at(-1)?.subtasks[0]?.id).toMatch(/^new-\d+-s1$/);
    for (const d of changes.deactivated) expect(applied.find((r) => r.id === d.routineId)?.active).toBe(false);

    const undo = undoChanges(changes, ids);
    expect(undo.deleteRoutineIds).toEqual(ids);
    expect(undo.deleteCreated.map((d) => d.label)).toEqual(changes.added.map((a) => a.label));
    for (const r of undo.restore) expect(r.patch).toMatchObject({ label: r.before.label, active: r.before.active, notes: r.before.notes });
    expect(revertChanges(applied, undo)).toEqual(SAMPLE_ROUTINES);
    expect(undoChanges(changes).deleteRoutineIds).toEqual([]);
  });

  it('a supplement review without a supplement routine creates nothing (docs/decisions/065)', () => {
    const c = planRecommendationChanges(SAMPLE_ROUTINES.filter((r) => r.type !== 'supplement'), [rec('modify', 'supplement', 'Review your supplement routine for energy support', 'Tired.')]);
    expect(c).toEqual({ added: [], modified: [], deactivated: [] });
  });

  it('is idempotent: planning again after applying changes nothing more', () => {
    const recs = [rec('add', 'movement', 'Add a daily 20-minute walk'), rec('modify', 'supplement', 'Review supplements', 'Ask your pharmacist.')];
    const first = planRecommendationChanges(SAMPLE_ROUTINES, recs);
    const applied = applyChangeSet(SAMPLE_ROUTINES, first, (_, i) => `n${i}`);
    const second = planRecommendationChanges(applied, recs);
    expect(second).toEqual({ added: [], modified: [], deactivated: [] });
  });

  it('modify without a matching routine adds one; remove without a named routine does nothing', () => {
    const routines: Routine[] = [];
    const c = planRecommendationChanges(routines, [rec('modify', 'mindfulness', 'Try a body scan'), rec('remove', 'movement', 'Pause “Nope”'), rec('add', 'mindfulness', 'Try a body scan')], {
      userId: 'u9',
    });
    expect(c.added).toHaveLength(1);
    expect(c.added[0]).toMatchObject({ userId: 'u9', label: 'Try a body scan', type: 'mindfulness' });
    expect(c.deactivated).toEqual([]);
    expect(planRecommendationChanges([], [rec('add', 'other', 'Journal')]).added[0]?.userId).toBe('');
  });

  it('deactivating a routine that was modified earlier in the same set records only the deactivation', () => {
    const c = planRecommendationChanges(SAMPLE_ROUTINES, [rec('modify', 'movement', 'Make “HIIT Workout” easier'), rec('remove', 'movement', 'Pause “HIIT Workout”')]);
    expect(c.modified).toEqual([]);
    expect(c.deactivated.map((d) => d.routineId)).toEqual(['r-hiit']);
    expect(c.deactivated[0]?.before).toEqual(SAMPLE_ROUTINES[1]);
  });

  it('skips supplement routines that are unsafe for the user', () => {
    const c = planRecommendationChanges(SAMPLE_ROUTINES, [rec('add', 'supplement', 'Add ashwagandha', 'For stress.')], { user: SAMPLE_USER });
    expect(c.added).toEqual([]);
    expect(planRecommendationChanges(SAMPLE_ROUTINES, [rec('add', 'supplement', 'Add ashwagandha')]).added).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('routine labels and starter subtasks', () => {
    expect(routineLabelFromRecommendation('Add a daily 20-minute walk')).toBe('Daily 20-minute walk');
    expect(routineLabelFromRecommendation('add an evening wind-down')).toBe('Evening wind-down');
    expect(routineLabelFromRecommendation('Add ')).toBe('Add');
    expect(routineLabelFromRecommendation('Journal nightly')).toBe('Journal nightly');
    expect(subtasksForRecommendation(rec('add', 'movement', 'Add gentle mobility for my neck')).length).toBe(3);
    expect(subtasksForRecommendation(rec('add', 'nutrition', 'Breakfast'))).toHaveLength(2);
    expect(subtasksForRecommendation(rec('add', 'supplement', 'Vitamin D'))).toEqual([]);
  });
});
