import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addChallenge,
  addCustomCategory,
  addUniqueItem,
  canAdvanceWizardStep,
  isAddTaskEnabled,
  isGenerateRecommendationsEnabled,
  isOnboardingNextEnabled,
  isPlausibleEmail,
  normalizeEditProfile,
  toggleChip,
  validateAddTask,
  validateNote,
  validateOnboardingAnswer,
  validateProfileCreation,
  validateRoutineName,
  validateWeeklyReflection,
} from './forms';
import { CreateUserInputSchema, UpdateUserInputSchema } from '../schemas/user';
import { AddTaskInputSchema } from '../schemas/plan';

describe('onboarding answer', () => {
  it("blank → 'Response required / Please provide an answer before continuing.'", () => {
    expect(validateOnboardingAnswer('  \n ')).toEqual({
      ok: false,
      title: 'Response required',
      description: 'Please provide an answer before continuing.',
    });
    expect(isOnboardingNextEnabled(' ')).toBe(false);
    expect(isOnboardingNextEnabled(' a ')).toBe(true);
  });
  it('trims a valid answer; rejects an overlong one', () => {
    expect(validateOnboardingAnswer(' Ana ')).toEqual({ ok: true, value: 'Ana' });
    expect(validateOnboardingAnswer('x'.repeat(5001))).toEqual({
      ok: false,
      title: 'Too long',
      description: 'Please keep this under 5000 characters.',
    });
  });
});

describe('note save', () => {
  it("blank → 'No content to save / Please enter or record a note first'", () => {
    expect(validateNote('   ')).toEqual({ ok: false, title: 'No content to save', description: 'Please enter or record a note first' });
    expect(validateNote(' tired ')).toEqual({ ok: true, value: 'tired' });
  });
});

describe('Add Task', () => {
  it('label required; notes absent when empty; source manual', () => {
    expect(validateAddTask({ label: ' ', notes: 'x' })).toMatchObject({ ok: false });
    expect(isAddTaskEnabled('  ')).toBe(false);
    expect(isAddTaskEnabled('a')).toBe(true);
    const r = validateAddTask({ label: ' Stretch ', notes: '  ' });
    expect(r).toEqual({ ok: true, value: { label: 'Stretch', source: 'manual' } });
    expect(r.ok && 'notes' in r.value).toBe(false);
    expect(validateAddTask({ label: 'Stretch', notes: null })).toEqual({ ok: true, value: { label: 'Stretch', source: 'manual' } });
    const withNotes = validateAddTask({ label: 'Stretch', notes: ' gently ' });
    expect(withNotes).toEqual({ ok: true, value: { label: 'Stretch', notes: 'gently', source: 'manual' } });
    if (withNotes.ok) expect(AddTaskInputSchema.parse(withNotes.value)).toEqual(withNotes.value);
  });
  it('caps lengths', () => {
    expect(validateAddTask({ label: 'x'.repeat(201) }).ok).toBe(false);
    expect(validateAddTask({ label: 'x', notes: 'y'.repeat(2001) }).ok).toBe(false);
  });
});

describe('new routine name', () => {
  it("blank → 'Please enter a routine name'", () => {
    expect(validateRoutineName(' ')).toEqual({ ok: false, title: 'Please enter a routine name' });
    expect(validateRoutineName(' Walk ')).toEqual({ ok: true, value: 'Walk' });
  });
});

describe('custom category / challenge', () => {
  it('trimmed, non-empty, no duplicates (case-insensitive)', () => {
    expect(addCustomCategory(['Sleep'], '  Gut health ')).toEqual({ ok: true, value: ['Sleep', 'Gut health'] });
    expect(addCustomCategory(['Sleep'], '   ')).toMatchObject({ ok: false, title: 'Please enter a value' });
    expect(addCustomCategory(['Sleep'], ' sleep ')).toMatchObject({ ok: false, title: 'Already added' });
    expect(addChallenge(['Anxiety'], 'Anxiety')).toMatchObject({ ok: false, title: 'Already added' });
    expect(addChallenge([], 'Cycle/PMS')).toEqual({ ok: true, value: ['Cycle/PMS'] });
  });
  it('caps count and length', () => {
    expect(addUniqueItem(['a', 'b'], 'c', 2)).toMatchObject({ ok: false, title: 'Too many items' });
    expect(addUniqueItem([], 'x'.repeat(201), 5)).toMatchObject({ ok: false, title: 'Too long' });
  });
  it('toggleChip', () => {
    expect(toggleChip(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleChip(['a', 'b'], 'a')).toEqual(['b']);
  });
  it('property: a successful add never creates a duplicate and the value is trimmed', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 8 }), { maxLength: 5 }), fc.string({ maxLength: 12 }), (list, v) => {
        const r = addCustomCategory(list, v);
        if (r.ok) {
          const added = r.value[r.value.length - 1]!;
          expect(added).toBe(v.trim());
          expect(added).not.toBe('');
          expect(list.some((x) => x.trim().toLowerCase() === added.toLowerCase())).toBe(false);
        }
      }),
    );
  });
});

