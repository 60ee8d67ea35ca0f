// Zod schemas for the exercise and supplement catalogues (spec §3 "Exercise catalogue entry",
// "Supplement catalogue entry"). Field names keep the spec's snake_case (goal_tags, use_case).
import { z } from 'zod';

/** Body-area categories of the built-in exercise catalogue (§3). */
export const EXERCISE_CATEGORIES = [
  'neck',
  'shoulders',
  'spine',
  'lower-back',
  'glutes',
  'core',
  'legs',
  'ankles',
  'wrists',
  'chest',
  'hips',
  'upper-back',
] as const;

/** Category given to a custom exercise when the user does not pick one (§5). */
export const CUSTOM_EXERCISE_DEFAULT_CATEGORY = 'movement';

/** Fixed vocabulary of exercise goal tags. */
export const EXERCISE_GOAL_TAGS = [
  'mobility',
  'flexibility',
  'strength',
  'stability',
  'pain-relief',
  'posture',
  'stress-relief',
  'balance',
  'pelvic-floor',
  'energy',
  'sleep',
  'circulation',
  'gentle',
] as const;

export const EXERCISE_INTENSITIES = ['gentle', 'moderate', 'vigorous'] as const;

export const SUPPLEMENT_TYPES = [
  'mineral',
  'vitamin',
  'herb',
  'fatty-acid',
  'hormone',
  'amino-acid',
  'probiotic',
  'fibre',
  'other',
] as const;

/** Safety severities, most serious first. */
export const SUPPLEMENT_SAFETY_SEVERITIES = ['avoid', 'caution', 'info'] as const;

/** Kebab-case slug used for catalogue ids (built-in and custom). */
export const CATALOGUE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Safety keywords: lowercase letters, digits, spaces, hyphens and apostrophes. */
const SAFETY_KEYWORD_PATTERN = /^[a-z0-9][a-z0-9 '-]*[a-z0-9]$|^[a-z0-9]$/;

const nonBlank = z.string().trim().min(1);

export const CatalogueIdSchema = z.string().regex(CATALOGUE_ID_PATTERN, 'must be a kebab-case slug');

export const ExerciseCategorySchema = z.enum(EXERCISE_CATEGORIES);
export type ExerciseCategory = z.infer<typeof ExerciseCategorySchema>;

export const ExerciseGoalTagSchema = z.enum(EXERCISE_GOAL_TAGS);
export type ExerciseGoalTag = z.infer<typeof ExerciseGoalTagSchema>;

export const ExerciseIntensitySchema = z.enum(EXERCISE_INTENSITIES);
export type ExerciseIntensity = z.infer<typeof ExerciseIntensitySchema>;

/**
 * Any exercise entry, built-in or custom. `category` is free text because custom exercises
 * default to 'movement' (§5) or carry a user-chosen category.
 */
export const ExerciseSchema = z.object({
  id: CatalogueIdSchema,
  name: nonBlank,
  description: nonBlank,
  category: nonBlank,
  purpose: nonBlank,
  goal_tags: z.array(ExerciseGoalTagSchema),
  intensity: ExerciseIntensitySchema,
});
export type Exercise = z.infer<typeof ExerciseSchema>;

/** A built-in exercise: its category is one of EXERCISE_CATEGORIES and it has at least one goal tag. */
export const BuiltInExerciseSchema = ExerciseSchema.extend({
  category: ExerciseCategorySchema,
  goal_tags: z.array(ExerciseGoalTagSchema).min(1),
});
export type BuiltInExercise = z.infer<typeof BuiltInExerciseSchema>;

export const SupplementTypeSchema = z.enum(SUPPLEMENT_TYPES);
export type SupplementType = z.infer<typeof SupplementTypeSchema>;

export const SupplementSafetySeveritySchema = z.enum(SUPPLEMENT_SAFETY_SEVERITIES);
export type SupplementSafetySeverity = z.infer<typeof SupplementSafetySeveritySchema>;

/**
 * One safety rule. `match` holds lowercase keywords matched (whole words, case-insensitive)
 * against the user's medications, health conditions and pregnancy status.
 */
export const SupplementSafetyRuleSchema = z.object({
  match: z.array(z.string().regex(SAFETY_KEYWORD_PATTERN, 'must be a lowercase keyword')).min(1),
  reason: nonBlank,
  severity: SupplementSafetySeveritySchema,
});
export type SupplementSafetyRule = z.infer<typeof SupplementSafetyRuleSchema>;

export const SupplementSafetySchema = z.object({
  contraindications: z.array(SupplementSafetyRuleSchema),
  interactions: z.array(SupplementSafetyRuleSchema),
});
export type SupplementSafety = z.infer<typeof SupplementSafetySchema>;

export const SupplementSchema = z.object({
  id: CatalogueIdSchema,
  name: nonBlank,
  use_case: nonBlank,
  dosage: nonBlank,
  type: SupplementTypeSchema,
  safety: SupplementSafetySchema,
});
export type Supplement = z.infer<typeof SupplementSchema>;
