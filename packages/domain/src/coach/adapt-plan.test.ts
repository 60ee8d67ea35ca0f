import { describe, expect, it } from 'vitest';
import { AdjustmentObjectSchema, DailyPlanSchema, LlmExtractObjectSchema, type DailyPlan } from '../schemas';
import { containsCalorieOrWeightTarget } from '../safety';
import { SAMPLE_ROUTINES, SAMPLE_USER } from '../../bench/sample-profile';
import { adaptPlan, isIntenseMovement, NIGHT_FLUSH_STEPS } from './adapt-plan';
import { buildDailyPlan } from './daily-plan';
import { detectSymptoms, extractFromNote } from './note-extract';

const DATE = '2025-03-12';
const plan = buildDailyPlan({ user: SAMPLE_USER, routines: SAMPLE_ROUTINES, date: DATE, manualTasks: ['Call the pharmacy'] });
const adapt = (note: string, p: DailyPlan = plan) => adaptPlan({ plan: p, note, user: SAMPLE_USER, date: DATE });

describe('adaptPlan', () => {
  it('"slept badly, lower back pain" → wind-down task + gentle mobility replacing intense movement', () => {
    const r = adapt('slept badly, lower back pain');
    expect(r.safety).toBeNull();
    expect(r.llmExtract.symptoms).toEqual(['poor sleep', 'back pain']);
    const labels = r.plan.tasks.map((t) => t.label);
    expect(labels).not.toContain('HIIT Workout');
    const mobility = r.plan.tasks.find((t) => t.label === 'Gentle mobility instead of “HIIT Workout”');
    expect(mobility).toMatchObject({ source: 'adjustment_add', routineId: 'r-hiit', category: 'movement', reasonTag: 'Adapted: back pain' });
    expect(mobility?.notes).toMatch(/Pelvic tilts/);
    expect(r.plan.tasks.find((t) => t.label.startsWith('Evening wind-down'))).toMatchObject({
      source: 'adjustment_add',
      category: 'mindfulness',
      reasonTag: 'Adapted: poor sleep',
    });
    expect(r.adjustments.map((a) => a.type)).toEqual(['swap', 'add']);
    for (const a of r.adjustments) {
      expect(AdjustmentObjectSchema.parse(a)).toEqual(a);
      expect(a.label).not.toBe('');
      expect(a.rationale?.length).toBeGreaterThan(20);
    }
    expect(r.plan.adjustments).toEqual(r.adjustments);
    expect(r.plan.coachNote).toContain('You slept badly and your lower back hurts, so I swapped “HIIT Workout” for gentle mobility and added an evening wind-down.');
    expect(DailyPlanSchema.parse(r.plan)).toEqual(r.plan);
    // unchanged tasks keep their place and state
    expect(r.plan.tasks.filter((t) => t.source !== 'adjustment_add')).toEqual(plan.tasks.filter((t) => t.routineId !== 'r-hiit'));
  });

  it('softens intense movement on a tired day without pain', () => {
    const r = adapt('So tired today, brain fog');
    expect(r.adjustments).toEqual([expect.objectContaining({ label: 'Made “HIIT Workout” lighter', type: 'soften' })]);
    expect(r.plan.tasks.find((t) => t.routineId === 'r-hiit')).toMatchObject({
      label: 'HIIT Workout (lighter version)',
      reasonTag: 'Adapted: low energy',
      source: 'routine',
    });
  });

  it('a low numeric energy level softens too, a middling one does not', () => {
    expect(adapt('energy 2/10').adjustments.map((a) => a.type)).toEqual(['soften']);
    expect(adapt('energy 5/10').adjustments).toEqual([]);
  });

  it('adds a mobility task when there is nothing intense to swap', () => {
    const calm = buildDailyPlan({ user: SAMPLE_USER, routines: SAMPLE_ROUTINES.filter((r) => r.id !== 'r-hiit'), date: DATE });
    const r = adapt('my neck is stiff', calm);
    expect(r.adjustments).toEqual([expect.objectContaining({ label: 'Added gentle mobility', type: 'add' })]);
    expect(r.plan.tasks.at(-1)?.label).toBe('Gentle mobility for your neck');
    expect(r.plan.tasks.at(-1)?.notes).toMatch(/Neck half circles|Chin tucks/);
    expect(adapt('stiff and achy', calm).plan.tasks.at(-1)?.label).toBe('Gentle mobility for your stiffness');
  });

  it('what her routines already cover is moved up, not added again (docs/decisions/041)', () => {
    // 'Evening Walk' covers a walk after a meal: it moves to the top of what is left, nothing is added.
    const r = adapt('So bloated after lunch');
    expect(r.plan.tasks.filter((t) => t.source === 'adjustment_add')).toEqual([]);
    expect(r.plan.tasks.find((t) => t.status === 'pending')?.label).toBe('Evening Walk');
    expect(r.adjustments).toEqual([expect.objectContaining({ label: 'Put “Evening Walk” first' })]);
    expect(r.plan.coachNote).toMatch(/put “Evening Walk” first/);
    // A wind-down routine covers poor sleep: no second wind-down.
    const windDown = { id: 'r-wd', type: 'mindfulness' as const, label: 'Evening Relaxation Wind-Down', subtasks: [{ id: 's1', name: 'Screens off an hour before bed', description: '', completed: false }] };
    const withWindDown = buildDailyPlan({ user: SAMPLE_USER, routines: [...SAMPLE_ROUTINES, windDown], date: DATE });
    const slept = adaptPlan({ plan: withWindDown, note: 'slept badly', user: SAMPLE_USER, date: DATE, routines: [...SAMPLE_ROUTINES, windDown] });
    expect(slept.plan.tasks.some((t) => t.label.startsWith('Evening wind-down'))).toBe(false);
    expect(slept.adjustments.map((a) => a.label)).toContain('Put “Evening Relaxation Wind-Down” first');
    // And a breathing routine covers stress.
    const breathe = { id: 'r-br', type: 'mindfulness' as const, label: 'Daily Stress Relief Breathing' };
    const calm = adaptPlan({ plan: buildDailyPlan({ user: SAMPLE_USER, routines: [breathe], date: DATE }), note: 'really stressed', user: SAMPLE_USER, routines: [breathe] });
    expect(calm.plan.tasks.map((t) => t.label)).toEqual(['Daily Stress Relief Breathing']);
  });

  it.each([
    ['Period cramps today', 'Warmth and rest for cramps', 'cramps'],
    ['Feeling anxious about work', 'Five minutes of slow breathing', 'anxiety'],
    ['Really stressed', 'Five minutes of slow breathing', 'stress'],
    ['Feeling low and tearful', 'Ten minutes outside and a message to someone you like', 'low mood'],
    ['Headache all afternoon', 'A ten-minute screen break', 'headache'], // her morning ritual already has lemon water
    ['Feeling sick this morning', 'Small, plain snacks and sips of water', 'nausea'],
    ['Hot flushes all night', 'Cool bedroom and light layers tonight', 'hot flushes'],
  ])('%j → adds %j', (note, label, reason) => {
    const r = adapt(note);
    const task = r.plan.tasks.find((t) => t.label === label);
    expect(task).toMatchObject({ source: 'adjustment_add', reasonTag: `Adapted: ${reason}` });
    expect(r.adjustments.length).toBeGreaterThan(0);
    for (const a of r.adjustments) expect(containsCalorieOrWeightTarget(`${a.label} ${a.rationale}`)).toBe(false);
  });

  it('a red flag returns the plan unchanged with a safety notice', () => {
    const r = adapt('I have chest pain and feel dizzy');
    expect(r.plan).toBe(plan);
    expect(r.adjustments).toEqual([]);
    expect(r.safety?.level).toBe('urgent');
  });

  it('an ordinary note with nothing to adapt changes nothing', () => {
    const r = adapt('Great day, feeling good!');
    expect(r.plan).toBe(plan);
    expect(r.adjustments).toEqual([]);
    expect(r.safety).toBeNull();
    expect(r.llmExtract).toMatchObject({ mood: 'good', energy: 'good' });
  });

  it('is idempotent and deterministic', () => {
    const once = adapt('slept badly, lower back pain');
    expect(adapt('slept badly, lower back pain')).toEqual(once);
    const twice = adapt('slept badly, lower back pain', once.plan);
    expect(twice.adjustments).toEqual([]);
    expect(twice.plan).toBe(once.plan);
    const then = adapt('and now a headache', once.plan);
    expect(then.plan.coachNote).toContain('You have a headache, so I');
    expect(then.plan.adjustments).toHaveLength(3);
  });

  it('works on a plan with an empty coach note and no disclaimer', () => {
    const bare: DailyPlan = { ...plan, coachNote: '', disclaimer: undefined };
    const r = adapt('headache', bare);
    expect(r.plan.coachNote).toContain('You have a headache, so I added water and a screen break.');
    expect(r.plan.disclaimer).toBeDefined();
  });

  it('does not swap a task that is already done', () => {
    const done: DailyPlan = { ...plan, tasks: plan.tasks.map((t) => (t.routineId === 'r-hiit' ? { ...t, status: 'done' } : t)) };
    expect(adapt('back pain', done).plan.tasks.find((t) => t.routineId === 'r-hiit' && t.source === 'routine')?.status).toBe('done');
  });

  it('classifies intense movement', () => {
    const t = { status: 'pending' as const, reasonTag: '', source: 'manual' as const };
    expect(isIntenseMovement({ ...t, label: '5k run' })).toBe(true);
    expect(isIntenseMovement({ ...t, label: 'Evening walk', category: 'movement' })).toBe(false);
    expect(isIntenseMovement({ ...t, label: 'Pilates', category: 'movement' })).toBe(false);
    expect(isIntenseMovement({ ...t, label: 'Dance', category: 'movement' })).toBe(true);
    expect(isIntenseMovement({ ...t, label: 'Dance', category: 'other' })).toBe(false);
    expect(isIntenseMovement({ ...t, label: 'Gym', status: 'done' })).toBe(false);
  });
});

