import { z } from 'zod';
import { FORBIDDEN_KEYS, MAX_EMAIL_LENGTH, MAX_ID_LENGTH, MAX_RECORD_ENTRIES, MAX_SLUG_LENGTH, MAX_URL_LENGTH } from './limits';
import { EMAIL_PATTERN, ID_PATTERN, isMonday, isRealIsoDate, SLUG_PATTERN, TIME_OF_DAY_PATTERN } from './predicates';

export { EMAIL_PATTERN, ID_PATTERN, ISO_DATE_PATTERN, isMonday, isRealIsoDate, isSafeKey, SLUG_PATTERN, TIME_OF_DAY_PATTERN } from './predicates';

const UNKNOWN_FIELD = (keys: readonly PropertyKey[]) =>
  `unknown field${keys.length > 1 ? 's' : ''}: ${keys.map(String).join(', ')}`;

/**
 * A strict object (unknown keys rejected) with plain-English messages for a wrong type and
 * unknown keys. Every object schema of the domain is built with this.
 */
export function strictObject<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    // A strict object raises only two issues itself: unknown keys and a wrong type.
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? UNKNOWN_FIELD(issue.keys)
        : issue.input === undefined
          ? 'is required'
          : 'must be an object',
  });
}

const typeError = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${expected}`;

/** Trimmed text, at most `max` characters after trimming; may be empty. */
export function boundedText(max: number) {
  return z.string({ error: typeError('text') }).trim().max(max, `must be at most ${max} characters`);
}

/** Trimmed text, 1..max characters after trimming. */
export function requiredText(max: number) {
  return boundedText(max).min(1, 'must not be empty');
}

/** A list of at most `maxItems` trimmed, non-empty strings of at most `maxLength` characters. */
export function textList(maxItems: number, maxLength: number) {
  return z
    .array(requiredText(maxLength), { error: typeError('a list') })
    .max(maxItems, `must have at most ${maxItems} items`);
}

/** Any id: letters, digits, '_' and '-', 1–64 characters. */
export const IdSchema = z
  .string({ error: typeError('text') })
  .trim()
  .regex(ID_PATTERN, `must be 1-${MAX_ID_LENGTH} letters, digits, '_' or '-'`);
export type Id = z.infer<typeof IdSchema>;

/** Key of a record/map: id-shaped and never '__proto__', 'constructor' or 'prototype'. */
export const SafeKeySchema = z
  .string()
  .regex(ID_PATTERN, `keys must be 1-${MAX_ID_LENGTH} letters, digits, '_' or '-'`)
  .refine((k) => !(FORBIDDEN_KEYS as readonly string[]).includes(k), 'key is reserved');

/**
 * A record with safe keys and at most MAX_RECORD_ENTRIES entries. (zod itself drops a
 * '__proto__' own key while parsing; the other reserved names are rejected.)
 */
export function safeRecord<V extends z.ZodType>(value: V) {
  return z
    .record(SafeKeySchema, value, { error: typeError('an object') })
    .refine((r) => Object.keys(r).length <= MAX_RECORD_ENTRIES, `must have at most ${MAX_RECORD_ENTRIES} entries`);
}

/** Calendar date 'YYYY-MM-DD' that exists (no 2023-02-29). */
export const IsoDateSchema = z
  .string({ error: typeError('a date (YYYY-MM-DD)') })
  .trim()
  .refine(isRealIsoDate, 'must be a real date in the form YYYY-MM-DD');
export type IsoDate = z.infer<typeof IsoDateSchema>;

/** A real date that is a Monday (weekly reviews are keyed by week start, §7). */
export const MondayDateSchema = IsoDateSchema.refine(isMonday, 'must be a Monday');

/** ISO 8601 date-time with 'Z' or an offset, e.g. '2025-03-01T08:00:00.000Z'. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });
export type IsoDateTime = z.infer<typeof IsoDateTimeSchema>;

/** 'HH:MM' 24-hour time. */
export const TimeOfDaySchema = z
  .string({ error: typeError('a time (HH:MM)') })
  .trim()
  .regex(TIME_OF_DAY_PATTERN, 'must be a time in the form HH:MM');

/** Email or empty string (format: lenient, see EMAIL_PATTERN). */
export const OptionalEmailSchema = boundedText(MAX_EMAIL_LENGTH).refine(
  (v) => v === '' || EMAIL_PATTERN.test(v),
  'must be a valid email address',
);
/** Required email. */
export const EmailSchema = requiredText(MAX_EMAIL_LENGTH).regex(EMAIL_PATTERN, 'must be a valid email address');

/** http(s) URL or empty string (never javascript:, data: …). */
export const OptionalUrlSchema = boundedText(MAX_URL_LENGTH).refine(
  (v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v),
  'must be an http(s) URL',
);

/** Public profile slug. */
export const SlugSchema = z
  .string({ error: typeError('text') })
  .trim()
  .max(MAX_SLUG_LENGTH, `must be at most ${MAX_SLUG_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'must be lowercase letters, digits and hyphens');

/** Integer in [min, max]. */
export function intInRange(min: number, max: number) {
  return z
    .number({ error: typeError('a number') })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
}

/** Non-negative integer count. */
export const CountSchema = z
  .number({ error: typeError('a number') })
  .int('must be a whole number')
  .min(0, 'must be at least 0');

/** Generic `{ success: true }`-style acknowledgement used by calls whose response is "not shown". */
export const OkResponseSchema = strictObject({ success: z.boolean() });
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** `{ id }` response (e.g. POST /lifestyle-profile). */
export const IdResponseSchema = strictObject({ id: IdSchema });
export type IdResponse = z.infer<typeof IdResponseSchema>;
