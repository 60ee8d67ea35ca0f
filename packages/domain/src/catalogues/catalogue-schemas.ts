// Zod schemas for the exercise and supplement catalogues (spec §3 "Exercise catalogue entry",
// "Supplement catalogue entry"). Field names keep the spec's snake_case (goal_tags, use_case).
import { z } from 'zod';
import {
  CATALOGUE_ID_PATTERN,
  EXERCISE_CATEGORIES,
  EXERCISE_GOAL_TAGS,
  EXERCISE_INTENSITIES,
  SUPPLEMENT_SAFETY_SEVERITIES,
  SUPPLEMENT_TYPES,
} from './catalogue-constants';

export {
  CATALOGUE_ID_PATTERN,
  CUSTOM_EXERCISE_DEFAULT_CATEGORY,
  EXERCISE_CATEGORIES,
  EXERCISE_GOAL_TAGS,
  EXERCISE_INTENSITIES,
  SUPPLEMENT_SAFETY_SEVERITIES,
  SUPPLEMENT_TYPES,
} from './catalogue-constants';

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
