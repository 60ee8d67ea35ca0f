import { z } from 'zod';
import { MAX_LABEL_LENGTH, MAX_LIST_ITEMS, MAX_SHORT_TEXT_LENGTH } from './limits';
import { boundedText, strictObject } from './primitives';
import { NOTE_SYMPTOMS, NOTE_TOPICS, MAX_READING_SENTENCES, MAX_READING_SENTENCE_LENGTH } from '../reading/version';

export const NoteSymptomNameSchema = z.enum(NOTE_SYMPTOMS);
export type NoteSymptomName = z.infer<typeof NoteSymptomNameSchema>;

export const NoteTopicSchema = z.enum(NOTE_TOPICS);
export type NoteTopic = z.infer<typeof NoteTopicSchema>;

export { NOTE_READING_VERSION, NOTE_SYMPTOMS, NOTE_TOPICS, MAX_READING_SENTENCES, MAX_READING_SENTENCE_LENGTH } from '../reading/version';

const Words = boundedText(MAX_SHORT_TEXT_LENGTH);

/** One symptom as she put it: negated ("no pain", "sleep is OK"), whose, when, how bad. */
export const NoteSymptomSchema = strictObject({
  symptom: NoteSymptomNameSchema,
  /** Her words for it ("two hot flushes"). */
  words: Words,
  /** "no", "not", "never", "OK", "fine": she says it is not a problem. */
  negated: z.boolean(),
  /** Someone else's ("my daughter has a headache"). */
  subject: z.enum(['self', 'other']),
  /** 'resolved': "it's gone", "used to", "no longer". */
  when: z.enum(['now', 'resolved']),
  /** Severity words in the same clause. */
  severity: z.enum(['mild', 'severe']).nullable(),
  /** "a bit better", "fewer hot flushes". */
  easing: z.boolean(),
  /** 1 a.m. to 5 a.m. or "in the night". */
  atNight: z.boolean(),
  /** Index into `sentences` (the first mention). */
  sentence: z.number().int().min(0),
});
export type NoteSymptom = z.infer<typeof NoteSymptomSchema>;

/** A topic she talks about, and whether she says it is fine ("I sleep OK"). */
export const NoteTopicMentionSchema = strictObject({
  topic: NoteTopicSchema,
  words: Words,
  negated: z.boolean(),
  /** Index into `sentences` (the mention kept). */
  sentence: z.number().int().min(0),
});
export type NoteTopicMention = z.infer<typeof NoteTopicMentionSchema>;

/**
 * A red flag: rules first (precise); a model may add, never remove. Categories are free text so a
 * category added later (a new rule or model class) needs no schema change.
 */
export const RED_FLAG_SOURCES = ['rule', 'model', 'coach_model'] as const;
export const NoteRedFlagSchema = strictObject({
  category: boundedText(MAX_SHORT_TEXT_LENGTH).min(1),
  confidence: z.number().min(0).max(1),
  source: z.enum(RED_FLAG_SOURCES),
  /** The words that raised it (rules) — not shown to anyone but her. */
  phrase: Words.optional(),
  /** The notice's title for the category ("Very heavy bleeding needs medical attention"), so a screen can say it without the notice texts. */
  title: boundedText(MAX_LABEL_LENGTH).optional(),
});
export type NoteRedFlag = z.infer<typeof NoteRedFlagSchema>;

/** A medicine, supplement or herb she names. */
export const NoteMedicineSchema = strictObject({
  /** The name as the catalogue or medication table spells it ("Levothyroxine", "Ashwagandha"). */
  name: boundedText(MAX_SHORT_TEXT_LENGTH).min(1),
  kind: z.enum(['medication', 'supplement', 'herb']),
  /** Her words ("levothyroxin"). */
  words: Words,
  /** Medication class (medications only), e.g. 'thyroid_hormone'. */
  medicationClass: boundedText(MAX_SHORT_TEXT_LENGTH).nullable(),
});
export type NoteMedicine = z.infer<typeof NoteMedicineSchema>;

/** Something she says helped (or did not). */
export const NoteEffectSchema = strictObject({
  /** Her words for the thing ("the breathing", "my walk"). */
  what: boundedText(MAX_LABEL_LENGTH).min(1),
  helped: z.boolean(),
  /** What it is for, when we can tell (intents: 'breathing', 'walk', …). */
  intents: z.array(boundedText(MAX_SHORT_TEXT_LENGTH)).max(MAX_LIST_ITEMS),
});
export type NoteEffect = z.infer<typeof NoteEffectSchema>;

/** A routine she says she misses ("I miss my evening walks"). */
export const NoteMissSchema = strictObject({
  what: boundedText(MAX_LABEL_LENGTH).min(1),
  intents: z.array(boundedText(MAX_SHORT_TEXT_LENGTH)).max(MAX_LIST_ITEMS),
});
export type NoteMiss = z.infer<typeof NoteMissSchema>;

/** What the reading could not read, so the coach does not pretend it understood. */
export const NoteUnreadSchema = z.enum(['other_language', 'pasted_list', 'too_long']);
export type NoteUnread = z.infer<typeof NoteUnreadSchema>;

const LevelSchema = z.union([z.number().min(0).max(10), boundedText(MAX_SHORT_TEXT_LENGTH)]);

/** One structured reading of a note or transcript, stored next to `llmExtract` (docs/decisions/110). */
export const NoteReadingSchema = strictObject({
  /** Bumped when the reading changes meaning; older stored readings are read again on the fly. */
  version: z.number().int().min(1),
  sentences: z.array(boundedText(MAX_READING_SENTENCE_LENGTH)).max(MAX_READING_SENTENCES),
  symptoms: z.array(NoteSymptomSchema).max(MAX_LIST_ITEMS),
  topics: z.array(NoteTopicMentionSchema).max(MAX_LIST_ITEMS),
  redFlags: z.array(NoteRedFlagSchema).max(MAX_LIST_ITEMS),
  medicines: z.array(NoteMedicineSchema).max(MAX_LIST_ITEMS),
  effects: z.array(NoteEffectSchema).max(MAX_LIST_ITEMS),
  misses: z.array(NoteMissSchema).max(MAX_LIST_ITEMS),
  mood: LevelSchema.nullable(),
  energy: LevelSchema.nullable(),
  pain: LevelSchema.nullable(),
  unread: z.array(NoteUnreadSchema).max(3),
});
export type NoteReading = z.infer<typeof NoteReadingSchema>;