describe('wizard step gates', () => {
  const state = {
    profile: { name: 'Ana', email: 'ana@example.com' },
    context: 'I sleep badly.',
    routines: [{ included: false }, { included: true }],
  };
  it('steps 0 and 4 always pass; unknown steps never', () => {
    const empty = { profile: { name: '', email: '' }, context: '', routines: [] };
    expect(canAdvanceWizardStep(0, empty)).toBe(true);
    expect(canAdvanceWizardStep(4, empty)).toBe(true);
    expect(canAdvanceWizardStep(5, state)).toBe(false);
  });
  it('step 1: name and email non-empty after trimming (email-shaped)', () => {
    expect(canAdvanceWizardStep(1, state)).toBe(true);
    expect(canAdvanceWizardStep(1, { ...state, profile: { name: '  ', email: 'ana@example.com' } })).toBe(false);
    expect(canAdvanceWizardStep(1, { ...state, profile: { name: 'Ana', email: '   ' } })).toBe(false);
    expect(canAdvanceWizardStep(1, { ...state, profile: { name: 'Ana', email: 'ana' } })).toBe(false);
    expect(isPlausibleEmail(' a@b.co ')).toBe(true);
  });
  it('step 2: trimmed description longer than 10 characters', () => {
    expect(canAdvanceWizardStep(2, { ...state, context: '  0123456789  ' })).toBe(false);
    expect(canAdvanceWizardStep(2, { ...state, context: ' 0123456789A ' })).toBe(true);
  });
  it('step 3: at least one routine and at least one included', () => {
    expect(canAdvanceWizardStep(3, state)).toBe(true);
    expect(canAdvanceWizardStep(3, { ...state, routines: [] })).toBe(false);
    expect(canAdvanceWizardStep(3, { ...state, routines: [{ included: false }] })).toBe(false);
    expect(canAdvanceWizardStep(3, { ...state, routines: [{}] })).toBe(true);
  });
});

describe('profile creation', () => {
  const msg = {
    ok: false,
    title: 'Missing Information',
    description: 'Please fill in all fields and select at least one challenge.',
  };
  it('needs name, location and a challenge', () => {
    expect(validateProfileCreation({ name: ' ', location: 'Porto', challenges: ['anxiety'] })).toEqual(msg);
    expect(validateProfileCreation({ name: 'Ana', location: ' ', challenges: ['anxiety'] })).toEqual(msg);
    expect(validateProfileCreation({ name: 'Ana', location: 'Porto', challenges: [] })).toEqual(msg);
    expect(validateProfileCreation({ name: 'Ana', location: 'Porto', challenges: ['  '] })).toEqual(msg);
  });
  it('returns the POST /users body', () => {
    const r = validateProfileCreation({ name: ' Ana ', location: ' Porto ', challenges: ['anxiety'], customCategories: [' x ', ''] });
    expect(r).toEqual({ ok: true, value: { name: 'Ana', location: 'Porto', challenges: ['anxiety'], customCategories: ['x'] } });
    if (r.ok) expect(CreateUserInputSchema.parse(r.value)).toEqual(r.value);
    expect(validateProfileCreation({ name: 'Ana', location: 'Porto', challenges: ['a'] })).toEqual({
      ok: true,
      value: { name: 'Ana', location: 'Porto', challenges: ['a'] },
    });
  });
  it('caps lengths and counts', () => {
    expect(validateProfileCreation({ name: 'x'.repeat(101), location: 'P', challenges: ['a'] }).ok).toBe(false);
    expect(validateProfileCreation({ name: 'A', location: 'x'.repeat(121), challenges: ['a'] }).ok).toBe(false);
    expect(validateProfileCreation({ name: 'A', location: 'P', challenges: Array.from({ length: 13 }, (_, i) => `c${i}`) }).ok).toBe(false);
  });
});

