import { readingOfLog, type DailyLog, type DayMark, type LlmExtract } from '@cadence/domain';
import type { DailyLogDoc } from './log.model';

/** Stored log → the spec's DailyLog (§3). Values were validated by the domain schemas when written. */
export function toDailyLog(doc: DailyLogDoc): DailyLog {
  return {
    id: doc._id,
    userId: doc.userId,
    date: doc.date,
    notes: doc.notes ?? '',
    transcript: doc.transcript ?? '',
    llmExtract: (doc.llmExtract ?? null) as LlmExtract | null,
    // Stored when the notes were written; a log saved before readings is read here, on the fly (docs/decisions/110).
    reading: readingOfLog(doc),
    mood: doc.mood ?? '',
    completed: {
      movement: doc.completed?.movement ?? false,
      nutrition: doc.completed?.nutrition ?? false,
      mindfulness: doc.completed?.mindfulness ?? false,
      supplement: doc.completed?.supplement ?? false,
    },
    subtasks: doc.subtasks ?? {},
    dayMark: (doc.dayMark ?? null) as DayMark | null,
    skippedRoutineIds: doc.skippedRoutineIds ?? [],
    energy: doc.energy ?? null,
  };
}
