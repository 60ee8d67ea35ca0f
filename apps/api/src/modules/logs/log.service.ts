import {
  isSafeKey,
  mergeNoteEdits,
  logText,
  readNote,
  type NoteReading,
  MAX_SHORT_TEXT_LENGTH,
  MAX_NOTE_LENGTH,
  type DailyLog,
  type LlmExtract,
  type PatchLogNotesInput,
  type SaveDailyLogInput,
} from '@cadence/domain';
import { badRequest, conflict } from '../../lib/errors';
import { toDailyLog } from './log.mapper';
import type { LogRepository } from './log.repository';
import type { UserDataPort } from '../../lib/user-data';

/** Separator between check-in notes appended to the same day's notes. */
const NOTE_SEPARATOR = '\n\n';

/**
 * Appends `note` to a day's notes, keeping the result within MAX_NOTE_LENGTH: when too long,
 * the oldest text is dropped (the newest note always survives, itself capped).
 */
export function appendNote(existing: string, note: string): string {
  const trimmed = note.trim();
  if (!trimmed) return existing;
  if (!existing.trim()) return trimmed.slice(0, MAX_NOTE_LENGTH);
  if (existing.endsWith(trimmed)) return existing; // the same note saved twice (retry)
  const combined = `${existing}${NOTE_SEPARATOR}${trimmed}`;
  return combined.length <= MAX_NOTE_LENGTH ? combined : combined.slice(combined.length - MAX_NOTE_LENGTH).trimStart();
}

/** Told after a save of a day's routine ticks (the plan module keeps today's tasks in step: decision 024). */
export type LogSavedListener = (userId: string, log: DailyLog, routineIds: readonly string[], timeZone: string) => Promise<void>;

/**
 * Told after a day's notes or transcript are written from the Log: the notes she just wrote (`written`, null
 * when only the transcript changed) are triaged like a check-in (docs/decisions/105), and the medicines the
 * day's stored reading names reach screening (docs/decisions/110).
 */
export type NotesSavedListener = (userId: string, log: DailyLog, timeZone: string, written: string | null) => Promise<void>;

export class LogService {
  private savedListener: LogSavedListener | null = null;
  private notesListener: NotesSavedListener | null = null;
  constructor(private readonly logs: LogRepository) {}

  /**
   * The composition root wires the plan module here, so every caller of `save` gets the same workflow (the
   * plan follows the log) without the log module importing the plan module (docs/decisions/095).
   */
  onRoutineTicksSaved(listener: LogSavedListener): void {
    this.savedListener = listener;
  }

  /** The composition root wires red-flag triage of Log notes here (docs/decisions/095, 105). */
  onNotesSaved(listener: NotesSavedListener): void {
    this.notesListener = listener;
  }

  /** Her documents of this module, for export / restore / delete (docs/decisions/049; the account module calls these). */
  get userData(): UserDataPort {
    return this.logs.userData;
  }

  /** GET /api/wellness/users/{id}/logs: newest first. */
  async list(userId: string): Promise<DailyLog[]> {
    const docs = await this.logs.listByUser(userId);
    return docs.map(toDailyLog);
  }

  /** Her most recent logs, newest first (weekly statistics, the coach's context). */
  async recent(userId: string, limit: number): Promise<DailyLog[]> {
    return (await this.logs.listByUser(userId, limit)).map(toDailyLog);
  }

  /** Her logs on these dates (by `_id`, the read FerretDB serves from its primary key); missing dates are skipped. */
  async onDates(userId: string, dates: readonly string[]): Promise<DailyLog[]> {
    return (await this.logs.findMany(userId, dates)).map(toDailyLog);
  }

  /** The log of one date, or null when none was saved (the REST route answers 404 then). */
  async get(userId: string, date: string): Promise<DailyLog | null> {
    const doc = await this.logs.find(userId, date);
    return doc ? toDailyLog(doc) : null;
  }

  /** PATCH /api/wellness/users/{id}/logs/{date}: sets the day's notes (creates the log if needed). */
  async patchNotes(userId: string, date: string, input: PatchLogNotesInput, options: { timeZone?: string } = {}): Promise<DailyLog> {
    const existing = await this.logs.find(userId, date);
    // Written from an older text (another device saved since): both are kept, never overwritten (decision 122).
    const notes = mergeNoteEdits(existing?.notes ?? '', input.baseNotes, input.notes);
    if (notes.length > MAX_NOTE_LENGTH) throw conflict('Both versions of these notes together are too long to keep. Shorten one and save again.');
    const reading = readingOfText({ notes, transcript: existing?.transcript ?? '' });
    const log = toDailyLog(await this.logs.upsert(userId, date, { notes, reading }));
    if (options.timeZone && this.notesListener) await this.notesListener(userId, log, options.timeZone, notes);
    return log;
  }