describe('extractFromNote', () => {
  it.each([
    ['Energy 4/10, mood 6 out of 10, pain 3/10', { mood: 6, energy: 4, pain: 3, symptoms: [] }],
    ['exhausted and anxious, neck is stiff', { mood: 'anxious', energy: 'low', pain: 'moderate', symptoms: ['fatigue', 'neck pain', 'stiffness', 'anxiety'] }],
    ['Terrible back pain, feeling low', { mood: 'low', pain: 'severe', symptoms: ['back pain', 'low mood'] }],
    ['slight knee pain, irritable', { mood: 'irritable', pain: 'mild', symptoms: ['knee pain', 'irritability'] }],
    ['full of energy today!', { energy: 'high', mood: 'good', symptoms: [] }],
    ['no headache, no cramps, not bloated', { symptoms: [] }],
    ['stressed', { mood: 'stressed', symptoms: ['stress'] }],
    ['energy 42', { symptoms: [] }],
    ['', { symptoms: [] }],
  ])('%j', (note, expected) => {
    const out = extractFromNote(note);
    expect(out).toEqual(expected);
    expect(LlmExtractObjectSchema.parse(out)).toEqual(out);
  });

  it('detects symptoms with negation per clause', () => {
    expect(detectSymptoms('No headache but I slept badly')).toEqual(['poor sleep']);
    expect(detectSymptoms('hip pain, sore shoulders, achy joints, hot flash, night sweats, cravings, reflux')).toEqual([
      'shoulder pain',
      'hip pain',
      'joint pain',
      'stiffness',
      'digestive upset',
      'hot flushes',
      'night sweats',
      'cravings',
    ]);
  });
});

