import {
  CompleteOnboardingResponseSchema,
  GenerateResetProgramInputSchema,
  GenerateRoutinesInputSchema,
  LifestyleProfileInputSchema,
  LifestyleProfileSchema,
  OnboardingResponsesInputSchema,
  PersonalizedRecommendationsInputSchema,
} from '@cadence/domain';
import { defineOperation } from '../../operations/define';
import {
  CompleteOnboardingBodySchema,
  GeneratedRoutinesSchema,
  ResetProgramResultSchema,
  SavedRecommendationsSchema,
  SavedResponsesSchema,
} from './onboarding.schemas';

const inBody = { in: 'body', key: 'userId' } as const;

/** The two onboarding flows (spec §2, §7). */
export const onboardingOperations = {
  saveResponses: defineOperation({
    summary: "Store her five onboarding answers (a second post replaces them); red-flag triage adds `safety`.",
    kind: 'write',
    access: 'user',
    input: OnboardingResponsesInputSchema.omit({ userId: true }),
    output: SavedResponsesSchema,
    rest: { method: 'POST', path: '/api/wellness/onboarding-responses', body: OnboardingResponsesInputSchema, owner: inBody },
    // Medicines in her answers reach screening inside the service (docs/decisions/110, 131).
    run: (ctx, input) => ctx.services.onboarding.saveResponses(ctx.userId, input),
  }),
  saveLifestyleProfile: defineOperation({
    summary: 'Store the lifestyle profile (focus-area answer lists, programme name); returns it with its id.',
    kind: 'write',
    access: 'user',
    input: LifestyleProfileInputSchema.omit({ userId: true }),
    output: LifestyleProfileSchema,
    rest: { method: 'POST', path: '/api/wellness/lifestyle-profile', body: LifestyleProfileInputSchema, owner: inBody, status: 201 },
    run: (ctx, input) => ctx.services.onboarding.saveLifestyleProfile(ctx.userId, input),
  }),
  generateResetProgram: defineOperation({
    summary: 'Generate the reset programme (title + recommendations) from the onboarding answers.',
    kind: 'ai',
    access: 'user',
    input: GenerateResetProgramInputSchema.omit({ userId: true }),
    output: ResetProgramResultSchema,
    rest: { method: 'POST', path: '/api/wellness/generate-reset-program', body: GenerateResetProgramInputSchema, owner: inBody },
    run: (ctx, input) => ctx.services.onboarding.generateResetProgram(ctx.userId, input),
  }),
  savePersonalizedRecommendations: defineOperation({
    summary: 'Store the onboarding recommendations for a lifestyle profile (supplements screened for her).',
    kind: 'write',
    access: 'user',
    input: PersonalizedRecommendationsInputSchema.omit({ userId: true }),
    output: SavedRecommendationsSchema,
    rest: { method: 'POST', path: '/api/wellness/personalized-recommendations', body: PersonalizedRecommendationsInputSchema, owner: inBody, status: 201 },
    run: (ctx, input) => ctx.services.onboarding.savePersonalizedRecommendations(ctx.userId, input),
  }),
  /** Public: the wizard runs before the user exists. */
  generateRoutines: defineOperation({
    summary: 'Wizard: generate routines from the profile and context (public; red-flag triage adds `safety`).',
    kind: 'ai',
    access: 'public',
    input: GenerateRoutinesInputSchema,
    output: GeneratedRoutinesSchema,
    rest: { method: 'POST', path: '/api/onboarding/generate-routines', body: GenerateRoutinesInputSchema },
    run: (ctx, input) => ctx.services.onboarding.generateRoutines(ctx.actor?.userId ?? null, input),
  }),
  complete: defineOperation({
    summary: 'Wizard: create the user and the included routines; binds the session cookie.',
    kind: 'write',
    access: 'public',
    input: CompleteOnboardingBodySchema,
    output: CompleteOnboardingResponseSchema,
    rest: { method: 'POST', path: '/api/onboarding/complete', body: CompleteOnboardingBodySchema, status: 201 },
    run: async (ctx, input) => {
      const result = await ctx.services.onboarding.complete(input);
      await ctx.bindSession(result.userId);
      return result;
    },
  }),
};
