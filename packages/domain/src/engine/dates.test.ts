import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  daysSince,
  formatLongUsDate,
  GREETINGS,
  greetingFor,
  timeOfDay,
  weekDates,
  weekOfLabel,
  weekStartMonday,
} from './dates';
import { localIsoDate } from './local-date';
import { atLocalTime, clockCases, MACHINE_TIME_ZONES, withMachineTimeZone } from '../testing/instants';

const utc = (iso: string) => new Date(iso);
/** Zones without daylight saving, from UTC−12 to UTC+14 (a day there is always 24 hours). */
const FIXED_OFFSET_ZONES = ['Etc/GMT+12', 'Pacific/Pago_Pago', 'America/Bogota', 'UTC', 'Asia/Kolkata', 'Asia/Kathmandu', 'Asia/Tokyo', 'Pacific/Kiritimati'];

describe('greeting (thresholds 12:00 and 17:00, local time)', () => {
  it.each([
    ['2025-03-03T00:00:00Z', 'Good morning'],
    ['2025-03-03T11:59:59Z', 'Good morning'],
    ['2025-03-03T12:00:00Z', 'Good afternoon'],
    ['2025-03-03T16:59:59Z', 'Good afternoon'],
    ['2025-03-03T17:00:00Z', 'Good evening'],
    ['2025-03-03T23:59:59Z', 'Good evening'],
  ])('%s UTC → %s', (iso, greeting) => {
    expect(greetingFor(utc(iso), 'UTC')).toBe(greeting);
  });
  it('uses her time zone, not UTC', () => {
    expect(timeOfDay(utc('2025-03-03T10:30:00Z'), 'Europe/Athens')).toBe('afternoon');
    expect(timeOfDay(utc('2025-03-03T18:00:00Z'), 'America/New_York')).toBe('afternoon');
    expect(timeOfDay(utc('2025-03-03T18:00:00Z'), 'UTC')).toBe('evening');
  });
  it('without a zone uses the runtime local time', () => {
    const d = new Date(2025, 2, 3, 9, 0, 0);
    expect(greetingFor(d)).toBe('Good morning');
    expect(greetingFor(new Date(2025, 2, 3, 13, 0, 0))).toBe('Good afternoon');
  });
  it('rejects invalid dates', () => {
    expect(() => greetingFor(new Date('nope'))).toThrow(RangeError);
  });
});

describe('localIsoDate', () => {
  it('is her calendar date', () => {
    expect(localIsoDate(utc('2025-03-02T23:30:00Z'), 'Europe/Paris')).toBe('2025-03-03');
    expect(localIsoDate(utc('2025-03-03T02:00:00Z'), 'America/New_York')).toBe('2025-03-02');
    expect(localIsoDate(utc('2025-03-03T02:00:00Z'), 'UTC')).toBe('2025-03-03');
    expect(localIsoDate(new Date(2025, 0, 5, 12))).toBe('2025-01-05');
  });
});

describe('dayNumber (calendar days since she joined, in her calendar, plus one)', () => {
  const created = '2025-03-01T10:00:00.000Z';
  it.each([
    ['2025-03-01T10:00:00.000Z', 'UTC', 1],
    ['2025-03-01T23:59:59.999Z', 'UTC', 1],
    ['2025-03-02T00:00:00.000Z', 'UTC', 2], // her midnight starts day 2 (14 hours after she joined)
    ['2025-04-14T10:00:00.000Z', 'UTC', 45],
    // Kiritimati (UTC+14): she joined at 00:00 on 2 March, her time.
    ['2025-03-02T09:59:59.999Z', 'Pacific/Kiritimati', 1],
    ['2025-03-02T10:00:00.000Z', 'Pacific/Kiritimati', 2],
    // Pago Pago (UTC−11): she joined at 23:00 on 28 February, her time; an hour later is day 2.
    ['2025-03-01T10:59:59.999Z', 'Pacific/Pago_Pago', 1],
    ['2025-03-01T11:00:00.000Z', 'Pacific/Pago_Pago', 2],
  ])('now %s in %s → day %i', (now, zone, day) => {
    expect(dayNumber(created, utc(now), zone)).toBe(day);
  });
  it('is null without a valid createdAt and at least 1 otherwise', () => {
    expect(dayNumber(undefined, utc(created))).toBeNull();
    expect(dayNumber(null, utc(created))).toBeNull();
    expect(dayNumber('', utc(created))).toBeNull();
    expect(dayNumber('garbage', utc(created))).toBeNull();
    expect(dayNumber(utc('2025-03-05T00:00:00Z'), utc(created))).toBe(1);
    expect(dayNumber(Date.parse(created), utc(created))).toBe(1);
    // A date without a time is already her date.
    expect(dayNumber('2025-03-01', utc('2025-03-12T08:00:00Z'), 'UTC')).toBe(12);
    expect(dayNumber('2025-03-01', utc('2025-03-01T08:00:00Z'), 'Pacific/Pago_Pago')).toBe(1);
  });
  it('daysSince counts 24-hour periods (the public profile, in no one\'s calendar)', () => {
    expect(daysSince('2025-03-01', utc('2025-03-04T00:00:00Z'))).toBe(3);
    expect(daysSince(created, utc('2025-03-02T09:59:59.999Z'))).toBe(0);
    expect(daysSince(created, utc('2025-03-01T00:00:00Z'))).toBe(0);
    expect(daysSince(null, utc('2025-03-04T00:00:00Z'))).toBeNull();
  });
  it('property: 24 hours later is always exactly one day later, in any fixed zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 86_399_999 }), fc.constantFrom(...FIXED_OFFSET_ZONES), (days, ms, zone) => {
        const start = utc(created);
        const now = new Date(start.getTime() + days * 86_400_000 + ms);
        const day = dayNumber(start, now, zone) as number;
        expect(day === days + 1 || day === days + 2).toBe(true);
        expect(dayNumber(start, new Date(now.getTime() + 86_400_000), zone)).toBe(day + 1);
      }),
    );
  });
});

