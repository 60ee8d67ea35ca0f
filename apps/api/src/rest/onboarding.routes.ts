import {
  GenerateResetProgramInputSchema,
  GenerateRoutinesInputSchema,
  LifestyleProfileInputSchema,
  OnboardingResponsesInputSchema,
  PersonalizedRecommendationsInputSchema,
} from '@cadence/domain';
import { CompleteOnboardingBodySchema } from '../modules/onboarding/onboarding.schemas';
import { defineRoute } from './define';

export const onboardingRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/wellness/onboarding-responses',
    summary: "Store the user's five onboarding answers (a second post replaces them); red-flag triage adds `safety`.",
    kind: 'write',
    body: OnboardingResponsesInputSchema,
    handler: (ctx, { body }) => ctx.services.onboarding.saveResponses(ctx.actor, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/lifestyle-profile',
    summary: 'Store the lifestyle profile (focus-area answer lists, programme name); returns it with its id.',
    kind: 'write',
    body: LifestyleProfileInputSchema,
    status: 201,
    handler: (ctx, { body }) => ctx.services.onboarding.saveLifestyleProfile(ctx.actor, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/generate-reset-program',
    summary: 'Generate the reset programme (title + recommendations) from the onboarding answers.',
    kind: 'ai',
    body: GenerateResetProgramInputSchema,
    handler: (ctx, { body }) => ctx.services.onboarding.generateResetProgram(ctx.actor, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/personalized-recommendations',
    summary: 'Store the onboarding recommendations for a lifestyle profile (supplements screened for the user).',
    kind: 'write',
    body: PersonalizedRecommendationsInputSchema,
    status: 201,
    handler: (ctx, { body }) => ctx.services.onboarding.savePersonalizedRecommendations(ctx.actor, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/onboarding/generate-routines',
    summary: 'Wizard: generate routines from the profile and context (public; red-flag triage adds `safety`).',
    kind: 'ai',
    body: GenerateRoutinesInputSchema,
    handler: (ctx, { body }) => ctx.services.onboarding.generateRoutines(ctx.actor, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/onboarding/complete',
    summary: 'Wizard: create the user and the included routines; binds the session cookie.',
    kind: 'write',
    body: CompleteOnboardingBodySchema,
    status: 201,
    handler: async (ctx, { body }) => {
      const result = await ctx.services.onboarding.complete(body);
      await ctx.bindSession(result.userId);
      return result;
    },
  }),
];
