import { describe, expect, it } from 'vitest';
import { dayNumber, greetingFor } from './greeting';

const at = (h: number, m = 0) => new Date(2026, 0, 15, h, m, 0);

describe('greetingFor', () => {
  it('is morning before 12:00, afternoon before 17:00, evening otherwise', () => {
    expect(greetingFor(at(0))).toBe('Good morning');
    expect(greetingFor(at(11, 59))).toBe('Good morning');
    expect(greetingFor(at(12))).toBe('Good afternoon');
    expect(greetingFor(at(16, 59))).toBe('Good afternoon');
    expect(greetingFor(at(17))).toBe('Good evening');
    expect(greetingFor(at(23, 59))).toBe('Good evening');
  });
});

describe('dayNumber', () => {
  it('is whole days since createdAt plus one', () => {
    const created = new Date('2026-01-10T08:00:00Z');
    expect(dayNumber(created.toISOString(), new Date('2026-01-10T09:00:00Z'))).toBe(1);
    expect(dayNumber(created.toISOString(), new Date('2026-01-11T07:59:59Z'))).toBe(1);
    expect(dayNumber(created.toISOString(), new Date('2026-01-11T08:00:00Z'))).toBe(2);
    expect(dayNumber(created, new Date('2026-02-24T08:00:00Z'))).toBe(46);
  });
  it('is null without a usable date and never below 1', () => {
    expect(dayNumber(undefined)).toBeNull();
    expect(dayNumber('not a date')).toBeNull();
    expect(dayNumber('2030-01-01T00:00:00Z', new Date('2026-01-01T00:00:00Z'))).toBe(1);
  });
});