describe('weekStartMonday', () => {
  it.each([
    ['2025-03-03', '2025-03-03'],
    ['2025-03-04', '2025-03-03'],
    ['2025-03-09', '2025-03-03'],
    ['2025-03-10', '2025-03-10'],
    ['2025-01-01', '2024-12-30'],
    ['2024-03-01', '2024-02-26'],
  ])('%s → %s', (date, monday) => {
    expect(weekStartMonday(date)).toBe(monday);
  });
  it('uses the local date of a Date', () => {
    expect(weekStartMonday(utc('2025-03-09T23:30:00Z'), 'Europe/Paris')).toBe('2025-03-10');
    expect(weekStartMonday(utc('2025-03-09T23:30:00Z'), 'UTC')).toBe('2025-03-03');
  });
  it('rejects invalid dates', () => {
    expect(() => weekStartMonday('2025-02-30')).toThrow(RangeError);
  });
  it('property: always a Monday, ≤ the date, less than 7 days before', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) => {
        const iso = localIsoDate(d, 'UTC');
        const monday = weekStartMonday(iso);
        const m = new Date(`${monday}T00:00:00Z`);
        expect(m.getUTCDay()).toBe(1);
        expect(monday <= iso).toBe(true);
        const diff = (new Date(`${iso}T00:00:00Z`).getTime() - m.getTime()) / 86_400_000;
        expect(diff).toBeGreaterThanOrEqual(0);
        expect(diff).toBeLessThan(7);
      }),
    );
  });
});

describe('calendar helpers', () => {
  it('addDays and weekDates', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(weekDates('2025-03-03')).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ]);
  });
  it('long US date', () => {
    expect(formatLongUsDate('2025-03-03')).toBe('March 3, 2025');
    expect(formatLongUsDate('2024-12-30')).toBe('December 30, 2024');
    expect(weekOfLabel('2025-03-03')).toBe('Week of March 3, 2025');
  });
});

// docs/decisions/030: the same rules at the instants that break day arithmetic (week edges, New Year, DST,
// UTC+14 / UTC−11), in the person's zone and under several machine zones.
describe.each(clockCases())('at $name', (c) => {
  const expectedTimeOfDay = c.local.hour < 12 ? 'morning' : c.local.hour < 17 ? 'afternoon' : 'evening';

  it.each(MACHINE_TIME_ZONES)('in her zone, the machine zone (%s) changes nothing', (machine) => {
    withMachineTimeZone(machine, () => {
      expect(localIsoDate(c.now, c.timeZone)).toBe(c.local.date);
      expect(weekStartMonday(c.now, c.timeZone)).toBe(c.local.weekStart);
      expect(weekStartMonday(c.local.date)).toBe(c.local.weekStart);
      expect(timeOfDay(c.now, c.timeZone)).toBe(expectedTimeOfDay);
      expect(weekDates(c.local.weekStart)).toContain(c.local.date);
      // Day number in her calendar: day 1 on the date she joined, 2 the next, 45 on the last.
      expect(dayNumber(c.now, c.now, c.timeZone)).toBe(1);
      expect(dayNumber(addDays(c.local.date, -1), c.now, c.timeZone)).toBe(2);
      expect(dayNumber(addDays(c.local.date, -44), c.now, c.timeZone)).toBe(45);
    });
  });

  it('on a device in that zone, the runtime-local variants agree', () => {
    withMachineTimeZone(c.timeZone, () => {
      expect(localIsoDate(c.now)).toBe(c.local.date);
      expect(weekStartMonday(c.now)).toBe(c.local.weekStart);
      expect(timeOfDay(c.now)).toBe(expectedTimeOfDay);
      expect(greetingFor(c.now)).toBe(GREETINGS[expectedTimeOfDay]);
      // Joined at her last midnight → day 1; a minute before it → day 2.
      expect(dayNumber(atLocalTime(`${c.local.date}T00:00:00`, c.timeZone), c.now)).toBe(1);
      expect(dayNumber(atLocalTime(`${addDays(c.local.date, -1)}T23:59:00`, c.timeZone), c.now)).toBe(2);
      expect(dayNumber(c.now, c.now)).toBe(1);
    });
  });
});
