import type { RoutineSnapshot } from '@cadence/domain';
import { Schema, type Connection } from 'mongoose';
import { storedSubtaskSchema } from '../../lib/stored-subtask-schema';

/** One reflection per user per week (unique userId + weekStartDate). */
export interface WeeklyReviewDoc {
  _id: string;
  userId: string;
  /** The Monday of the week, 'YYYY-MM-DD'. */
  weekStartDate: string;
  energyMoodScore: number;
  whatHelped: string;
  whatDidntHelp: string;
  notes: string;
  /** The one reading of what helped, what didn't and her notes (docs/decisions/110); absent on older reviews. */
  reading?: unknown;
  /** false: she did not rate the week; the score is the slider's default (docs/decisions/133). Absent: rated. */
  rated?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const weeklyReviewSchema = new Schema<WeeklyReviewDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    weekStartDate: { type: String, required: true },
    energyMoodScore: { type: Number, required: true, min: 1, max: 10 },
    whatHelped: { type: String, default: '' },
    whatDidntHelp: { type: String, default: '' },
    notes: { type: String, default: '' },
    reading: { type: Schema.Types.Mixed, default: null },
    rated: { type: Boolean, default: true },
  },
  { versionKey: false, strict: 'throw', timestamps: true, collection: 'weekly_reviews' },
);
weeklyReviewSchema.index({ userId: 1, weekStartDate: 1 }, { unique: true });

/** A stored weekly recommendation (with its own id so "apply" can reference it). */
export interface StoredRecommendationDoc {
  id: string;
  type: string;
  routineType: string;
  label: string;
  rationale: string;
  priority: string;
}

/** One generated set of weekly recommendations. */
export interface RecommendationSetDoc {
  _id: string;
  userId: string;
  weekStartDate: string;
  source: 'rules' | 'llm';
  recommendations: StoredRecommendationDoc[];
  /** The safety notice and disclaimer sent with the set, so a reload shows them again (docs/decisions/156). */
  safety?: unknown;
  disclaimer?: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields of a recommendation as stored (in a generated set, with its id; in an application, without). */
const recommendationFields = {
    type: { type: String, required: true },
    routineType: { type: String, required: true },
    label: { type: String, required: true },
    rationale: { type: String, default: '' },
    priority: { type: String, required: true },
};
const storedRecommendationSchema = new Schema<StoredRecommendationDoc>(
  { id: { type: String, required: true }, ...recommendationFields },
  { _id: false, versionKey: false, strict: 'throw' },
);

const recommendationSetSchema = new Schema<RecommendationSetDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    weekStartDate: { type: String, required: true },
    source: { type: String, required: true, enum: ['rules', 'llm'] },
    recommendations: { type: [storedRecommendationSchema], default: [] },
    safety: { type: Schema.Types.Mixed, default: undefined },
    disclaimer: { type: String, default: undefined },
  },
  { versionKey: false, strict: 'throw', timestamps: true, collection: 'weekly_recommendations' },
);
recommendationSetSchema.index({ userId: 1, createdAt: -1 });

/**
 * One application of recommendations to a user's routines, kept so it can be undone:
 * `addedIds` are deleted on undo, `before` snapshots (modified / deactivated routines) restored. A snapshot is the routine as
 * stored (the domain's RoutineSnapshot, the routine document's own shape).
 */
export interface RecommendationApplicationDoc {
  _id: string;
  userId: string;
  recommendations: Omit<StoredRecommendationDoc, 'id'>[];
  /** Ids of the stored (generated) recommendations that were applied, when the client sent them. */
  recommendationIds: string[];
  addedIds: string[];
  modifiedIds: string[];
  deactivatedIds: string[];
  before: RoutineSnapshot[];
  after: RoutineSnapshot[];
  undoneAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const snapshotSchema = new Schema<RoutineSnapshot>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    type: { type: String, required: true },
    label: { type: String, required: true },
    frequency: { type: String, required: true },
    weekday: { type: String },
    notes: { type: String, default: '' },
    active: { type: Boolean, required: true },
    isPersonalized: { type: Boolean, default: false },
    subtasks: { type: [storedSubtaskSchema], default: [] },
    createdAt: { type: Date, required: true },
  },
  { _id: false, versionKey: false, strict: 'throw' },
);

const applicationSchema = new Schema<RecommendationApplicationDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    recommendations: { type: [new Schema(recommendationFields, { _id: false, versionKey: false, strict: 'throw' })], default: [] },
    recommendationIds: { type: [String], default: [] },
    addedIds: { type: [String], default: [] },
    modifiedIds: { type: [String], default: [] },
    deactivatedIds: { type: [String], default: [] },
    before: { type: [snapshotSchema], default: [] },
    after: { type: [snapshotSchema], default: [] },
    undoneAt: { type: Date, default: null },
  },
  { versionKey: false, strict: 'throw', timestamps: true, collection: 'recommendation_applications' },
);
applicationSchema.index({ userId: 1, createdAt: -1 });

export function weeklyReviewModel(conn: Connection) {
  return conn.models.WeeklyReview ?? conn.model<WeeklyReviewDoc>('WeeklyReview', weeklyReviewSchema);
}

export function recommendationSetModel(conn: Connection) {
  return conn.models.WeeklyRecommendationSet ?? conn.model<RecommendationSetDoc>('WeeklyRecommendationSet', recommendationSetSchema);
}

export function recommendationApplicationModel(conn: Connection) {
  return (
    conn.models.RecommendationApplication ??
    conn.model<RecommendationApplicationDoc>('RecommendationApplication', applicationSchema)
  );
}
