import { IdSchema, MondayDateSchema, WeeklyRecommendationsInputSchema } from '@cadence/domain';
import { z } from 'zod';
import { ApplyInputSchema, SaveReviewBodySchema } from '../modules/weekly/weekly.schemas';
import { defineRoute } from './define';

const IdParams = z.strictObject({ id: IdSchema });
const ReviewParams = z.strictObject({ id: IdSchema, weekStartMonday: MondayDateSchema });
const ApplicationParams = z.strictObject({ applicationId: IdSchema });

export const weeklyRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/wellness/users/:id/weekly-stats',
    summary: "Weekly stats for the current week (Monday start, the user's time zone).",
    kind: 'read',
    params: IdParams,
    handler: (ctx, { params }) => ctx.services.weekly.stats(ctx.actor, params.id, ctx.timeZone),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/weekly-recommendations',
    summary: 'Generate (and store) weekly recommendations from the week and a reflection.',
    kind: 'ai',
    body: WeeklyRecommendationsInputSchema,
    handler: (ctx, { body }) => ctx.services.weekly.recommendations(ctx.actor, body, ctx.timeZone),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/apply-recommendations/preview',
    summary: 'The change set applying these recommendations would make (nothing is written).',
    kind: 'write',
    body: ApplyInputSchema,
    handler: (ctx, { body }) => ctx.services.weekly.previewApply(ctx.actor, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/apply-recommendations',
    summary: 'Apply the selected recommendations to the routines; returns the change set and an id to undo it.',
    kind: 'write',
    body: ApplyInputSchema,
    handler: (ctx, { body }) => ctx.services.weekly.apply(ctx.actor, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/apply-recommendations/:applicationId/undo',
    summary: 'Undo an application: restores the routines exactly as they were.',
    kind: 'write',
    params: ApplicationParams,
    handler: (ctx, { params }) => ctx.services.weekly.undoApply(ctx.actor, params.applicationId),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/wellness/users/:id/weekly-reviews',
    summary: 'Weekly reviews, newest week first.',
    kind: 'read',
    params: IdParams,
    handler: (ctx, { params }) => ctx.services.weekly.listReviews(ctx.actor, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/wellness/users/:id/weekly-reviews/:weekStartMonday',
    summary: "The review of one week (404 'No reflection for this week').",
    kind: 'read',
    params: ReviewParams,
    handler: (ctx, { params }) => ctx.services.weekly.getReview(ctx.actor, params.id, params.weekStartMonday),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/wellness/users/:id/weekly-reviews',
    summary: "Save the week's reflection (a second save for the same week updates it: updated: true).",
    kind: 'write',
    params: IdParams,
    body: SaveReviewBodySchema,
    handler: (ctx, { params, body }) => ctx.services.weekly.saveReview(ctx.actor, params.id, body),
  }),
];
