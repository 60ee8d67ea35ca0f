import {
  GenerateResetProgramInputSchema,
  GenerateRoutinesInputSchema,
  LifestyleProfileInputSchema,
  OnboardingResponsesInputSchema,
  PersonalizedRecommendationsInputSchema,
} from '@cadence/domain';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { CompleteOnboardingBodySchema } from './onboarding.schemas';

export const onboardingRouter = router({
  /** POST /api/wellness/onboarding-responses */
  saveResponses: protectedProcedure
    .input(OnboardingResponsesInputSchema)
    .mutation(({ ctx, input }) => ctx.services.onboarding.saveResponses(ctx.actor, input)),
  /** POST /api/wellness/lifestyle-profile */
  saveLifestyleProfile: protectedProcedure
    .input(LifestyleProfileInputSchema)
    .mutation(({ ctx, input }) => ctx.services.onboarding.saveLifestyleProfile(ctx.actor, input)),
  /** POST /api/wellness/generate-reset-program (AI rate limit) */
  generateResetProgram: protectedProcedure
    .input(GenerateResetProgramInputSchema)
    .mutation(({ ctx, input }) => ctx.services.onboarding.generateResetProgram(ctx.actor, input)),
  /** POST /api/wellness/personalized-recommendations */
  savePersonalizedRecommendations: protectedProcedure
    .input(PersonalizedRecommendationsInputSchema)
    .mutation(({ ctx, input }) => ctx.services.onboarding.savePersonalizedRecommendations(ctx.actor, input)),
  /** POST /api/onboarding/generate-routines — public: the wizard runs before the user exists (AI rate limit). */
  generateRoutines: publicProcedure
    .input(GenerateRoutinesInputSchema)
    .mutation(({ ctx, input }) => ctx.services.onboarding.generateRoutines(ctx.actor, input)),
  /** POST /api/onboarding/complete — creates the user and routines, binds the session. */
  complete: publicProcedure.input(CompleteOnboardingBodySchema).mutation(async ({ ctx, input }) => {
    const result = await ctx.services.onboarding.complete(input);
    await ctx.bindSession(result.userId);
    return result;
  }),
});
