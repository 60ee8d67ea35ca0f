import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boundedText,
  CountSchema,
  EmailSchema,
  IdResponseSchema,
  IdSchema,
  intInRange,
  isMonday,
  isRealIsoDate,
  isSafeKey,
  IsoDateSchema,
  IsoDateTimeSchema,
  MondayDateSchema,
  OkResponseSchema,
  OptionalEmailSchema,
  OptionalUrlSchema,
  requiredText,
  safeRecord,
  SlugSchema,
  strictObject,
  textList,
  TimeOfDaySchema,
} from './primitives';
import { MAX_RECORD_ENTRIES } from './limits';

const messages = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues.map((i) => i.message) ?? [];

describe('strictObject', () => {
  const S = strictObject({ a: z.string() });
  it('rejects unknown keys with a plain message', () => {
    expect(messages(S.safeParse({ a: 'x', b: 1 }))).toEqual(['unknown field: b']);
    expect(messages(S.safeParse({ a: 'x', b: 1, $where: 2 }))).toEqual(['unknown fields: b, $where']);
  });
  it('says a missing object is required and a wrong type must be an object', () => {
    expect(messages(S.safeParse(undefined))).toEqual(['is required']);
    expect(messages(S.safeParse('x'))).toEqual(['must be an object']);
  });
  it('rejects __proto__ and constructor keys from JSON', () => {
    expect(S.safeParse(JSON.parse('{"a":"x","__proto__":{"polluted":1}}')).success).toBe(false);
    expect(S.safeParse(JSON.parse('{"a":"x","constructor":{}}')).success).toBe(false);
  });
});

describe('text helpers', () => {
  it('boundedText trims and caps', () => {
    expect(boundedText(5).parse('  abc  ')).toBe('abc');
    expect(boundedText(5).parse('  abcde  ')).toBe('abcde');
    expect(messages(boundedText(5).safeParse('abcdef'))).toEqual(['must be at most 5 characters']);
    expect(messages(boundedText(5).safeParse(3))).toEqual(['must be text']);
    expect(messages(boundedText(5).safeParse(undefined))).toEqual(['is required']);
  });
  it('requiredText rejects blank', () => {
    expect(messages(requiredText(5).safeParse('   '))).toEqual(['must not be empty']);
    expect(requiredText(5).parse(' a ')).toBe('a');
  });
  it('textList caps items and item length', () => {
    expect(textList(2, 3).parse([' a ', 'b'])).toEqual(['a', 'b']);
    expect(messages(textList(2, 3).safeParse(['a', 'b', 'c']))).toEqual(['must have at most 2 items']);
    expect(textList(2, 3).safeParse(['abcd']).success).toBe(false);
    expect(textList(2, 3).safeParse(['']).success).toBe(false);
    expect(messages(textList(2, 3).safeParse('a'))).toEqual(['must be a list']);
  });
  it('intInRange and CountSchema', () => {
    expect(intInRange(1, 10).parse(10)).toBe(10);
    expect(messages(intInRange(1, 10).safeParse(0))).toEqual(['must be at least 1']);
    expect(messages(intInRange(1, 10).safeParse(11))).toEqual(['must be at most 10']);
    expect(messages(intInRange(1, 10).safeParse(2.5))).toEqual(['must be a whole number']);
    expect(messages(intInRange(1, 10).safeParse('5'))).toEqual(['must be a number']);
    expect(intInRange(1, 10).safeParse(Number.NaN).success).toBe(false);
    expect(CountSchema.safeParse(-1).success).toBe(false);
    expect(CountSchema.parse(0)).toBe(0);
  });
});

describe('IdSchema', () => {
  it.each(['a', 'A-b_9', 'x'.repeat(64), '665f1c2e9b1e8a0012345678'])('accepts %s', (id) => {
    expect(IdSchema.parse(id)).toBe(id);
  });
  it.each(['', 'x'.repeat(65), 'a.b', '$where', 'a b', 'é', 'a/b'])('rejects %j', (id) => {
    expect(IdSchema.safeParse(id).success).toBe(false);
  });
  it('explains the rule', () => {
    expect(messages(IdSchema.safeParse('a.b'))).toEqual(["must be 1-64 letters, digits, '_' or '-'"]);
  });
});

