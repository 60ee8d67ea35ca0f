import type { FocusArea } from '../schemas/enums';
import type { OnboardingRecommendation, OnboardingResponses } from '../schemas/onboarding';
import type { WizardRoutine } from '../schemas/wizard';
import { detectFocusAreas } from './focus-areas';

// Its own module, so a screen that appends a Custom Routine does not carry the fallback catalogues.
export { CUSTOM_ROUTINE_TEMPLATE, createCustomRoutine } from './custom-routine';

/**
 * §9 static fallback set of 5 recommendations: morning sunlight 10-15 minutes; magnesium
 * glycinate 200-400 mg; seed cycling (days 1-14 and 15-28); cycle-aligned movement 4-5 times a
 * week; an adaptogenic tea. Display labels via RECOMMENDATION_CATEGORY_LABELS.
 */
export const STATIC_FALLBACK_RECOMMENDATIONS: readonly OnboardingRecommendation[] = Object.freeze([
  {
    title: 'Morning Sunlight',
    description: 'Get 10-15 minutes of natural sunlight within an hour of waking to support your body clock and cortisol rhythm.',
    category: 'mindfulness',
    frequency: 'daily',
  },
  {
    title: 'Magnesium Glycinate',
    description: 'Take 200-400 mg of magnesium glycinate in the evening to support sleep, stress resilience and hormone balance.',
    category: 'supplement',
    frequency: 'daily',
  },
  {
    title: 'Seed Cycling',
    description:
      'Eat ground flax and pumpkin seeds on days 1-14 of your cycle, then sesame and sunflower seeds on days 15-28.',
    category: 'nutrition',
    frequency: 'daily',
  },
  {
    title: 'Cycle-Aligned Movement',
    description:
      'Move 4-5 times a week, matching intensity to your cycle: stronger sessions in the first half, gentler walks and yoga in the second.',
    category: 'movement',
    frequency: 'daily',
  },
  {
    title: 'Adaptogenic Tea',
    description: 'Wind down with a cup of adaptogenic tea such as tulsi (holy basil) in the afternoon or evening.',
    category: 'nutrition',
    frequency: 'daily',
  },
]);

/** One keyword-based recommendation per detected focus area (used when generate-reset-program fails). */
export const FOCUS_AREA_RECOMMENDATIONS: Readonly<Record<FocusArea, OnboardingRecommendation>> = {
  emotional_health: {
    title: 'Daily Stress-Relief Breathing',
    description: 'Spend 5 minutes on slow belly breathing (4 seconds in, 6 seconds out) to calm your nervous system.',
    category: 'mindfulness',
    frequency: 'daily',
  },
  physical_fitness: {
    title: 'Hormone-Friendly Movement',
    description: 'Do 20-30 minutes of moderate exercise such as brisk walking or strength work, adjusted to your energy.',
    category: 'movement',
    frequency: 'daily',
  },
  diet: {
    title: 'Balanced Blood-Sugar Meals',
    description: 'Build each meal around protein, fibre and healthy fats to keep energy and cravings steady.',
    category: 'nutrition',
    frequency: 'daily',
  },
  mobility: {
    title: 'Gentle Mobility Stretching',
    description: 'Take 10 minutes to stretch your neck, back and hips slowly, staying within a pain-free range.',
    category: 'movement',
    frequency: 'daily',
  },
  recovery: {
    title: 'Evening Wind-Down',
    description: 'Set a calm 20-minute routine before bed: dim lights, no screens and a short relaxation practice.',
    category: 'mindfulness',
    frequency: 'daily',
  },
  chronic_issues: {
    title: 'Magnesium Support',
    description:
      'Consider 200-400 mg of magnesium glycinate in the evening; check with your healthcare provider first if you have a condition or take medication.',
    category: 'supplement',
    frequency: 'daily',
  },
};

/**
 * The spec's fallback when generate-reset-program fails: one recommendation per focus area found
 * in the answers (spec order, all six possible), or the static set of 5 when none is found.
 */
export function keywordBasedRecommendations(
  responses: readonly string[] | OnboardingResponses,
): OnboardingRecommendation[] {
  const areas = detectFocusAreas(responses, Number.POSITIVE_INFINITY);
  const source = areas.length > 0 ? areas.map((a) => FOCUS_AREA_RECOMMENDATIONS[a]) : STATIC_FALLBACK_RECOMMENDATIONS;
  return source.map((r) => ({ ...r }));
}

/** §4: the 3 wizard routines shown when routine generation fails (all daily, all included). */
export const FALLBACK_WIZARD_ROUTINES: readonly WizardRoutine[] = Object.freeze([
  {
    label: 'Morning Hormone Balance Ritual',
    frequency: 'daily',
    included: true,
    type: 'mindfulness',
    subtasks: [
      { name: '5 minutes morning sunlight', description: 'Step outside within an hour of waking to set your body clock.' },
      { name: 'Warm lemon water', description: 'Start the day with a glass of warm water and fresh lemon.' },
    ],
  },
  {
    label: 'Evening Wind-Down',
    frequency: 'daily',
    included: true,
    type: 'mindfulness',
    subtasks: [
      { name: 'Blue light blocking before bed', description: 'Put screens away or use blue-light blocking an hour before bed.' },
      { name: 'Magnesium supplement', description: 'Take your magnesium in the evening to support relaxation and sleep.' },
    ],
  },
  {
    label: 'Hormone-Supporting Movement',
    frequency: 'daily',
    included: true,
    type: 'movement',
    subtasks: [
      { name: '20-30 minutes gentle exercise', description: 'Walk, swim or do yoga at a comfortable pace.' },
      { name: 'Pelvic floor exercises', description: 'A few sets of slow pelvic floor contractions and releases.' },
    ],
  },
]);

/** Fresh, mutable copies of the fallback wizard routines. */
export function fallbackWizardRoutines(): WizardRoutine[] {
  return FALLBACK_WIZARD_ROUTINES.map((r) => ({ ...r, subtasks: r.subtasks.map((s) => ({ ...s })) }));
}


/**
 * A wizard routine as the fields of a routine to create (the wizard completion, the starter routines): personalised,
 * active, empty notes, its subtasks' names and descriptions. `type` may be given for a routine without one.
 */
export function routineFieldsFromWizard(r: Omit<WizardRoutine, 'type' | 'included'> & { type?: WizardRoutine['type'] }, type: WizardRoutine['type'] = 'other') {
  return {
    type: r.type ?? type,
    label: r.label,
    frequency: r.frequency,
    notes: '',
    isPersonalized: true,
    active: true,
    subtasks: r.subtasks.map((s) => ({ name: s.name, description: s.description })),
  };
}

/**
 * Her three starter routines when she creates a profile on /wellness-profile (docs/decisions/063): the §4
 * fallback wizard routines as routine fields — daily, personalised, active, with their subtasks.
 */
export function starterRoutineFields() {
  return FALLBACK_WIZARD_ROUTINES.map((r) => routineFieldsFromWizard(r));
}
