import { describe, expect, it } from 'vitest';
import { localIsoDate } from './local-date';
import { clockCases, MACHINE_TIME_ZONES, withMachineTimeZone } from '../testing/instants';

describe('localIsoDate', () => {
  const instant = new Date('2026-03-01T23:30:00Z');

  it('is the calendar date in the given IANA zone', () => {
    expect(localIsoDate(instant, 'UTC')).toBe('2026-03-01');
    expect(localIsoDate(instant, 'Europe/Paris')).toBe('2026-03-02');
    expect(localIsoDate(instant, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(localIsoDate(new Date('2026-03-01T05:00:00Z'), 'America/Los_Angeles')).toBe('2026-02-28');
    expect(localIsoDate(new Date('2026-01-01T00:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-01-01');
    expect(localIsoDate(new Date('2026-01-01T00:00:00Z'), 'Pacific/Pago_Pago')).toBe('2025-12-31');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(localIsoDate(instant, 'Mars/Olympus')).toBe('2026-03-01');
  });

  it('always yields YYYY-MM-DD', () => {
    for (let h = 0; h < 48; h += 5) {
      expect(localIsoDate(new Date(Date.UTC(2026, 11, 31, h)), 'Asia/Kolkata')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

// docs/decisions/030: "today" in the person's IANA zone at the instants that break day arithmetic, whatever
// the machine's zone.
describe.each(clockCases())('localIsoDate at $name', (c) => {
  it.each(MACHINE_TIME_ZONES)('on a server in %s', (machine) => {
    expect(withMachineTimeZone(machine, () => localIsoDate(c.now, c.timeZone))).toBe(c.local.date);
  });
});
