import { WeeklyRecommendationsInputSchema } from '@cadence/domain';
import { protectedProcedure, router } from '../../trpc/init';
import { ApplicationIdInput, ApplyInputSchema, ReviewKeyInput, SaveReviewInput, UserIdInput } from './weekly.schemas';

export const weeklyRouter = router({
  /** GET /api/wellness/users/{userId}/weekly-stats */
  stats: protectedProcedure.input(UserIdInput).query(({ ctx, input }) => ctx.services.weekly.stats(ctx.actor, input.userId, ctx.timeZone)),
  /** POST /api/wellness/weekly-recommendations */
  recommendations: protectedProcedure
    .input(WeeklyRecommendationsInputSchema)
    .mutation(({ ctx, input }) => ctx.services.weekly.recommendations(ctx.actor, input, ctx.timeZone)),
  /** POST /api/wellness/apply-recommendations/preview (a mutation only so a long input is not put in a URL; writes nothing). */
  previewApply: protectedProcedure.input(ApplyInputSchema).mutation(({ ctx, input }) => ctx.services.weekly.previewApply(ctx.actor, input)),
  /** POST /api/wellness/apply-recommendations */
  /** ('apply' is a reserved word in tRPC routers.) */
  applyRecommendations: protectedProcedure.input(ApplyInputSchema).mutation(({ ctx, input }) => ctx.services.weekly.apply(ctx.actor, input)),
  /** POST /api/wellness/apply-recommendations/{applicationId}/undo */
  undoApply: protectedProcedure
    .input(ApplicationIdInput)
    .mutation(({ ctx, input }) => ctx.services.weekly.undoApply(ctx.actor, input.applicationId)),
  /** GET /api/wellness/users/{id}/weekly-reviews */
  reviews: protectedProcedure.input(UserIdInput).query(({ ctx, input }) => ctx.services.weekly.listReviews(ctx.actor, input.userId)),
  /** GET /api/wellness/users/{id}/weekly-reviews/{weekStartMonday} */
  review: protectedProcedure
    .input(ReviewKeyInput)
    .query(({ ctx, input }) => ctx.services.weekly.getReview(ctx.actor, input.userId, input.weekStartDate)),
  /** POST /api/wellness/users/{id}/weekly-reviews */
  saveReview: protectedProcedure.input(SaveReviewInput).mutation(({ ctx, input }) => {
    const { userId, ...fields } = input;
    return ctx.services.weekly.saveReview(ctx.actor, userId, fields);
  }),
});
