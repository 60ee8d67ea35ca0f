import { describe, expect, it } from 'vitest';
import { atLocalTime, clockCases, DST_INSTANTS, localReading, MACHINE_TIME_ZONES, offsetMinutesAt, TEST_TIME_ZONES, withMachineTimeZone } from './instants';

describe('test instants (the oracle the date-sensitive suites compare against)', () => {
  it('places each local moment on the right weekday, date and hour in every zone', () => {
    const cases = clockCases();
    expect(cases).toHaveLength(TEST_TIME_ZONES.length * 4 + DST_INSTANTS.length);
    const byName = new Map(cases.map((c) => [c.name, c]));
    const kiri = byName.get('Monday 00:00:30 in Pacific/Kiritimati')!;
    expect(kiri.now.toISOString()).toBe('2026-11-22T10:00:30.000Z');
    expect(kiri.local).toEqual({ date: '2026-11-23', weekday: 1, hour: 0, minute: 0, offsetMinutes: 840, weekStart: '2026-11-23' });
    const pago = byName.get('Sunday 23:59:30 in Pacific/Pago_Pago')!;
    expect(pago.now.toISOString()).toBe('2026-11-30T10:59:30.000Z');
    expect(pago.local).toEqual({ date: '2026-11-29', weekday: 7, hour: 23, minute: 59, offsetMinutes: -660, weekStart: '2026-11-23' });
    expect(byName.get('31 December 23:59:30 in America/New_York')!.local).toMatchObject({ date: '2026-12-31', weekday: 4, weekStart: '2026-12-28' });
    expect(byName.get('1 January 00:00:30 in UTC')!.local).toMatchObject({ date: '2027-01-01', weekday: 5, weekStart: '2026-12-28' });
  });

  it('DST instants: the offset changes between "before" and "after"', () => {
    const offsets = DST_INSTANTS.map((d) => offsetMinutesAt(new Date(d.at), d.timeZone));
    expect(offsets).toEqual([0, 60, 60, 0, -300, -240, -240, -300]);
    expect(DST_INSTANTS.map((d) => localReading(new Date(d.at), d.timeZone).hour)).toEqual([0, 2, 1, 1, 1, 3, 1, 1]);
  });

  it('a wall time skipped by spring forward resolves after the gap', () => {
    expect(atLocalTime('2026-03-29T01:30:00', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(atLocalTime('2026-07-01T12:00:00', 'Europe/London').toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(() => atLocalTime('nope', 'UTC')).toThrow(RangeError);
  });

  it('narrows to some zones (DST instants only for those zones)', () => {
    expect(clockCases(['UTC']).map((c) => c.timeZone)).toEqual(['UTC', 'UTC', 'UTC', 'UTC']);
    expect(clockCases(['Europe/London'])).toHaveLength(8);
  });

  it('withMachineTimeZone switches the runtime zone and restores it (sync, async, throwing)', async () => {
    const monday = new Date('2026-11-23T00:00:30Z');
    const outside = monday.getHours();
    for (const zone of MACHINE_TIME_ZONES) {
      expect(withMachineTimeZone(zone, () => 0 - monday.getTimezoneOffset())).toBe(offsetMinutesAt(monday, zone));
    }
    expect(await withMachineTimeZone('Pacific/Kiritimati', async () => monday.getHours())).toBe(14);
    expect(() => withMachineTimeZone('Pacific/Pago_Pago', () => {
      throw new Error('boom');
    })).toThrow('boom');
    expect(monday.getHours()).toBe(outside);
  });
});
