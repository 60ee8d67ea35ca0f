import type { Routine, WeeklyRecommendation, WeeklyReview } from '@cadence/domain';
import type { RoutineSnapshotDoc, StoredRecommendationDoc, WeeklyReviewDoc } from './weekly.model';

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

/** Routine → the stored snapshot kept for undo (every field apply/undo can touch, plus createdAt). */
export function toSnapshot(routine: Routine): RoutineSnapshotDoc {
  return {
    _id: routine.id,
    userId: routine.userId,
    type: routine.type,
    label: routine.label,
    frequency: routine.frequency,
    notes: routine.notes,
    active: routine.active !== false,
    isPersonalized: routine.isPersonalized,
    subtasks: routine.subtasks.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      category: s.category ?? null,
      completed: s.completed,
    })),
    createdAt: routine.createdAt ? new Date(routine.createdAt) : new Date(),
  };
}

/** A stored snapshot → the routine as it was. */
export function fromSnapshot(s: RoutineSnapshotDoc): Routine {
  return {
    id: s._id,
    userId: s.userId,
    type: s.type as Routine['type'],
    label: s.label,
    frequency: s.frequency as Routine['frequency'],
    notes: s.notes ?? '',
    active: s.active !== false,
    isPersonalized: s.isPersonalized ?? false,
    subtasks: s.subtasks.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description ?? '',
      completed: t.completed ?? false,
      ...(t.category ? { category: t.category as NonNullable<Routine['subtasks'][number]['category']> } : {}),
    })),
    createdAt: s.createdAt.toISOString(),
  };
}
