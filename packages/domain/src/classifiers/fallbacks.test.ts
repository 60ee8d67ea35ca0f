import { describe, expect, it } from 'vitest';
import {
  createCustomRoutine,
  CUSTOM_ROUTINE_TEMPLATE,
  FALLBACK_WIZARD_ROUTINES,
  fallbackWizardRoutines,
  FOCUS_AREA_RECOMMENDATIONS,
  keywordBasedRecommendations,
  STATIC_FALLBACK_RECOMMENDATIONS,
} from './fallbacks';
import { OnboardingRecommendationSchema } from '../schemas/onboarding';
import { WizardRoutineSchema } from '../schemas/wizard';
import { RECOMMENDATION_CATEGORY_LABELS } from '../constants/onboarding';

describe('static fallback recommendations', () => {
  it('are the 5 of §9, valid, daily', () => {
    expect(STATIC_FALLBACK_RECOMMENDATIONS).toHaveLength(5);
    for (const r of STATIC_FALLBACK_RECOMMENDATIONS) {
      expect(OnboardingRecommendationSchema.parse(r)).toEqual(r);
      expect(r.frequency).toBe('daily');
      expect(r.title.length).toBeLessThanOrEqual(50);
    }
    const text = STATIC_FALLBACK_RECOMMENDATIONS.map((r) => `${r.title} ${r.description}`);
    expect(text[0]).toMatch(/sunlight/i);
    expect(text[0]).toContain('10-15 minutes');
    expect(text[1]).toContain('Magnesium Glycinate');
    expect(text[1]).toContain('200-400 mg');
    expect(text[2]).toContain('Seed Cycling');
    expect(text[2]).toContain('days 1-14');
    expect(text[2]).toContain('days 15-28');
    expect(text[3]).toMatch(/cycle-aligned movement/i);
    expect(text[3]).toContain('4-5 times a week');
    expect(text[4]).toMatch(/adaptogenic tea/i);
  });
  it('use the display labels Mindfulness, Supplements, Nutrition, Movement', () => {
    expect(STATIC_FALLBACK_RECOMMENDATIONS.map((r) => RECOMMENDATION_CATEGORY_LABELS[r.category])).toEqual([
      'Mindfulness',
      'Supplements',
      'Nutrition',
      'Movement',
      'Nutrition',
    ]);
  });
});

describe('keywordBasedRecommendations', () => {
  it('one per detected area in spec order (all six possible)', () => {
    const recs = keywordBasedRecommendations({
      basic_info: 'My name is Ana',
      hormone_symptoms: 'stress and joint pain, autoimmune condition',
      wellness_priorities: 'I cook, I go to the gym, I need rest',
    });
    expect(recs).toEqual([
      FOCUS_AREA_RECOMMENDATIONS.emotional_health,
      FOCUS_AREA_RECOMMENDATIONS.physical_fitness,
      FOCUS_AREA_RECOMMENDATIONS.diet,
      FOCUS_AREA_RECOMMENDATIONS.mobility,
      FOCUS_AREA_RECOMMENDATIONS.recovery,
      FOCUS_AREA_RECOMMENDATIONS.chronic_issues,
    ]);
    for (const r of recs) expect(OnboardingRecommendationSchema.parse(r)).toEqual(r);
  });
  it('falls back to the static 5 when nothing matches, as copies', () => {
    const recs = keywordBasedRecommendations(['hello']);
    expect(recs).toEqual([...STATIC_FALLBACK_RECOMMENDATIONS]);
    recs[0]!.title = 'changed';
    expect(STATIC_FALLBACK_RECOMMENDATIONS[0]!.title).not.toBe('changed');
  });
});

describe('fallback wizard routines', () => {
  it('are the 3 of §4, exact labels, types and subtasks, all daily and included', () => {
    expect(FALLBACK_WIZARD_ROUTINES.map((r) => [r.label, r.type, r.frequency, r.included])).toEqual([
      ['Morning Hormone Balance Ritual', 'mindfulness', 'daily', true],
      ['Evening Wind-Down', 'mindfulness', 'daily', true],
      ['Hormone-Supporting Movement', 'movement', 'daily', true],
    ]);
    expect(FALLBACK_WIZARD_ROUTINES.map((r) => r.subtasks.map((s) => s.name))).toEqual([
      ['5 minutes morning sunlight', 'Warm lemon water'],
      ['Blue light blocking before bed', 'Magnesium supplement'],
      ['20-30 minutes gentle exercise', 'Pelvic floor exercises'],
    ]);
    for (const r of FALLBACK_WIZARD_ROUTINES) expect(WizardRoutineSchema.parse(r)).toEqual(r);
  });
  it('copies are independent', () => {
    const copy = fallbackWizardRoutines();
    copy[0]!.subtasks[0]!.name = 'x';
    expect(FALLBACK_WIZARD_ROUTINES[0]!.subtasks[0]!.name).toBe('5 minutes morning sunlight');
  });
  it("'Custom Routine' template: daily, other, included, one 'Custom task'", () => {
    expect(CUSTOM_ROUTINE_TEMPLATE).toEqual({
      label: 'Custom Routine',
      frequency: 'daily',
      included: true,
      type: 'other',
      subtasks: [{ name: 'Custom task', description: '' }],
    });
    const c = createCustomRoutine();
    expect(c).toEqual(CUSTOM_ROUTINE_TEMPLATE);
    c.subtasks.push({ name: 'more', description: '' });
    expect(CUSTOM_ROUTINE_TEMPLATE.subtasks).toHaveLength(1);
  });
});
