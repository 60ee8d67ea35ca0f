// What the model is asked to return, per operation (docs/decisions/036). Item limits equal what the prompts
// ask for; strings are short so a JSON-schema grammar bounds the answer; every field the prompt
// asks for is required (a grammar-constrained server leaves optional fields out); levels are
// numbers or null, never free text (a small model echoed the whole note as `mood`).
import {
  AdjustmentTypeSchema,
  RED_FLAG_CATEGORIES,
  FocusAreaSchema,
  PrioritySchema,
  RecommendationCategorySchema,
  RoutineTypeSchema,
  WeeklyRecommendationTypeSchema,
} from '@cadence/domain';
import { z } from 'zod';

const label = z.string().trim().min(2).max(60);
const sentence = z.string().trim().min(1).max(200);
const level = z.number().min(0).max(10).nullable();

/** Per operation: what the prompt asks for, and the output-token budget that fits it. */
export const OPERATION_LIMITS = {
  resetProgram: { minItems: 3, maxItems: 5, maxOutputTokens: 450 },
  wizardRoutines: { minItems: 3, maxItems: 4, minSubtasks: 2, maxSubtasks: 3, maxOutputTokens: 600 },
  adaptPlan: { maxItems: 3, maxSymptoms: 5, maxRedFlags: 2, maxOutputTokens: 400 },
  weeklyRecommendations: { minItems: 2, maxItems: 4, maxOutputTokens: 450 },
} as const;

const L = OPERATION_LIMITS;

export const ResetProgramOutput = z.object({
  programTitle: label,
  focusAreas: z.array(FocusAreaSchema).max(4),
  recommendations: z
    .array(z.object({ title: label, description: sentence, category: RecommendationCategorySchema }))
    .min(L.resetProgram.minItems)
    .max(L.resetProgram.maxItems),
});

export const WizardRoutinesOutput = z.object({
  routines: z
    .array(
      z.object({
        label,
        type: RoutineTypeSchema,
        subtasks: z
          .array(z.object({ name: label, description: z.string().trim().min(1).max(120) }))
          .min(L.wizardRoutines.minSubtasks)
          .max(L.wizardRoutines.maxSubtasks),
      }),
    )
    .min(L.wizardRoutines.minItems)
    .max(L.wizardRoutines.maxItems),
});

export const AdaptPlanOutput = z.object({
  coachNote: z.string().trim().min(1).max(300),
  llmExtract: z.object({
    mood: level,
    energy: level,
    pain: level,
    symptoms: z.array(z.string().trim().min(2).max(40)).max(L.adaptPlan.maxSymptoms),
  }),
  adjustments: z.array(z.object({ type: AdjustmentTypeSchema, label, rationale: sentence })).max(L.adaptPlan.maxItems),
  /** A second pair of eyes on her words (docs/decisions/146): a category and her own words; [] when none. */
  redFlags: z
    .array(z.object({ category: z.enum(RED_FLAG_CATEGORIES as unknown as [string, ...string[]]), quote: z.string().trim().min(1).max(200) }))
    .max(L.adaptPlan.maxRedFlags),
});

export const WeeklyOutput = z.object({
  recommendations: z
    .array(
      z.object({
        type: WeeklyRecommendationTypeSchema,
        routineType: RoutineTypeSchema,
        label,
        rationale: sentence,
        priority: PrioritySchema,
      }),
    )
    .min(L.weeklyRecommendations.minItems)
    .max(L.weeklyRecommendations.maxItems),
});