describe('weekly reflection form', () => {
  it("needs what helped or what didn't help", () => {
    expect(validateWeeklyReflection({ energyMoodScore: 5, whatHelped: ' ', whatDidntHelp: '' })).toEqual({
      ok: false,
      title: 'Missing Information',
      description: "Please share what helped or what didn't help this week.",
    });
    expect(validateWeeklyReflection({ energyMoodScore: 5, whatHelped: '', whatDidntHelp: ' late nights ' })).toEqual({
      ok: true,
      value: { energyMoodScore: 5, whatHelped: '', whatDidntHelp: 'late nights', notes: '' },
    });
  });
  it('score 1-10, step 1', () => {
    for (const s of [0, 11, 5.5, Number.NaN]) {
      expect(validateWeeklyReflection({ energyMoodScore: s, whatHelped: 'x', whatDidntHelp: '' }).ok).toBe(false);
    }
    expect(validateWeeklyReflection({ energyMoodScore: 1, whatHelped: 'x', whatDidntHelp: '', notes: ' n ' })).toEqual({
      ok: true,
      value: { energyMoodScore: 1, whatHelped: 'x', whatDidntHelp: '', notes: 'n' },
    });
    expect(validateWeeklyReflection({ energyMoodScore: 10, whatHelped: 'x'.repeat(5001), whatDidntHelp: '' }).ok).toBe(false);
  });
  it('generate button (daily-progress weekly tab)', () => {
    expect(isGenerateRecommendationsEnabled(' ', false)).toBe(false);
    expect(isGenerateRecommendationsEnabled('ok', true)).toBe(false);
    expect(isGenerateRecommendationsEnabled('ok', false)).toBe(true);
  });
});

describe('edit profile', () => {
  it('numbers become integers or null when empty', () => {
    const r = normalizeEditProfile({ age: ' 41 ', sleepHours: '', stressLevel: null, exerciseLevel: '' });
    expect(r).toEqual({ ok: true, value: { age: 41, sleepHours: null, stressLevel: null, exerciseLevel: null } });
    expect(normalizeEditProfile({ age: 30, sleepHours: 7, stressLevel: 10 })).toEqual({
      ok: true,
      value: { age: 30, sleepHours: 7, stressLevel: 10 },
    });
    expect(normalizeEditProfile({})).toEqual({ ok: true, value: {} });
  });
  it('sleep hours 4-12', () => {
    expect(normalizeEditProfile({ sleepHours: '4' })).toEqual({ ok: true, value: { sleepHours: 4 } });
    expect(normalizeEditProfile({ sleepHours: '12' })).toEqual({ ok: true, value: { sleepHours: 12 } });
    for (const bad of ['3', '13', '7.5', 'abc', 7.5]) {
      expect(normalizeEditProfile({ sleepHours: bad })).toEqual({
        ok: false,
        title: 'Update Failed',
        description: 'Sleep hours must be a whole number from 4 to 12.',
      });
    }
  });
  it('age and stress level', () => {
    expect(normalizeEditProfile({ age: '-1' }).ok).toBe(false);
    expect(normalizeEditProfile({ age: '121' }).ok).toBe(false);
    expect(normalizeEditProfile({ stressLevel: '0' }).ok).toBe(false);
    expect(normalizeEditProfile({ stressLevel: '11' }).ok).toBe(false);
  });
  it('exercise levels', () => {
    for (const level of ['sedentary', 'light', 'moderate', 'high', 'very_high']) {
      expect(normalizeEditProfile({ exerciseLevel: level })).toEqual({ ok: true, value: { exerciseLevel: level } });
    }
    expect(normalizeEditProfile({ exerciseLevel: 'extreme' }).ok).toBe(false);
    expect(normalizeEditProfile({ exerciseLevel: null })).toEqual({ ok: true, value: { exerciseLevel: null } });
  });
  it('trims texts and lists and passes preferences', () => {
    const r = normalizeEditProfile({
      name: ' Ana ',
      email: ' ana@example.com ',
      location: ' Porto ',
      height: ' 165 cm ',
      weight: ' 60 kg ',
      healthConditions: ' PCOS ',
      medications: ' none ',
      goals: [' Better Sleep ', ' '],
      challenges: [' anxiety '],
      preferences: { notifications: false },
    });
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'Ana',
        email: 'ana@example.com',
        location: 'Porto',
        height: '165 cm',
        weight: '60 kg',
        healthConditions: 'PCOS',
        medications: 'none',
        goals: ['Better Sleep'],
        challenges: ['anxiety'],
        preferences: { notifications: false },
      },
    });
    if (r.ok) expect(UpdateUserInputSchema.parse(r.value)).toEqual(r.value);
  });
  it('property: any accepted sleep value is an integer in 4-12 or null', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: -5, max: 20 }), fc.constant(null)), (raw) => {
        const r = normalizeEditProfile({ sleepHours: raw });
        if (r.ok) {
          const v = r.value.sleepHours;
          expect(v === null || (Number.isInteger(v) && v! >= 4 && v! <= 12)).toBe(true);
        }
      }),
    );
  });
});
