// The Log's symptom summary (§9: fatigue, stress, sleep, pain, mood, digestive), read from the
// stored reading instead of keywords: "No pain today" no longer shows 'pain', and hot flushes —
// the symptom women in perimenopause name most — have their own word (docs/decisions/110).
import type { NoteReading, NoteSymptomName } from '../schemas/reading';
import { presentSymptoms } from './views';

/** §9's six words, then hot flushes, in display order. */
export const SUMMARY_SYMPTOMS = ['fatigue', 'stress', 'sleep', 'pain', 'mood', 'digestive', 'hot flushes'] as const;
export type SummarySymptom = (typeof SUMMARY_SYMPTOMS)[number];

/** Each reading symptom → its summary word (cravings has none). */
export const SUMMARY_WORD: Readonly<Record<NoteSymptomName, SummarySymptom | null>> = {
  'poor sleep': 'sleep',
  fatigue: 'fatigue',
  'brain fog': 'fatigue',
  headache: 'pain',
  'back pain': 'pain',
  'neck pain': 'pain',
  'shoulder pain': 'pain',
  'knee pain': 'pain',
  'hip pain': 'pain',
  'joint pain': 'pain',
  stiffness: 'pain',
  cramps: 'pain',
  bloating: 'digestive',
  'digestive upset': 'digestive',
  nausea: 'digestive',
  'hot flushes': 'hot flushes',
  'night sweats': 'hot flushes',
  cravings: null,
  stress: 'stress',
  anxiety: 'stress',
  'low mood': 'mood',
  irritability: 'mood',
};

/** The summary words of her present symptoms across readings, in SUMMARY_SYMPTOMS order, each once. */
export function summarySymptoms(readings: readonly (NoteReading | null | undefined)[]): SummarySymptom[] {
  const found = new Set<SummarySymptom>();
  for (const r of readings) for (const s of presentSymptoms(r)) {
    const w = SUMMARY_WORD[s.symptom];
    if (w !== null) found.add(w);
  }
  return SUMMARY_SYMPTOMS.filter((w) => found.has(w));
}

/**
 * The week's symptom names (WeeklyStats.commonSymptoms: the reading's names, "back pain", "poor sleep") in the daily
 * summary's words and order, each once, so the Log's weekly tab and daily tab say the same of the same check-in
 * (docs/decisions/156). A name with no summary word (cravings, or a name no reading gives) is left out.
 */
export function summaryWordsOf(names: readonly string[]): SummarySymptom[] {
  const found = new Set<SummarySymptom>();
  for (const name of names) {
    const key = name.trim().toLowerCase();
    const word = Object.hasOwn(SUMMARY_WORD, key) ? SUMMARY_WORD[key as NoteSymptomName] : (SUMMARY_SYMPTOMS as readonly string[]).includes(key) ? (key as SummarySymptom) : null;
    if (word !== null) found.add(word);
  }
  return SUMMARY_SYMPTOMS.filter((w) => found.has(w));
}
