import { z } from 'zod';
import { OnboardingQuestionIdSchema, RecommendationCategorySchema } from './enums';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NOTE_LENGTH,
  MAX_RECOMMENDATIONS,
  MAX_SHORT_TEXT_LENGTH,
} from './limits';
import { boundedText, IdSchema, requiredText, strictObject, textList } from './primitives';
import { NameSchema } from './user';

/** One onboarding answer (free text; the non-empty rule is validateOnboardingAnswer). */
export const OnboardingAnswerSchema = boundedText(MAX_NOTE_LENGTH);

/** Map of question id → answer text (only the five known ids are accepted as keys). */
export const OnboardingResponsesSchema = z.partialRecord(OnboardingQuestionIdSchema, OnboardingAnswerSchema);
export type OnboardingResponses = z.infer<typeof OnboardingResponsesSchema>;

/** POST /api/wellness/onboarding-responses (§7). */
export const OnboardingResponsesInputSchema = strictObject({
  userId: IdSchema,
  responses: OnboardingResponsesSchema,
});
export type OnboardingResponsesInput = z.infer<typeof OnboardingResponsesInputSchema>;

/** Stored onboarding responses (response shape not shown in the spec). */
export const OnboardingResponsesRecordSchema = OnboardingResponsesInputSchema.extend({ id: IdSchema });
export type OnboardingResponsesRecord = z.infer<typeof OnboardingResponsesRecordSchema>;

const answerList = textList(MAX_LIST_ITEMS, MAX_NOTE_LENGTH);

/** POST /api/wellness/lifestyle-profile (§3, §7): each area holds the answer texts matched to it. */
export const LifestyleProfileInputSchema = strictObject({
  userId: IdSchema,
  emotionalHealth: answerList.default([]),
  physicalFitness: answerList.default([]),
  diet: answerList.default([]),
  mobility: answerList.default([]),
  recovery: answerList.default([]),
  chronicIssues: answerList.default([]),
  programName: requiredText(MAX_LABEL_LENGTH),
});
export type LifestyleProfileInput = z.infer<typeof LifestyleProfileInputSchema>;

/** Stored lifestyle profile ("the response has an id"). */
export const LifestyleProfileSchema = LifestyleProfileInputSchema.extend({ id: IdSchema });
export type LifestyleProfile = z.infer<typeof LifestyleProfileSchema>;

/** The lists of a lifestyle profile keyed by profile field (stored in local storage as personalizedProfile). */
export const PersonalizedProfileSchema = strictObject({
  emotionalHealth: answerList.default([]),
  physicalFitness: answerList.default([]),
  diet: answerList.default([]),
  mobility: answerList.default([]),
  recovery: answerList.default([]),
  chronicIssues: answerList.default([]),
});
export type PersonalizedProfile = z.infer<typeof PersonalizedProfileSchema>;

/** §3 Recommendation (onboarding). */
export const OnboardingRecommendationSchema = strictObject({
  title: requiredText(MAX_LABEL_LENGTH),
  description: boundedText(MAX_DESCRIPTION_LENGTH).default(''),
  category: RecommendationCategorySchema,
  frequency: boundedText(MAX_SHORT_TEXT_LENGTH).default('daily'),
});
export type OnboardingRecommendation = z.infer<typeof OnboardingRecommendationSchema>;

/** §3 Reset programme. */
export const ResetProgramSchema = strictObject({
  programTitle: requiredText(MAX_LABEL_LENGTH),
  recommendations: textList(MAX_RECOMMENDATIONS, MAX_DESCRIPTION_LENGTH),
});
export type ResetProgram = z.infer<typeof ResetProgramSchema>;

/** POST /api/wellness/generate-reset-program (§7). */
export const GenerateResetProgramInputSchema = strictObject({
  userId: IdSchema,
  name: NameSchema,
  responses: OnboardingResponsesSchema,
});
export type GenerateResetProgramInput = z.infer<typeof GenerateResetProgramInputSchema>;

export const GenerateResetProgramResponseSchema = strictObject({
  success: z.boolean(),
  resetProgram: ResetProgramSchema,
});
export type GenerateResetProgramResponse = z.infer<typeof GenerateResetProgramResponseSchema>;

/** POST /api/wellness/personalized-recommendations (§7). */
export const PersonalizedRecommendationsInputSchema = strictObject({
  userId: IdSchema,
  profileId: IdSchema,
  recommendations: z.array(OnboardingRecommendationSchema).max(MAX_RECOMMENDATIONS, `must have at most ${MAX_RECOMMENDATIONS} items`),
});
export type PersonalizedRecommendationsInput = z.infer<typeof PersonalizedRecommendationsInputSchema>;
