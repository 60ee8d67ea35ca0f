import { z } from 'zod';
import { MAX_NOTE_LENGTH, MAX_SHORT_TEXT_LENGTH, MAX_TRANSCRIPT_LENGTH } from './limits';
import { LlmExtractSchema } from './plan';
import { NoteReadingSchema } from './reading';
import { DayMarkSchema } from './enums';
import { EnergyRatingSchema, SkippedRoutineIdsSchema } from './rhythm';
import { boundedText, IdSchema, IsoDateSchema, safeRecord, strictObject } from './primitives';

/** Completion flags by routine type (§3 Daily log). */
export const CompletedFlagsSchema = strictObject({
  movement: z.boolean().default(false),
  nutrition: z.boolean().default(false),
  mindfulness: z.boolean().default(false),
  supplement: z.boolean().default(false),
});
export type CompletedFlags = z.infer<typeof CompletedFlagsSchema>;

/** routine id → (subtask id → ticked). Keys are id-shaped: no '$', '.', or prototype names. */
export const SubtaskCompletionMapSchema = safeRecord(safeRecord(z.boolean()));
export type SubtaskCompletionMap = z.infer<typeof SubtaskCompletionMapSchema>;

/** §3 Daily log. */
export const DailyLogSchema = strictObject({
  id: IdSchema,
  userId: IdSchema,
  date: IsoDateSchema,
  notes: boundedText(MAX_NOTE_LENGTH).default(''),
  transcript: boundedText(MAX_TRANSCRIPT_LENGTH).default(''),
  llmExtract: LlmExtractSchema.nullable().default(null),
  /** The one reading of the day's notes and transcript, computed when they are written (docs/decisions/110). */
  reading: NoteReadingSchema.nullable().optional(),
  mood: boundedText(MAX_SHORT_TEXT_LENGTH).default(''),
  completed: CompletedFlagsSchema.prefault({}),
  subtasks: SubtaskCompletionMapSchema.default({}),
  /** docs/decisions/044: 'rest' or 'sick' (sick/flare) day — pauses habit strength; null when unmarked. */
  dayMark: DayMarkSchema.nullable().optional(),
  /** docs/decisions/044: routines skipped on purpose that day (distinct from missed). */
  skippedRoutineIds: SkippedRoutineIdsSchema.optional(),
  /** docs/decisions/043: her own energy rating for the day, 0–10. */
  energy: EnergyRatingSchema.nullable().optional(),
});
export type DailyLog = z.infer<typeof DailyLogSchema>;

/** POST /api/wellness/logs (§7): a note (userId, date, notes) or the daily log with completed and subtasks. */
export const SaveDailyLogInputSchema = strictObject({
  userId: IdSchema,
  date: IsoDateSchema,
  notes: boundedText(MAX_NOTE_LENGTH).optional(),
  transcript: boundedText(MAX_TRANSCRIPT_LENGTH).optional(),
  mood: boundedText(MAX_SHORT_TEXT_LENGTH).optional(),
  completed: CompletedFlagsSchema.optional(),
  subtasks: SubtaskCompletionMapSchema.optional(),
  dayMark: DayMarkSchema.nullable().optional(),
  skippedRoutineIds: SkippedRoutineIdsSchema.optional(),
  /** docs/decisions/043: her own energy rating for the day, 0–10 (null clears it). */
  energy: EnergyRatingSchema.nullable().optional(),
});
export type SaveDailyLogInput = z.infer<typeof SaveDailyLogInputSchema>;

/** PATCH /api/wellness/users/{id}/logs/{date} (§7). */
export const PatchLogNotesInputSchema = strictObject({
  notes: boundedText(MAX_NOTE_LENGTH),
  /** The notes she started from: when another device saved since, both texts are kept (docs/decisions/122). */
  baseNotes: boundedText(MAX_NOTE_LENGTH).optional(),
});
export type PatchLogNotesInput = z.infer<typeof PatchLogNotesInputSchema>;

