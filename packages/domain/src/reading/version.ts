// The reading's constants, zod-free: rule modules and screens import them without pulling zod in
// (apps/web's domain-zod-free test). Schemas build on them.

/** The version stored with each reading; a stored reading of an older version is read again (docs/decisions/110). */
export const NOTE_READING_VERSION = 1;

/** Symptoms one reading can name (the coach's vocabulary; docs/decisions/110). */
export const NOTE_SYMPTOMS = [
  'poor sleep',
  'fatigue',
  'brain fog',
  'headache',
  'back pain',
  'neck pain',
  'shoulder pain',
  'knee pain',
  'hip pain',
  'joint pain',
  'stiffness',
  'cramps',
  'bloating',
  'digestive upset',
  'nausea',
  'hot flushes',
  'night sweats',
  'cravings',
  'stress',
  'anxiety',
  'low mood',
  'irritability',
] as const;

/** Topics a note can talk about (good or bad): what routines are for. */
export const NOTE_TOPICS = ['stress', 'anxiety', 'sleep', 'injury', 'mobility', 'cycle', 'energy', 'digestion', 'mood'] as const;

/** The most sentences, symptoms, names… one stored reading keeps (the rest is flagged `too_long`). */
export const MAX_READING_SENTENCES = 40;
export const MAX_READING_SENTENCE_LENGTH = 400;

/** Where she named a medicine (docs/decisions/110). */
export const MEDICINE_MENTION_SOURCES = ['onboarding', 'check_in', 'log_note', 'reflection', 'routine'] as const;
/** Most medicine mentions kept on a profile. */
export const MAX_MEDICINE_MENTIONS = 20;
