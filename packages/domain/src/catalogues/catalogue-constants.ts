// Zod-free vocabularies of the exercise and supplement catalogues (spec §3, §5). The zod schemas in
// ./catalogue-schemas are built from (and re-export) these; rule modules used by the web app
// import them from here so the browser bundle does not carry zod (see ../zod-free.test.ts).

/** Body-area categories of the built-in exercise catalogue (§3). */
export const EXERCISE_CATEGORIES = [
  'neck',
  'shoulders',
  'spine',
  'lower-back',
  'glutes',
  'core',
  'legs',
  'ankles',
  'wrists',
  'chest',
  'hips',
  'upper-back',
] as const;

/** Category given to a custom exercise when the user does not pick one (§5). */
export const CUSTOM_EXERCISE_DEFAULT_CATEGORY = 'movement';

/** Fixed vocabulary of exercise goal tags. */
export const EXERCISE_GOAL_TAGS = [
  'mobility',
  'flexibility',
  'strength',
  'stability',
  'pain-relief',
  'posture',
  'stress-relief',
  'balance',
  'pelvic-floor',
  'energy',
  'sleep',
  'circulation',
  'gentle',
] as const;

export const EXERCISE_INTENSITIES = ['gentle', 'moderate', 'vigorous'] as const;

export const SUPPLEMENT_TYPES = [
  'mineral',
  'vitamin',
  'herb',
  'fatty-acid',
  'hormone',
  'amino-acid',
  'probiotic',
  'fibre',
  'other',
] as const;

/** Safety severities, most serious first. */
export const SUPPLEMENT_SAFETY_SEVERITIES = ['avoid', 'caution', 'info'] as const;

/** Kebab-case slug used for catalogue ids (built-in and custom). */
export const CATALOGUE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a value is one of SUPPLEMENT_TYPES. */
export const isSupplementType = (value: unknown): value is (typeof SUPPLEMENT_TYPES)[number] =>
  (SUPPLEMENT_TYPES as readonly unknown[]).includes(value);
