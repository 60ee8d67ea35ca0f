import { Schema, type Connection } from 'mongoose';

/**
 * A task of a daily plan. `id` is its identity (docs/decisions/095-task-identity.md): ticks, undo and the Log
 * address it; plans stored before that decision get ids when first read (PlanService.load).
 */
export interface PlanTaskDoc {
  id?: string;
  label: string;
  status: 'pending' | 'done';
  reasonTag: string;
  source: 'routine' | 'manual' | 'adjustment_add';
  notes?: string;
  routineId?: string;
  category?: string;
  /** What she told the check-in that this task answers (docs/decisions/110). */
  heard?: string;
}

/** One daily plan per user per local date (unique userId+date). */
export interface DailyPlanDoc {
  _id: string;
  userId: string;
  /** The user's local date, 'YYYY-MM-DD'. */
  date: string;
  coachNote: string;
  tasks: PlanTaskDoc[];
  /** Strings or { label, rationale?, type? } (validated by the domain schema before storage). */
  adjustments: unknown[];
  dailyMotivation: { message: string };
  personalizedTip: { title: string; category: string; difficulty: string; content: string };
  /** SafetyNotice or null. */
  safety: unknown;
  generatedBy: 'rules' | 'llm';
  disclaimer?: string;
  /** Raised by every write: whole-plan writes are conditional on it (decision 095). Absent on older plans (0). */
  rev?: number;
  /** How many of the last `adjustments` the latest check-in made: the note names only those (decision 096). */
  lastChanges?: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * An adjustment object without its absent optional fields: `{ label, rationale: undefined }` or
 * `{ rationale: null }` would otherwise be stored as `rationale: null`, which the DailyPlan schema
 * refuses (docs/decisions/036: a later adaptation that day then failed validation and was silently lost).
 */
export function withoutAbsentFields<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;
}

/** Optional string paths: null (or undefined) is stored as absent, never as null. */
const absentIfNull = (v: unknown) => (v === null ? undefined : v);
const optionalString = { type: String, set: absentIfNull };

const taskSchema = new Schema<PlanTaskDoc>(
  {
    id: optionalString,
    label: { type: String, required: true },
    status: { type: String, required: true, default: 'pending' },
    reasonTag: { type: String, default: '' },
    source: { type: String, required: true },
    notes: optionalString,
    routineId: optionalString,
    category: optionalString,
    heard: optionalString,
  },
  { _id: false, strict: 'throw' },
);

const planSchema = new Schema<DailyPlanDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    date: { type: String, required: true },
    coachNote: { type: String, default: '' },
    tasks: { type: [taskSchema], default: [] },
    adjustments: {
      type: [Schema.Types.Mixed],
      default: [],
      set: (list: unknown) => (Array.isArray(list) ? list.map(withoutAbsentFields) : list),
    },
    dailyMotivation: { message: { type: String, default: '' } },
    personalizedTip: {
      title: { type: String, default: '' },
      category: { type: String, default: '' },
      difficulty: { type: String, default: 'easy' },
      content: { type: String, default: '' },
    },
    safety: { type: Schema.Types.Mixed, default: null },
    generatedBy: { type: String, default: 'rules' },
    disclaimer: optionalString,
    rev: { type: Number },
    lastChanges: { type: Number },
  },
  { versionKey: false, strict: 'throw', timestamps: true, collection: 'daily_plans', minimize: false },
);

// One plan per user per local date; the dashboard read is a single lookup on this index.
planSchema.index({ userId: 1, date: 1 }, { unique: true });

export function dailyPlanModel(conn: Connection) {
  return conn.models.DailyPlan ?? conn.model<DailyPlanDoc>('DailyPlan', planSchema);
}