describe('safe keys and records', () => {
  it('isSafeKey refuses operators, paths and prototype names', () => {
    expect(isSafeKey('routine-1')).toBe(true);
    for (const k of ['$set', 'a.b', '__proto__', 'constructor', 'prototype', '']) expect(isSafeKey(k)).toBe(false);
  });
  const R = safeRecord(z.boolean());
  it('accepts safe keys', () => {
    expect(R.parse({ a: true, b_2: false })).toEqual({ a: true, b_2: false });
  });
  it.each(['$gt', 'a.b', 'constructor', 'prototype'])('rejects key %s', (k) => {
    expect(R.safeParse({ [k]: true }).success).toBe(false);
  });
  it('never lets __proto__ through', () => {
    const r = R.safeParse(JSON.parse('{"__proto__": true, "ok": true}'));
    expect(r.success).toBe(true);
    expect(Object.keys(r.data ?? {})).toEqual(['ok']);
    expect(Object.getPrototypeOf(r.data)).toBe(Object.prototype);
  });
  it('caps the number of entries', () => {
    const big = Object.fromEntries(Array.from({ length: MAX_RECORD_ENTRIES + 1 }, (_, i) => [`k${i}`, true]));
    expect(messages(R.safeParse(big))).toEqual([`must have at most ${MAX_RECORD_ENTRIES} entries`]);
    expect(messages(R.safeParse('x'))).toEqual(['must be an object']);
  });
});

describe('dates', () => {
  it('isRealIsoDate', () => {
    expect(isRealIsoDate('2024-02-29')).toBe(true);
    expect(isRealIsoDate('2023-02-29')).toBe(false);
    expect(isRealIsoDate('2023-13-01')).toBe(false);
    expect(isRealIsoDate('2023-1-01')).toBe(false);
    expect(isRealIsoDate('20230101')).toBe(false);
  });
  it('IsoDateSchema trims and validates', () => {
    expect(IsoDateSchema.parse(' 2025-01-31 ')).toBe('2025-01-31');
    expect(messages(IsoDateSchema.safeParse('2025-02-30'))).toEqual(['must be a real date in the form YYYY-MM-DD']);
    expect(messages(IsoDateSchema.safeParse(5))).toEqual(['must be a date (YYYY-MM-DD)']);
  });
  it('MondayDateSchema', () => {
    expect(isMonday('2025-03-03')).toBe(true);
    expect(isMonday('2025-03-04')).toBe(false);
    expect(isMonday('nope')).toBe(false);
    expect(MondayDateSchema.parse('2025-03-03')).toBe('2025-03-03');
    expect(messages(MondayDateSchema.safeParse('2025-03-09'))).toEqual(['must be a Monday']);
  });
  it('IsoDateTimeSchema', () => {
    expect(IsoDateTimeSchema.safeParse('2025-03-03T08:00:00.000Z').success).toBe(true);
    expect(IsoDateTimeSchema.safeParse('2025-03-03T08:00:00+01:00').success).toBe(true);
    expect(messages(IsoDateTimeSchema.safeParse('2025-03-03'))).toEqual(['must be an ISO date-time']);
  });
  it('TimeOfDaySchema', () => {
    expect(TimeOfDaySchema.parse('08:00')).toBe('08:00');
    expect(TimeOfDaySchema.parse('23:59')).toBe('23:59');
    expect(messages(TimeOfDaySchema.safeParse('24:00'))).toEqual(['must be a time in the form HH:MM']);
    expect(TimeOfDaySchema.safeParse('8:00').success).toBe(false);
    expect(messages(TimeOfDaySchema.safeParse(8))).toEqual(['must be a time (HH:MM)']);
  });
});

describe('email, url, slug', () => {
  it('emails', () => {
    expect(OptionalEmailSchema.parse('')).toBe('');
    expect(OptionalEmailSchema.parse(' a@b.co ')).toBe('a@b.co');
    expect(messages(OptionalEmailSchema.safeParse('nope'))).toEqual(['must be a valid email address']);
    expect(EmailSchema.safeParse('').success).toBe(false);
    expect(EmailSchema.parse('x@y.org')).toBe('x@y.org');
    expect(EmailSchema.safeParse('x@y').success).toBe(false);
  });
  it('urls are http(s) only', () => {
    expect(OptionalUrlSchema.parse('')).toBe('');
    expect(OptionalUrlSchema.parse('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(messages(OptionalUrlSchema.safeParse('javascript:alert(1)'))).toEqual(['must be an http(s) URL']);
    expect(OptionalUrlSchema.safeParse('data:image/png;base64,AAA').success).toBe(false);
  });
  it('slugs', () => {
    expect(SlugSchema.parse('ana-s-reset')).toBe('ana-s-reset');
    expect(SlugSchema.parse('a')).toBe('a');
    for (const bad of ['-a', 'a-', 'A', 'a_b', '', 'a'.repeat(65)]) expect(SlugSchema.safeParse(bad).success).toBe(false);
    expect(messages(SlugSchema.safeParse(1))).toEqual(['must be text']);
  });
  it('responses', () => {
    expect(OkResponseSchema.parse({ success: true })).toEqual({ success: true });
    expect(IdResponseSchema.parse({ id: 'p1' })).toEqual({ id: 'p1' });
    expect(IdResponseSchema.safeParse({ id: 'p1', extra: 1 }).success).toBe(false);
  });
});