  /**
   * POST /api/wellness/logs: creates or updates the log of (userId, date), merging the fields
   * that are present. `completed` is replaced as a whole (the domain schema fills all four flags);
   * `subtasks` is merged per routine: each routine sent replaces that routine's ticks, others stay.
   */
  async save(userId: string, fields: Omit<SaveDailyLogInput, 'userId'>, options: { timeZone?: string; syncPlan?: boolean } = {}): Promise<DailyLog> {
    const input = { ...fields, userId };
    const set: Record<string, unknown> = {};
    if (input.notes !== undefined) set.notes = input.notes;
    if (input.transcript !== undefined) set.transcript = input.transcript;
    if (input.notes !== undefined || input.transcript !== undefined) {
      // Her words changed: read them once, here, for every consumer (docs/decisions/110).
      const existing = input.notes !== undefined && input.transcript !== undefined ? null : await this.logs.find(input.userId, input.date);
      set.reading = readingOfText({ notes: input.notes ?? existing?.notes ?? '', transcript: input.transcript ?? existing?.transcript ?? '' });
    }
    if (input.mood !== undefined) set.mood = input.mood;
    if (input.dayMark !== undefined) set.dayMark = input.dayMark;
    if (input.skippedRoutineIds !== undefined) set.skippedRoutineIds = input.skippedRoutineIds;
    if (input.energy !== undefined) set.energy = input.energy;
    if (input.completed !== undefined) {
      for (const [type, value] of Object.entries(input.completed)) set[`completed.${type}`] = value;
    }
    if (input.subtasks !== undefined) {
      for (const [routineId, ticks] of Object.entries(input.subtasks)) {
        // Keys were validated by the schema; re-checked here because they become storage paths.
        if (!isSafeKey(routineId) || !Object.keys(ticks).every(isSafeKey)) throw badRequest('subtasks: keys must be ids');
        set[`subtasks.${routineId}`] = { ...ticks };
      }
    }
    const log = toDailyLog(await this.logs.upsert(input.userId, input.date, set));
    if ((input.notes !== undefined || input.transcript !== undefined) && options.timeZone && this.notesListener)
      await this.notesListener(userId, log, options.timeZone, input.notes ?? null);
    // A routine's ticks in today's log and its task in today's plan are one fact (decision 024): the plan follows.
    if (input.subtasks && options.syncPlan !== false && options.timeZone && this.savedListener) {
      await this.savedListener(userId, log, Object.keys(input.subtasks), options.timeZone);
    }
    return log;
  }

  /**
   * Saves an adapt-plan check-in to the day's log (ownership checked by the caller): the
   * transcript, the note appended to the day's notes, the extract and the mood read from it.
   */
  async recordCheckIn(
    userId: string,
    date: string,
    checkIn: { transcript: string; llmExtract: LlmExtract | null; /** The transcript's reading, when the caller read it. */ reading?: NoteReading },
  ): Promise<DailyLog> {
    const existing = await this.logs.find(userId, date);
    const notes = appendNote(existing?.notes ?? '', checkIn.transcript);
    const set: Record<string, unknown> = {
      transcript: checkIn.transcript,
      notes,
      llmExtract: checkIn.llmExtract,
      // The day's first check-in: the notes are the transcript, already read.
      reading: checkIn.reading && notes === checkIn.transcript.trim() ? checkIn.reading : readingOfText({ notes, transcript: checkIn.transcript }),
    };
    const mood = moodFrom(checkIn.llmExtract);
    if (mood) set.mood = mood;
    return toDailyLog(await this.logs.upsert(userId, date, set));
  }
}

/** The reading of a day's notes and transcript, as stored (null when she wrote nothing). */
function readingOfText(log: { notes: string; transcript: string }): NoteReading | null {
  const text = logText(log);
  return text === '' ? null : readNote(text);
}

/** The mood word (or 0-10 level) of an extract, as the log's mood text. */
function moodFrom(extract: LlmExtract | null): string {
  if (!extract || typeof extract === 'string') return '';
  const mood = extract.mood;
  if (typeof mood === 'number') return String(mood);
  return typeof mood === 'string' ? mood.slice(0, MAX_SHORT_TEXT_LENGTH) : '';
}
