import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CreateRoutineInputSchema,
  CreateUserInputSchema,
  DailyLogSchema,
  IdSchema,
  IsoDateSchema,
  OnboardingResponsesInputSchema,
  SaveWeeklyReviewInputSchema,
  UpdateUserInputSchema,
  UserSchema,
  boundedText,
} from './index';

const dollarKey = fc.string({ minLength: 0, maxLength: 10 }).map((s) => `$${s}`);

describe('schemas (properties)', () => {
  it('never accept $-prefixed keys in strict objects', () => {
    const valid: Array<[{ safeParse: (v: unknown) => { success: boolean } }, Record<string, unknown>]> = [
      [CreateUserInputSchema, { name: 'Ana' }],
      [UpdateUserInputSchema, {}],
      [CreateRoutineInputSchema, { userId: 'u1', type: 'movement', label: 'Walk' }],
      [UserSchema, { id: 'u1', name: 'Ana', createdAt: '2025-03-03T08:00:00.000Z' }],
      [SaveWeeklyReviewInputSchema, { weekStartDate: '2025-03-03', whatHelped: 'x' }],
    ];
    fc.assert(
      fc.property(dollarKey, fc.jsonValue(), fc.integer({ min: 0, max: valid.length - 1 }), (key, value, i) => {
        const [schema, base] = valid[i]!;
        expect(schema.safeParse(base).success).toBe(true);
        expect(schema.safeParse({ ...base, [key]: value }).success).toBe(false);
      }),
    );
  });

  it('never accept $-prefixed or dotted keys in records', () => {
    const badKey = fc.oneof(dollarKey, fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}.${b}`));
    fc.assert(
      fc.property(badKey, (key) => {
        const log = { id: 'l1', userId: 'u1', date: '2025-03-03' };
        expect(DailyLogSchema.safeParse({ ...log, subtasks: { [key]: { s: true } } }).success).toBe(false);
        expect(DailyLogSchema.safeParse({ ...log, subtasks: { r: { [key]: true } } }).success).toBe(false);
        expect(OnboardingResponsesInputSchema.safeParse({ userId: 'u1', responses: { [key]: 'x' } }).success).toBe(false);
      }),
    );
  });

  it('bounded text output is always trimmed and within the cap', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.integer({ min: 0, max: 30 }), (s, max) => {
        const r = boundedText(max).safeParse(s);
        if (r.success) {
          expect(r.data).toBe(r.data.trim());
          expect(r.data.length).toBeLessThanOrEqual(max);
        } else {
          expect(s.trim().length).toBeGreaterThan(max);
        }
      }),
    );
  });

  it('ids accepted are exactly the id pattern', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (s) => {
        expect(IdSchema.safeParse(s).success).toBe(/^[A-Za-z0-9_-]{1,64}$/.test(s.trim()));
      }),
    );
  });

  it('every real calendar date round-trips through IsoDateSchema', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        expect(IsoDateSchema.parse(iso)).toBe(iso);
      }),
    );
  });
});
