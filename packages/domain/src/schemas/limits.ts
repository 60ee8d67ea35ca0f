// Length and size caps applied by every schema. The spec states none ("Server-side limits and
// quotas: not shown"), so these are our decisions: generous for people, small enough that a
// single request cannot carry megabytes into storage or an LLM prompt.

/** Ids (user, routine, log, subtask …). */
export const MAX_ID_LENGTH = 64;
/** Person names, catalogue names, subtask names. */
export const MAX_NAME_LENGTH = 100;
/** Email addresses (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** Location free text. */
export const MAX_LOCATION_LENGTH = 120;
/** Routine labels, task labels, titles, challenge/goal names. */
export const MAX_LABEL_LENGTH = 200;
/** Short free text: height, weight, mood word, tags, reminder time, frequency text. */
export const MAX_SHORT_TEXT_LENGTH = 100;
/** Descriptions, rationales, tip content, coach note, health conditions, medications, bio. */
export const MAX_DESCRIPTION_LENGTH = 2000;
/** Daily notes, reflection fields, onboarding answers, wizard context. */
export const MAX_NOTE_LENGTH = 5000;
/** Voice/text transcripts sent to adapt-plan. */
export const MAX_TRANSCRIPT_LENGTH = 5000;
/** URLs (avatar). */
export const MAX_URL_LENGTH = 2048;
/** Public profile slug. */
export const MAX_SLUG_LENGTH = 64;
/** Generic cap for lists of text (goals, symptoms, resources, focus lists …). */
export const MAX_LIST_ITEMS = 50;
/** Challenges accepted on user creation and update. */
export const MAX_CHALLENGES = 12;
/** Custom categories a user may keep. */
export const MAX_CUSTOM_CATEGORIES = 30;
/** Subtasks per routine. */
export const MAX_SUBTASKS = 30;
/** Routines in one wizard request/response. */
export const MAX_WIZARD_ROUTINES = 20;
/** Tasks in one daily plan (also bounds the task index). */
export const MAX_TASKS = 100;
/** Adjustments in one daily plan. */
export const MAX_ADJUSTMENTS = 50;
/** Recommendations in one request (onboarding or weekly). */
export const MAX_RECOMMENDATIONS = 20;
/** Oldest age accepted (user profile). */
export const MAX_AGE = 120;
/** Entries of any map/record (e.g. routine → subtask ticks). */
export const MAX_RECORD_ENTRIES = 100;
/** Keys that must never appear in a record: they reach prototypes or storage operators. */
export const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
