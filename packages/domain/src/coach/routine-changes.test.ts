import { describe, expect, it } from 'vitest';
import { CreateRoutineInputSchema, type Routine, type WeeklyRecommendation } from '../schemas';
import { SAMPLE_REFLECTION, SAMPLE_ROUTINES, SAMPLE_STATS, SAMPLE_USER } from '../../bench/sample-profile';
import {
  applyChangeSet,
  describeChanges,
  findCoveringRoutine,
  isEmptyChangeSet,
  missingSteps,
  MIN_SAME_STEPS,
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
    // She already walks every evening: the walk's steps join "Evening Walk" (docs/decisions/130).
    expect(changes.added.map((a) => a.label)).toEqual(['5-minute breathing practice']);
    for (const a of changes.added) {
      expect(CreateRoutineInputSchema.parse(a)).toEqual(a);
      expect(a).toMatchObject({ userId: SAMPLE_USER.id, frequency: 'daily', active: true, isPersonalized: true });
      expect(a.subtasks.length).toBeGreaterThanOrEqual(2);
    }
    expect(changes.modified.map((m) => [m.routineId, m.after.notes, m.after.active])).toEqual([
      ['r-walk', '', true],
      ['r-hiit', 'Make “HIIT Workout” gentler. Pain came up.', true],
      ['r-old', '', true],
    ]);
    expect(changes.deactivated).toEqual([{ routineId: 'r-breakfast', before: SAMPLE_ROUTINES[3] }]);
    expect(changes.modified[0]?.after.subtasks.map((t) => [t.id, t.name])).toEqual([
      ['r-walk-s1', '20 minute walk'],
      ['r-walk-m1', 'Easy-paced walk'],
      ['r-walk-m2', 'Gentle stretch afterwards'],
    ]);
    expect(describeChanges(changes)).toEqual([
      'Added “5-minute breathing practice”',
      'Added 2 steps to “Evening Walk”',
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
    expect(second).toEqual({
      added: [],
      modified: [],
      deactivated: [],
      alreadyHave: [{ recommendation: 'Add a daily 20-minute walk', routineId: 'r-walk', label: 'Evening Walk' }],
    });
    expect(isEmptyChangeSet(second)).toBe(true);
    expect(describeChanges(second)).toEqual(['You already have this: “Evening Walk”']);
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

describe('advice lands once (docs/decisions/130)', () => {
  const mine = (id: string, type: Routine['type'], label: string, steps: string[], extra: Partial<Routine> = {}): Routine => ({
    id,
    userId: 'u1',
    type,
    label,
    frequency: 'daily',
    notes: '',
    active: true,
    isPersonalized: true,
    subtasks: steps.map((name, i) => ({ id: `${id}-s${i + 1}`, name, description: '', completed: false })),
    ...extra,
  });
  const mobility = rec('add', 'movement', 'Add a 10-minute gentle mobility routine', '“back pain” came up in your notes this week. A few minutes of slow mobility work can ease tension.');
  const exercises = subtasksForRecommendation(mobility).map((s) => s.name);

  it('the same idea under another name: "you already have this", nothing created or changed', () => {
    const back = mine('r-back', 'movement', 'Gentle mobility for your back', exercises);
    const c = planRecommendationChanges([back], [mobility], { userId: 'u1' });
    expect(c).toEqual({ added: [], modified: [], deactivated: [], alreadyHave: [{ recommendation: mobility.label, routineId: 'r-back', label: 'Gentle mobility for your back' }] });
    expect(describeChanges(c)).toEqual(['You already have this: “Gentle mobility for your back”']);
  });

  it('the same steps under a label that names no idea: already there', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(MIN_SAME_STEPS);
    const care = mine('r-care', 'other', 'My back care', [...exercises].reverse().map((n) => n.toUpperCase()));
    expect(planRecommendationChanges([care], [mobility]).alreadyHave?.map((a) => a.routineId)).toEqual(['r-care']);
    // Two generic starter steps are not "the same steps": a breakfast routine does not cover less bread.
    const breakfast = mine('r-bf', 'nutrition', 'Simple balanced breakfast', subtasksForRecommendation(rec('add', 'nutrition', 'x')).map((s) => s.name));
    const bread = planRecommendationChanges([breakfast], [rec('add', 'nutrition', 'Try a week with less bread', 'You wrote “bloated” twice.')]);
    expect(bread.added.map((a) => a.label)).toEqual(['Try a week with less bread']);
    expect(bread.alreadyHave).toBeUndefined();
  });

  it('merges only the missing steps into her routine of that idea, and undo restores it exactly', () => {
    const stretch = mine('r-stretch', 'movement', 'Morning stretch', [exercises[0] as string, 'Reach for the sky']);
    const c = planRecommendationChanges([stretch], [mobility], { userId: 'u1', newId: (() => { let n = 0; return () => `new${++n}`; })() });
    expect(c.added).toEqual([]);
    expect(c.alreadyHave).toBeUndefined();
    expect(c.modified).toHaveLength(1);
    const after = c.modified[0]?.after as Routine;
    expect(after.subtasks.map((s) => s.name)).toEqual([exercises[0], 'Reach for the sky', ...exercises.slice(1)]);
    expect(after.subtasks.slice(2).map((s) => s.id)).toEqual(['new1', 'new2']);
    expect({ ...after, subtasks: stretch.subtasks }).toEqual(stretch);
    expect(describeChanges(c)).toEqual([`Added ${exercises.length - 1} steps to “Morning stretch”`]);
    const applied = applyChangeSet([stretch], c, () => 'unused');
    expect(revertChanges(applied, undoChanges(c))).toEqual([stretch]);
  });

  it('a paused routine of that idea is switched back on (with its missing steps), not created again', () => {
    const paused = mine('r-yoga', 'movement', 'Yoga flow', exercises, { active: false });
    const c = planRecommendationChanges([paused], [mobility]);
    expect(c.added).toEqual([]);
    expect(c.modified.map((m) => [m.routineId, m.after.active, m.after.subtasks.length])).toEqual([['r-yoga', true, exercises.length]]);
    expect(describeChanges(c)).toEqual(['Switched “Yoga flow” back on']);
  });

  it('prefers an active routine, then one of the same type; a walk whose last step is a stretch is not a mobility routine', () => {
    const walk = mine('r-walk', 'movement', 'Evening Walk', ['Walk', 'Gentle stretch afterwards']);
    expect(planRecommendationChanges([walk], [mobility]).added.map((a) => a.label)).toEqual(['10-minute gentle mobility routine']);
    const pausedMob = mine('r-1', 'movement', 'Mobility', [], { active: false });
    const activeMob = mine('r-2', 'mindfulness', 'Yoga and breathing', []);
    expect(findCoveringRoutine([pausedMob, activeMob], { label: 'Gentle mobility', type: 'movement', subtasks: [] })?.id).toBe('r-2');
    const sameType = mine('r-3', 'movement', 'Stretching', []);
    expect(findCoveringRoutine([activeMob, sameType], { label: 'Gentle mobility', type: 'movement', subtasks: [] })?.id).toBe('r-3');
  });

  it('two recommendations of one apply that are the same idea make one routine', () => {
    const c = planRecommendationChanges([], [mobility, rec('add', 'movement', 'Add some gentle stretching for your back')], { userId: 'u1' });
    expect(c.added.map((a) => a.label)).toEqual(['10-minute gentle mobility routine']);
  });

  it('missing steps: by name (case and punctuation aside), once each, within the subtask limit', () => {
    const full = mine('r-full', 'movement', 'Full', Array.from({ length: 29 }, (_, i) => `Step ${i}`));
    expect(missingSteps(full, [{ name: 'step 0!', description: '', completed: false }, { name: 'New', description: '', completed: false }, { name: 'Newer', description: '', completed: false }]).map((s) => s.name)).toEqual(['New']);
    expect(missingSteps(mine('r', 'movement', 'x', []), [{ name: 'A', description: '', completed: false }, { name: 'a.', description: '', completed: false }])).toHaveLength(1);
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
