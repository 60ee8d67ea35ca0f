import { Schema, type Connection } from 'mongoose';

/** Completion flags by routine type (spec §3 Daily log). */
export interface CompletedFlagsDoc {
  movement: boolean;
  nutrition: boolean;
  mindfulness: boolean;
  supplement: boolean;
}

/** One daily log per user per local date (unique userId+date). */
export interface DailyLogDoc {
  _id: string;
  userId: string;
  /** The user's local date, 'YYYY-MM-DD'. */
  date: string;
  notes: string;
  transcript: string;
  /** Text or { mood, energy, pain, symptoms } (validated by the domain schema before it is stored). */
  llmExtract: unknown;
  /** The one reading of notes + transcript (NoteReading, docs/decisions/110); absent on logs saved before it. */
  reading?: unknown;
  mood: string;
  completed: CompletedFlagsDoc;
  /** routine id → (subtask id → ticked). Keys are id-shaped (no '.' or '$'), validated before storage. */
  subtasks: Record<string, Record<string, boolean>>;
  /** docs/decisions/044: 'rest' | 'sick' (pauses habit strength) or null. */
  dayMark: string | null;
  /** docs/decisions/044: routines skipped on purpose that day. */
  skippedRoutineIds: string[];
  /** docs/decisions/043: her own 0–10 energy rating, or null. */
  energy: number | null;
  createdAt: Date;
  updatedAt: Date;
}

const logSchema = new Schema<DailyLogDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    date: { type: String, required: true },
    notes: { type: String, default: '' },
    transcript: { type: String, default: '' },
    llmExtract: { type: Schema.Types.Mixed, default: null },
    reading: { type: Schema.Types.Mixed, default: null },
    mood: { type: String, default: '' },
    completed: {
      movement: { type: Boolean, default: false },
      nutrition: { type: Boolean, default: false },
      mindfulness: { type: Boolean, default: false },
      supplement: { type: Boolean, default: false },
    },
    subtasks: { type: Schema.Types.Mixed, default: () => ({}) },
    dayMark: { type: String, default: null },
    skippedRoutineIds: { type: [String], default: [] },
    energy: { type: Number, default: null },
  },
  { versionKey: false, strict: 'throw', timestamps: true, collection: 'daily_logs', minimize: false },
);

// One log per user per date; also serves "list newest first" (userId equality, date sort).
logSchema.index({ userId: 1, date: 1 }, { unique: true });

export function dailyLogModel(conn: Connection) {
  return conn.models.DailyLog ?? conn.model<DailyLogDoc>('DailyLog', logSchema);
}
