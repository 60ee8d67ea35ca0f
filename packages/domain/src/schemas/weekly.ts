import { z } from 'zod';
import { NoteReadingSchema } from './reading';
import { WEEKLY_SCORE_DEFAULT, WEEKLY_SCORE_MAX, WEEKLY_SCORE_MIN } from '../constants/program';
import { EnergyTrendSchema, PrioritySchema, RoutineTypeSchema, WeeklyRecommendationTypeSchema } from './enums';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NOTE_LENGTH,
  MAX_RECOMMENDATIONS,
  MAX_SHORT_TEXT_LENGTH,
} from './limits';
import {
  boundedText,
  CountSchema,
  IdSchema,
  intInRange,
  IsoDateTimeSchema,
  MondayDateSchema,
  requiredText,
  strictObject,
  textList,
} from './primitives';

/** §3 Weekly stats. */
export const WeeklyStatsSchema = strictObject({
  completedDays: CountSchema,
  totalDays: CountSchema,
  categoryStats: strictObject({ movement: CountSchema, nutrition: CountSchema, mindfulness: CountSchema }),
  commonSymptoms: textList(MAX_LIST_ITEMS, MAX_SHORT_TEXT_LENGTH),
  energyTrend: EnergyTrendSchema,
});
export type WeeklyStats = z.infer<typeof WeeklyStatsSchema>;

/**
 * One week of her progress (Past Reflections' chart): the same statistics as the Log's weekly tab, from the same
 * stored days, so a week shows the same figures everywhere (docs/decisions/134). `logged`: she has a log or a plan
 * in that week.
 */
export const WeekProgressSchema = strictObject({
  weekStartDate: MondayDateSchema,
  stats: WeeklyStatsSchema,
  logged: z.boolean(),
});
export type WeekProgress = z.infer<typeof WeekProgressSchema>;

/** §3 Recommendation (weekly). */
export const WeeklyRecommendationSchema = strictObject({
  type: WeeklyRecommendationTypeSchema,
  routineType: RoutineTypeSchema,
  label: requiredText(MAX_LABEL_LENGTH),
  rationale: boundedText(MAX_DESCRIPTION_LENGTH).default(''),
  priority: PrioritySchema,
});
export type WeeklyRecommendation = z.infer<typeof WeeklyRecommendationSchema>;

const recommendationList = z
  .array(WeeklyRecommendationSchema)
  .max(MAX_RECOMMENDATIONS, `must have at most ${MAX_RECOMMENDATIONS} items`);

/** POST /api/wellness/weekly-recommendations (§7). */
export const WeeklyRecommendationsInputSchema = strictObject({
  userId: IdSchema,
  reflectionNotes: requiredText(MAX_NOTE_LENGTH),
});
export type WeeklyRecommendationsInput = z.infer<typeof WeeklyRecommendationsInputSchema>;

export const WeeklyRecommendationsResponseSchema = strictObject({ recommendations: recommendationList });
export type WeeklyRecommendationsResponse = z.infer<typeof WeeklyRecommendationsResponseSchema>;

/** POST /api/wellness/apply-recommendations (§7): the selected ones, at least one. */
export const ApplyRecommendationsInputSchema = strictObject({
  userId: IdSchema,
  recommendations: recommendationList.min(1, 'must have at least 1 item'),
});
export type ApplyRecommendationsInput = z.infer<typeof ApplyRecommendationsInputSchema>;

/** Energy & mood score: integer 1–10 (§3, §9). */
export const EnergyMoodScoreSchema = intInRange(WEEKLY_SCORE_MIN, WEEKLY_SCORE_MAX);

/** §3 Weekly review. */
export const WeeklyReviewSchema = strictObject({
  id: IdSchema,
  userId: IdSchema,
  weekStartDate: MondayDateSchema,
  energyMoodScore: EnergyMoodScoreSchema,
  whatHelped: boundedText(MAX_NOTE_LENGTH).default(''),
  whatDidntHelp: boundedText(MAX_NOTE_LENGTH).default(''),
  notes: boundedText(MAX_NOTE_LENGTH).default(''),
  /** The one reading of what helped, what didn't and her notes (docs/decisions/110). */
  reading: NoteReadingSchema.nullable().optional(),
  /**
   * false when she saved without touching the score: `energyMoodScore` then holds the slider's default and is not
   * a rating (docs/decisions/133; read it with `ratingOf`). Absent (older reviews, API clients that send a score): rated.
   */
  rated: z.boolean().optional(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema.optional(),
});
export type WeeklyReview = z.infer<typeof WeeklyReviewSchema>;

export { ratingOf } from '../engine/rating';

/**
 * POST /api/wellness/users/{id}/weekly-reviews (§7). The "at least one of what helped / what
 * didn't help" rule (§5) is enforced here too, reported on `whatHelped`.
 */
export const SaveWeeklyReviewInputSchema = strictObject({
  weekStartDate: MondayDateSchema,
  energyMoodScore: EnergyMoodScoreSchema.default(WEEKLY_SCORE_DEFAULT),
  whatHelped: boundedText(MAX_NOTE_LENGTH).default(''),
  whatDidntHelp: boundedText(MAX_NOTE_LENGTH).default(''),
  notes: boundedText(MAX_NOTE_LENGTH).default(''),
  /** false: she did not rate the week (the score is the slider's default, not a rating: docs/decisions/133). Default true. */
  rated: z.boolean().optional(),
}).refine((v) => v.whatHelped !== '' || v.whatDidntHelp !== '', {
  message: "share what helped or what didn't help this week",
  path: ['whatHelped'],
});
export type SaveWeeklyReviewInput = z.infer<typeof SaveWeeklyReviewInputSchema>;
