import {
  GenerateResetProgramResponseSchema,
  GenerateRoutinesResponseSchema,
  IdSchema,
  OnboardingRecommendationSchema,
  OnboardingResponsesRecordSchema,
  SafetyNoticeSchema,
  MAX_WIZARD_ROUTINES,
  RoutineTypeSchema,
  strictObject,
  WizardProfileSchema,
  WizardRoutineSchema,
} from '@cadence/domain';
import { z } from 'zod';

// Local fix (reported): the domain's CompleteOnboardingInputSchema requires `type` on every
// routine, but the wizard may send routines without one ("type from routineTypeFromLabel when
// absent"). Same shape otherwise; the domain schema is kept as the reference for everything else.
export const CompleteWizardRoutineSchema = WizardRoutineSchema.extend({ type: RoutineTypeSchema.optional() });
export type CompleteWizardRoutine = z.infer<typeof CompleteWizardRoutineSchema>;

/** POST /api/onboarding/complete body: the domain schema with an optional routine `type`. */
export const CompleteOnboardingBodySchema = strictObject({
  profile: WizardProfileSchema,
  routines: z
    .array(CompleteWizardRoutineSchema)
    .min(1, 'must have at least 1 item')
    .max(MAX_WIZARD_ROUTINES, `must have at most ${MAX_WIZARD_ROUTINES} items`),
});
export type CompleteOnboardingBody = z.infer<typeof CompleteOnboardingBodySchema>;


// --- outputs (OpenAPI; checked against every answer in tests) ---------------------------------

const withSafety = <T extends z.ZodObject>(schema: T) => schema.extend({ safety: SafetyNoticeSchema.optional() });

export const SavedResponsesSchema = withSafety(OnboardingResponsesRecordSchema);

export const ResetProgramResultSchema = withSafety(
  GenerateResetProgramResponseSchema.extend({
    success: z.literal(true),
    focusAreas: z.array(z.string()),
    recommendationDetails: z.array(OnboardingRecommendationSchema),
    disclaimer: z.string().optional(),
  }),
);

export const SavedRecommendationsSchema = strictObject({
  id: IdSchema,
  userId: IdSchema,
  profileId: IdSchema,
  source: z.literal('onboarding'),
  items: z.array(OnboardingRecommendationSchema),
  createdAt: z.string(),
  screenedOut: z.array(strictObject({ title: z.string(), supplements: z.array(z.string()) })),
});

export const GeneratedRoutinesSchema = withSafety(GenerateRoutinesResponseSchema.extend({ disclaimer: z.string().optional() }));
