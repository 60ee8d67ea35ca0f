import {
  IdSchema,
  MAX_RECOMMENDATIONS,
  MondayDateSchema,
  SaveWeeklyReviewInputSchema,
  strictObject,
  WeeklyRecommendationSchema,
} from '@cadence/domain';
import { z } from 'zod';

// Local, minimal extensions of the domain schemas (reported to the domain owners):

/**
 * Apply / preview input: the domain's ApplyRecommendationsInputSchema, except that each
 * recommendation may carry the `id` it was generated with (the weekly-recommendations response
 * returns ids so the stored set can be referenced), so the client can post them back as received.
 */
export const ApplyInputSchema = strictObject({
  userId: IdSchema,
  recommendations: z
    .array(WeeklyRecommendationSchema.extend({ id: IdSchema.optional() }))
    .min(1, 'must have at least 1 item')
    .max(MAX_RECOMMENDATIONS, `must have at most ${MAX_RECOMMENDATIONS} items`),
});

/**
 * Save-review body: the domain SaveWeeklyReviewInputSchema's fields without its refine, so the
 * "at least one of what helped / what didn't help" rule is answered by the service with the
 * spec's exact sentence (§8) instead of a field-prefixed message.
 */
export const SaveReviewBodySchema = strictObject(SaveWeeklyReviewInputSchema.shape);

export const UserIdInput = strictObject({ userId: IdSchema });
export const ReviewKeyInput = strictObject({ userId: IdSchema, weekStartDate: MondayDateSchema });
export const SaveReviewInput = strictObject({ userId: IdSchema, ...SaveWeeklyReviewInputSchema.shape });
export const ApplicationIdInput = strictObject({ applicationId: IdSchema });
