import { readingOrRead, reviewText, type WeeklyRecommendation, type WeeklyReview } from '@cadence/domain';
import type { StoredRecommendationDoc, WeeklyReviewDoc } from './weekly.model';

/** Stored review → the spec's WeeklyReview (§3). */
export function toWeeklyReview(doc: WeeklyReviewDoc): WeeklyReview {
  return {
    id: doc._id,
    userId: doc.userId,
    weekStartDate: doc.weekStartDate,
    energyMoodScore: doc.energyMoodScore,
    whatHelped: doc.whatHelped ?? '',
    whatDidntHelp: doc.whatDidntHelp ?? '',
    notes: doc.notes ?? '',
    // Stored when she saved it; a review saved before readings is read here (docs/decisions/110).
    reading: readingOrRead(doc.reading, reviewText(doc)),
    // The slider's default is not a rating (docs/decisions/133); older reviews were rated.
    rated: doc.rated !== false,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** A weekly recommendation with the id it is stored under. */
export type IdentifiedRecommendation = WeeklyRecommendation & { id: string };

export function toIdentifiedRecommendation(doc: StoredRecommendationDoc): IdentifiedRecommendation {
  return {
    id: doc.id,
    type: doc.type as WeeklyRecommendation['type'],
    routineType: doc.routineType as WeeklyRecommendation['routineType'],
    label: doc.label,
    rationale: doc.rationale ?? '',
    priority: doc.priority as WeeklyRecommendation['priority'],
  };
}
