import type { RecommendationCategory, RoutineType } from '../schemas/enums';
import { containsAnyKeyword } from './keywords';

/** §5 AI-recommendation category keywords; the first category (in this order) with a match wins. */
export const RECOMMENDATION_CATEGORY_KEYWORDS: ReadonlyArray<readonly [Exclude<RecommendationCategory, 'other'>, readonly string[]]> = [
  ['mindfulness', ['mindful', 'meditat', 'stress', 'breath']],
  ['movement', ['walk', 'exercise', 'movement', 'stretch']],
  ['nutrition', ['eat', 'meal', 'nutrition', 'food']],
  ['supplement', ['supplement', 'vitamin', 'pill']],
];

/** Category of an AI recommendation by keyword (§5); otherwise 'other'. */
export function categorizeRecommendation(text: string): RecommendationCategory {
  for (const [category, keywords] of RECOMMENDATION_CATEGORY_KEYWORDS) {
    if (containsAnyKeyword(text, keywords)) return category;
  }
  return 'other';
}

/** §4 routine-type keywords for generated routine labels; the first type (in this order) wins. */
export const ROUTINE_TYPE_KEYWORDS: ReadonlyArray<readonly [Exclude<RoutineType, 'other'>, readonly string[]]> = [
  ['movement', ['movement', 'exercise', 'stretch', 'walk', 'yoga']],
  ['nutrition', ['nutrition', 'meal', 'food', 'diet', 'water']],
  ['mindfulness', ['meditation', 'mindful', 'stress', 'breathing', 'relaxation']],
  ['supplement', ['supplement', 'vitamin', 'magnesium', 'pill']],
];

/** Routine type derived from a generated routine's label (§4); otherwise 'other'. */
export function routineTypeFromLabel(label: string): RoutineType {
  for (const [type, keywords] of ROUTINE_TYPE_KEYWORDS) {
    if (containsAnyKeyword(label, keywords)) return type;
  }
  return 'other';
}

/**
 * Sense keywords, used only when the §4 label rules give 'other' (a routine she names 'Cut
 * caffeine' or 'Evening tea' is nutrition, 'Pilates' is movement). First type with a match wins.
 */
export const SENSE_TYPE_KEYWORDS: ReadonlyArray<readonly [Exclude<RoutineType, 'other'>, readonly string[]]> = [
  ['supplement', ['supplement', 'vitamin', 'magnesium', 'capsule', 'omega', 'probiotic', 'tablet', 'iron', 'zinc', 'creatine']],
  [
    'nutrition',
    ['water', 'hydrate', 'hydration', 'caffeine', 'coffee', 'decaf', 'tea', 'drink', 'breakfast', 'lunch', 'dinner', 'snack', 'protein',
      'fibre', 'fiber', 'seed', 'vegetable', 'veg', 'fruit', 'cook', 'recipe', 'sugar', 'alcohol', 'eat', 'meal', 'food', 'lemon', 'smoothie', 'bread', 'dairy', 'gluten'],
  ],
  [
    'movement',
    ['walk', 'run', 'jog', 'stretch', 'exercise', 'yoga', 'pilates', 'swim', 'dance', 'squat', 'strength', 'gym', 'workout', 'mobility',
      'steps', 'bike', 'hike', 'tennis', 'pelvic', 'plank', 'lunge'],
  ],
  [
    'mindfulness',
    ['meditation', 'meditate', 'mindful', 'breath', 'breathing', 'journal', 'gratitude', 'relax', 'calm', 'wind', 'sleep', 'bedtime', 'screen',
      'stress', 'grounding', 'prayer', 'read'],
  ],
];

/** Sense type of a text (see SENSE_TYPE_KEYWORDS), or null when nothing matches. */
export function senseTypeOf(text: string): Exclude<RoutineType, 'other'> | null {
  for (const [type, keywords] of SENSE_TYPE_KEYWORDS) if (containsAnyKeyword(text, keywords)) return type;
  return null;
}

/** Type of a routine she names: the §4 label keywords first, then sense ('Cut caffeine' → nutrition). */
export function routineTypeFor(label: string): RoutineType {
  const byRule = routineTypeFromLabel(label);
  return byRule !== 'other' ? byRule : (senseTypeOf(label) ?? 'other');
}

/** §9 symptom-summary keywords, in display order (read from the note's reading: reading/symptom-summary.ts). */
export const SYMPTOM_KEYWORDS = ['fatigue', 'stress', 'sleep', 'pain', 'mood', 'digestive'] as const;
export type SymptomKeyword = (typeof SYMPTOM_KEYWORDS)[number];
