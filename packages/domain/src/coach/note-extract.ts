// The rule-based llmExtract (mood, energy, pain, symptoms), now a view of the one reading of the
// note (reading/read-note.ts, docs/decisions/110): no word list of its own. Levels are words the
// engine's levelScore understands ('low', 'ok', 'good', 'high') or 0–10 numbers ("energy 4/10").
// Negated, resolved and someone else's mentions ("no headache", "my son's headache") do not count.
import type { LlmExtractObject, NoteReading } from '../schemas';
import { NOTE_SYMPTOMS } from '../reading/version';
import type { NoteSymptomName } from '../schemas/reading';
import { readNote } from '../reading/read-note';
import { presentSymptoms } from '../reading/views';

export const SYMPTOMS = NOTE_SYMPTOMS;
export type Symptom = NoteSymptomName;

const asReading = (note: string | NoteReading): NoteReading => (typeof note === 'string' ? readNote(note) : note);

/** Her present symptoms, with the words she used and whether she says it is easing, in SYMPTOMS order. */
export function noteSymptomMentions(note: string | NoteReading): { symptom: Symptom; words: string; easing: boolean }[] {
  return presentSymptoms(asReading(note)).map((s) => ({ symptom: s.symptom, words: s.words, easing: s.easing }));
}

/** Her present symptoms, in SYMPTOMS order. */
export function detectSymptoms(note: string | NoteReading): Symptom[] {
  return presentSymptoms(asReading(note)).map((s) => s.symptom);
}

/** The llmExtract of a note (or of its stored reading). */
export function extractFromNote(note: string | NoteReading): LlmExtractObject {
  const reading = asReading(note);
  const out: LlmExtractObject = { symptoms: detectSymptoms(reading) };
  if (reading.mood !== null) out.mood = reading.mood;
  if (reading.energy !== null) out.energy = reading.energy;
  if (reading.pain !== null) out.pain = reading.pain;
  return out;
}
