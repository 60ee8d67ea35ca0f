import {
  IdSchema,
  MAX_RECOMMENDATIONS,
  MondayDateSchema,
  SaveWeeklyReviewInputSchema,
  strictObject,
  WeeklyRecommendationSchema,
  RoutineSchema,
  SubtaskSchema,
  SafetyNoticeSchema,
  WeeklyReviewSchema,
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


// --- outputs (OpenAPI; checked against every answer in tests) ---------------------------------

const IdentifiedRecommendationSchema = WeeklyRecommendationSchema.extend({ id: IdSchema });

export const WeeklyRecommendationsResultSchema = strictObject({
  recommendations: z.array(IdentifiedRecommendationSchema),
  source: z.enum(['rules', 'llm']),
  safety: SafetyNoticeSchema.optional(),
  disclaimer: z.string().optional(),
  recommendationSetId: IdSchema,
  weekStartDate: MondayDateSchema,
});

/**
 * This week's latest generated set as it stands (docs/decisions/156): each recommendation says whether it is applied (and
 * not undone), or which routine of hers already covers it; `undo` is her last application when it can still be undone.
 * Null when nothing was generated this week.
 */
export const CurrentRecommendationsSchema = strictObject({
  recommendations: z.array(IdentifiedRecommendationSchema.extend({ applied: z.boolean(), alreadyHave: z.string().optional() })),
  source: z.enum(['rules', 'llm']),
  safety: SafetyNoticeSchema.optional(),
  disclaimer: z.string().optional(),
  recommendationSetId: IdSchema,
  weekStartDate: MondayDateSchema,
  undo: strictObject({ applicationId: IdSchema, recommendationIds: z.array(IdSchema) }).nullable(),
}).nullable();

const ModificationSchema = strictObject({ routineId: IdSchema, before: RoutineSchema, after: RoutineSchema });
const AddedRoutineDraftSchema = RoutineSchema.omit({ id: true, userId: true, createdAt: true, subtasks: true }).extend({
  subtasks: z.array(SubtaskSchema.extend({ id: IdSchema.optional() })),
});
const ChangeSetSchema = strictObject({
  added: z.array(AddedRoutineDraftSchema.loose()),
  modified: z.array(ModificationSchema.loose()),
  deactivated: z.array(strictObject({ routineId: IdSchema, before: RoutineSchema }).loose()),
  /** Recommendations her routines already cover: nothing is created for them (docs/decisions/130). */
  alreadyHave: z.array(strictObject({ recommendation: z.string(), routineId: IdSchema, label: z.string() })).optional(),
});

export const PreviewResultSchema = strictObject({ changes: ChangeSetSchema, summary: z.array(z.string()) });

export const ApplyResultSchema = strictObject({
  applied: strictObject({
    added: z.array(RoutineSchema),
    modified: z.array(ModificationSchema),
    deactivated: z.array(ModificationSchema),
  }),
  summary: z.array(z.string()),
  applicationId: IdSchema,
});

export const UndoResultSchema = strictObject({ applicationId: IdSchema, undone: z.literal(true), routines: z.array(RoutineSchema) });

export const SavedReviewSchema = WeeklyReviewSchema.extend({ updated: z.boolean() });
