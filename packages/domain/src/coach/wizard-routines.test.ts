import { describe, expect, it } from 'vitest';
import { routineTypeFromLabel } from '../classifiers';
import { EXERCISES, SUPPLEMENTS } from '../catalogues';
import { WizardRoutineSchema } from '../schemas';
import { containsCalorieOrWeightTarget, findSupplementsInText } from '../safety';
import { SAMPLE_CONTEXT, SAMPLE_USER } from '../../bench/sample-profile';
import { MAX_GENERATED_ROUTINES, MIN_WIZARD_ROUTINES, SUPPLEMENT_ROUTINE_LABEL, generateWizardRoutines } from './wizard-routines';

const PRESETS = ['Stress/Burnout', 'Injury Recovery', 'Sleep Issues', 'Cycle/PMS', 'Energy/Fatigue', 'Digestion', 'Anxiety', 'Depression', 'Pain Management', 'Other'];
const catalogueNames = new Set([...EXERCISES.map((e) => e.name), ...SUPPLEMENTS.map((s) => s.name)]);

describe('generateWizardRoutines', () => {
  it.each(PRESETS.map((c) => [c]))('builds valid routines for the %s chip', (challenge) => {
    const routines = generateWizardRoutines({ profile: { challenges: [challenge] }, context: 'I feel ok most days and want more routine.' });
    expect(routines.length).toBeGreaterThanOrEqual(MIN_WIZARD_ROUTINES);
    expect(routines.length).toBeLessThanOrEqual(MAX_GENERATED_ROUTINES);
    for (const r of routines) {
      expect(WizardRoutineSchema.parse(r)).toEqual(r);
      expect(r.type).toBe(routineTypeFromLabel(r.label));
      expect(r.included).toBe(true);
      expect(r.subtasks.length).toBeGreaterThanOrEqual(2);
      expect(r.subtasks.length).toBeLessThanOrEqual(5);
      for (const s of r.subtasks) {
        expect(s.name.trim()).not.toBe('');
        expect(s.description.trim()).not.toBe('');
        expect(containsCalorieOrWeightTarget(`${s.name} ${s.description}`)).toBe(false);
      }
    }
    expect(new Set(routines.map((r) => r.label)).size).toBe(routines.length);
  });

  it('draws subtasks from the catalogues', () => {
    const routines = generateWizardRoutines({ profile: { challenges: ['Pain Management', 'Stress/Burnout'] }, context: 'stiff neck from the laptop' });
    const names = routines.flatMap((r) => r.subtasks.map((s) => s.name));
    expect(names.some((n) => catalogueNames.has(n))).toBe(true);
    const mobility = routines.find((r) => r.type === 'movement');
    expect(mobility?.subtasks.some((s) => EXERCISES.find((e) => e.name === s.name)?.category === 'neck')).toBe(true);
    const supp = routines.find((r) => r.label === SUPPLEMENT_ROUTINE_LABEL);
    expect(supp?.type).toBe('supplement');
    expect(supp?.subtasks.some((s) => findSupplementsInText(s.name).length > 0)).toBe(true);
  });

  it('uses the context text and the custom challenge', () => {
    const labels = generateWizardRoutines({
      profile: { challenges: [], customChallenge: 'bloating after meals' },
      context: 'I wake up at 3am and feel anxious',
    }).map((r) => r.label);
    expect(labels).toEqual(expect.arrayContaining(['Gut-Friendly Meal Rhythm', 'Evening Relaxation Wind-Down', 'Mindful Calm Practice']));
  });

  it('is deterministic and pads to three routines when nothing matches', () => {
    const input = { profile: { challenges: ['Other'] }, context: 'Busy days with kids.' };
    const a = generateWizardRoutines(input);
    expect(generateWizardRoutines(input)).toEqual(a);
    expect(a.map((r) => r.label)).toEqual(['Hormone-Supporting Movement', 'Morning Mindful Daylight Ritual', 'Evening Relaxation Wind-Down']);
  });

  it('caps at five routines', () => {
    const r = generateWizardRoutines({ profile: { challenges: PRESETS }, context: SAMPLE_CONTEXT });
    expect(r).toHaveLength(MAX_GENERATED_ROUTINES);
  });

  it('leaves out a supplement routine when every candidate is unsafe', () => {
    const r = generateWizardRoutines({
      profile: { challenges: ['Stress/Burnout'] },
      context: 'stressed',
      user: { medications: 'levothyroxine', healthConditions: 'kidney disease', pregnancyStatus: 'pregnant' },
    });
    for (const routine of r) for (const s of routine.subtasks) expect(s.name).not.toMatch(/ashwagandha|magnesium/i);
  });

  it('screens against the sample user', () => {
    const r = generateWizardRoutines({ profile: { challenges: SAMPLE_USER.challenges }, context: SAMPLE_CONTEXT, user: SAMPLE_USER });
    expect(JSON.stringify(r)).not.toMatch(/ashwagandha/i);
  });
});

describe('catalogue helpers', () => {
  it('supplementSubtask returns null for an unknown id', async () => {
    const { supplementSubtask } = await import('./themes');
    expect(supplementSubtask('no-such-supplement', 'daily')).toBeNull();
    expect(supplementSubtask('zinc', 'daily')?.name).toBe('Zinc daily');
  });
});

describe('a routine named for an idea owns it (docs/decisions/040)', () => {
  it('no breathing step in the wind-down when a breathing routine is offered; the breathing routine keeps one', () => {
    const routines = generateWizardRoutines({
      profile: { challenges: ['Sleep Issues', 'Energy/Fatigue'], customChallenge: '', name: 'Maya' },
      context: 'I wake at 3am with hot flushes, skip breakfast, sit all day and feel stressed and tired by the afternoon.',
      user: null,
    });
    const breathing = routines.find((r) => /breathing/i.test(r.label));
    expect(breathing).toBeDefined();
    const others = routines.filter((r) => r !== breathing).flatMap((r) => r.subtasks.map((s) => s.name));
    expect(others.filter((n) => /breath/i.test(n))).toEqual([]);
    expect(breathing!.subtasks.some((s) => /breath/i.test(s.name))).toBe(true);
  });
});