describe('adaptPlan edge cases', () => {
  it('swaps a manual intense task (no routine id)', () => {
    const p = buildDailyPlan({ user: SAMPLE_USER, routines: [], date: DATE, manualTasks: ['5k run'] });
    const r = adapt('knee pain', p);
    const swap = r.plan.tasks.find((t) => t.source === 'adjustment_add');
    expect(swap?.label).toBe('Gentle mobility instead of “5k run”');
    expect(swap?.routineId).toBeUndefined();
    expect(swap?.notes).toMatch(/ and /);
  });
});

describe('the coach hears what she meant (decision 110)', () => {
  const labels = (note: string) => adaptPlan({ plan, note, user: SAMPLE_USER, date: DATE }).plan.tasks.filter((t) => t.source === 'adjustment_add').map((t) => t.label);

  it('"I sleep OK, just busy" gets no sleep advice; "no back pain today" gets no mobility', () => {
    expect(labels('I sleep OK, just busy').join(' ')).not.toMatch(/wind-down|sleep/i);
    expect(labels('No back pain today, feeling fine')).toEqual([]);
    expect(labels('My daughter has a headache')).toEqual([]);
  });

  it('3 am hot flushes get steps for the night', () => {
    const r = adaptPlan({ plan, note: 'Woke at 3am with hot flushes again', user: SAMPLE_USER, date: DATE });
    const task = r.plan.tasks.find((t) => t.label === 'A plan for hot flushes in the night');
    expect(task?.notes).toBe(NIGHT_FLUSH_STEPS);
    expect(task?.heard).toBe('hot flushes');
  });

  it('priorities follow severity: the severe thing comes first among what was added', () => {
    // Cramps come before a headache in the coach's order; said "slight" and "terrible", the headache goes first.
    const added = labels('Slight cramps. Terrible headache.');
    expect(added.findIndex((l) => /screen break/.test(l))).toBe(0);
    expect(added).toContain('Warmth and rest for cramps');
  });
});
