import { IdSchema, MondayDateSchema, WeekProgressSchema, WeeklyRecommendationsInputSchema, WeeklyReviewSchema, WeeklyStatsSchema } from '@cadence/domain';
import { z } from 'zod';
import { defineOperation } from '../../operations/define';
import {
  ApplyInputSchema,
  ApplyResultSchema,
  CurrentRecommendationsSchema,
  PreviewResultSchema,
  SaveReviewBodySchema,
  SavedReviewSchema,
  UndoResultSchema,
  WeeklyRecommendationsResultSchema,
} from './weekly.schemas';

const UserPath = z.strictObject({ id: IdSchema });
const owner = { in: 'path', key: 'id' } as const;
const inBody = { in: 'body', key: 'userId' } as const;
const ApplyFields = ApplyInputSchema.omit({ userId: true });

export const weeklyOperations = {
  stats: defineOperation({
    summary: "Weekly stats for the current week (Monday start, her time zone).",
    kind: 'read',
    access: 'user',
    output: WeeklyStatsSchema,
    rest: { method: 'GET', path: '/api/wellness/users/:id/weekly-stats', params: UserPath, owner },
    run: (ctx) => ctx.services.weekly.stats(ctx.userId, ctx.timeZone),
  }),
  progress: defineOperation({
    summary: "Her weeks with a reflection or a log (at most 12, oldest first), each with the weekly stats the Log's weekly tab shows.",
    kind: 'read',
    access: 'user',
    output: z.array(WeekProgressSchema),
    rest: { method: 'GET', path: '/api/wellness/users/:id/weekly-progress', params: UserPath, owner },
    run: (ctx) => ctx.services.weekly.progress(ctx.userId, ctx.timeZone),
  }),
  recommendations: defineOperation({
    summary: 'Generate (and store) weekly recommendations from the week and a reflection.',
    kind: 'ai',
    access: 'user',
    input: WeeklyRecommendationsInputSchema.omit({ userId: true }),
    output: WeeklyRecommendationsResultSchema,
    rest: { method: 'POST', path: '/api/wellness/weekly-recommendations', body: WeeklyRecommendationsInputSchema, owner: inBody },
    // Her reflection is read once in the service, and medicines she names reach screening there (docs/decisions/131).
    run: (ctx, input) => ctx.services.weekly.recommendations(ctx.userId, input, ctx.timeZone),
  }),
  currentRecommendations: defineOperation({
    summary: "This week's latest generated recommendations as they stand: applied ones, ones her routines already cover, and the undo of her last application while it is valid (null when none were generated this week).",
    kind: 'read',
    access: 'user',
    output: CurrentRecommendationsSchema,
    rest: { method: 'GET', path: '/api/wellness/users/:id/weekly-recommendations', params: UserPath, owner },
    run: (ctx) => ctx.services.weekly.currentRecommendations(ctx.userId, ctx.timeZone),
  }),
  /** A mutation only so a long input is not put in a URL; writes nothing. */
  previewApply: defineOperation({
    summary: 'The change set applying these recommendations would make (nothing is written).',
    kind: 'write',
    access: 'user',
    input: ApplyFields,
    output: PreviewResultSchema,
    rest: { method: 'POST', path: '/api/wellness/apply-recommendations/preview', body: ApplyInputSchema, owner: inBody },
    run: (ctx, input) => ctx.services.weekly.previewApply(ctx.userId, input),
  }),
  /** ('apply' is a reserved word in tRPC routers.) */
  applyRecommendations: defineOperation({
    summary: 'Apply the selected recommendations to her routines; returns the change set and an id to undo it.',
    kind: 'write',
    access: 'user',
    input: ApplyFields,
    output: ApplyResultSchema,
    rest: { method: 'POST', path: '/api/wellness/apply-recommendations', body: ApplyInputSchema, owner: inBody },
    // New routines show in today's plan: the service rebuilds it once (docs/decisions/095).
    run: (ctx, input) => ctx.services.weekly.apply(ctx.userId, input, ctx.timeZone),
  }),
  undoApply: defineOperation({
    summary: 'Undo an application: restores the routines exactly as they were.',
    kind: 'write',
    access: 'user',
    input: z.strictObject({ applicationId: IdSchema }),
    output: UndoResultSchema,
    rest: { method: 'POST', path: '/api/wellness/apply-recommendations/:applicationId/undo', params: z.strictObject({ applicationId: IdSchema }) },
    run: (ctx, input) => ctx.services.weekly.undoApply(ctx.userId, input.applicationId, ctx.timeZone),
  }),
  reviews: defineOperation({
    summary: 'Weekly reviews, newest week first.',
    kind: 'read',
    access: 'user',
    output: z.array(WeeklyReviewSchema),
    rest: { method: 'GET', path: '/api/wellness/users/:id/weekly-reviews', params: UserPath, owner },
    run: (ctx) => ctx.services.weekly.listReviews(ctx.userId),
  }),
  review: defineOperation({
    summary: "The review of one week (404 'No reflection for this week').",
    kind: 'read',
    access: 'user',
    input: z.strictObject({ weekStartDate: MondayDateSchema }),
    output: WeeklyReviewSchema,
    rest: {
      method: 'GET',
      path: '/api/wellness/users/:id/weekly-reviews/:weekStartMonday',
      params: z.strictObject({ id: IdSchema, weekStartMonday: MondayDateSchema }),
      owner,
      toInput: ({ params }) => ({ weekStartDate: params.weekStartMonday }),
    },
    run: (ctx, input) => ctx.services.weekly.getReview(ctx.userId, input.weekStartDate),
  }),
  saveReview: defineOperation({
    summary: "Save the week's reflection (a second save for the same week updates it: updated: true).",
    kind: 'write',
    access: 'user',
    input: SaveReviewBodySchema,
    output: SavedReviewSchema,
    rest: { method: 'POST', path: '/api/wellness/users/:id/weekly-reviews', params: UserPath, body: SaveReviewBodySchema, owner },
    // Medicines named in her reflection reach screening inside the service (docs/decisions/110, 131).
    run: (ctx, input) => ctx.services.weekly.saveReview(ctx.userId, input),
  }),
};
