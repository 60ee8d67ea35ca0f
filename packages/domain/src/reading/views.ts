// Views of a stored reading every consumer uses (docs/decisions/110). Kept apart from read-note.ts
// so a screen that only shows a stored reading does not bundle the reader's vocabularies.
import type { NoteReading, NoteSymptom, NoteTopic } from '../schemas/reading';
import { NOTE_READING_VERSION } from './version';


/** Her own symptoms, now, not negated: what the coach, the Log, the stats and the PDF count. */
export function presentSymptoms(reading: NoteReading | null | undefined): NoteSymptom[] {
  return (reading?.symptoms ?? []).filter((s) => !s.negated && s.subject === 'self' && s.when === 'now');
}

/** Topics she talks about as a concern (not "my sleep is fine"), in the order she wrote them. */
export function concernTopics(reading: NoteReading | null | undefined): NoteTopic[] {
  return (reading?.topics ?? []).filter((t) => !t.negated).map((t) => t.topic);
}

/** Topics she says are fine ("I sleep OK"): the coach offers nothing for them. */
export function fineTopics(reading: NoteReading | null | undefined): NoteTopic[] {
  const concerns = new Set(concernTopics(reading));
  return (reading?.topics ?? []).filter((t) => t.negated && !concerns.has(t.topic)).map((t) => t.topic);
}

/** The words of the first concern mention of a topic, or null. */
export function topicWords(reading: NoteReading | null | undefined, topic: NoteTopic): string | null {
  return (reading?.topics ?? []).find((t) => t.topic === topic && !t.negated)?.words ?? null;
}


/** Whether a stored value is a reading of the current version (older ones are read again). */
export function isCurrentReading(value: unknown): value is NoteReading {
  return typeof value === 'object' && value !== null && (value as { version?: unknown }).version === NOTE_READING_VERSION;
}

/** A log's stored reading when it is current, else null (no reader needed: screens only show what was stored). */
export function storedReading(log: { reading?: unknown }): NoteReading | null {
  return isCurrentReading(log.reading) ? log.reading : null;
}
