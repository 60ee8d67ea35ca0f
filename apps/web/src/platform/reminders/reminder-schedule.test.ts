import { addDays } from '@cadence/domain';
import { clockCases, localReading, withMachineTimeZone } from '@cadence/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  dueReminders,
  isNativeReminderId,
  isPlanAllDone,
  nextDailyReminderAt,
  nextWeeklyReflectionAt,
  parseReminderTime,
  plannedNativeReminders,
  REMINDER_GRACE_MS,
  shouldSendDaily,
} from './reminder-schedule';

// 2026-03-04 is a Wednesday; 2026-03-08 a Sunday (local time).
const wed = (h: number, m = 0) => new Date(2026, 2, 4, h, m);
const sun = (h: number, m = 0) => new Date(2026, 2, 8, h, m);
const prefs = { notifications: true, reminderTime: '08:00', weeklyReflection: true };

describe('reminder time', () => {
  it('parses HH:MM and falls back to the 08:00 default', () => {
    expect(parseReminderTime('07:30')).toEqual({ hours: 7, minutes: 30 });
    expect(parseReminderTime('25:00')).toEqual({ hours: 8, minutes: 0 });
    expect(parseReminderTime(undefined)).toEqual({ hours: 8, minutes: 0 });
  });

  it('next daily reminder: later today, else tomorrow', () => {
    expect(nextDailyReminderAt(wed(7, 59), '08:00')).toEqual(wed(8));
    expect(nextDailyReminderAt(wed(8), '08:00')).toEqual(new Date(2026, 2, 5, 8, 0));
    expect(nextDailyReminderAt(new Date(2026, 2, 31, 21, 0), '20:15')).toEqual(new Date(2026, 3, 1, 20, 15));
  });

  it('next weekly reflection: Sunday 18:00', () => {
    expect(nextWeeklyReflectionAt(wed(12))).toEqual(sun(18));
    expect(nextWeeklyReflectionAt(sun(17, 59))).toEqual(sun(18));
    expect(nextWeeklyReflectionAt(sun(18))).toEqual(new Date(2026, 2, 15, 18, 0));
  });
});

describe('due reminders', () => {
  it('daily is due from its time, within the grace window, once a day', () => {
    expect(dueReminders(wed(7, 59), prefs)).toEqual([]);
    expect(dueReminders(wed(8), prefs)).toEqual(['daily']);
    expect(dueReminders(new Date(wed(8).getTime() + REMINDER_GRACE_MS), prefs)).toEqual(['daily']);
    expect(dueReminders(new Date(wed(8).getTime() + REMINDER_GRACE_MS + 60_000), prefs)).toEqual([]);
    expect(dueReminders(wed(8, 5), prefs, { daily: '2026-03-04' })).toEqual([]);
    expect(dueReminders(wed(8, 5), prefs, { daily: '2026-03-03' })).toEqual(['daily']);
  });

  it('nothing when notifications are off or preferences unknown', () => {
    expect(dueReminders(wed(8), { ...prefs, notifications: false })).toEqual([]);
    expect(dueReminders(wed(8), null)).toEqual([]);
  });

  it('weekly reflection only on Sunday evening and only when enabled', () => {
    expect(dueReminders(sun(18, 1), prefs)).toEqual(['weekly']);
    expect(dueReminders(sun(18, 1), { ...prefs, weeklyReflection: false })).toEqual([]);
    expect(dueReminders(wed(18, 1), prefs)).toEqual([]);
    expect(dueReminders(sun(18, 1), { ...prefs, reminderTime: '18:00' })).toEqual(['daily', 'weekly']);
    expect(dueReminders(sun(18, 1), { ...prefs, notifications: false })).toEqual([]);
  });
});

describe('skip rules', () => {
  it('the daily reminder is skipped when every task of today is done', () => {
    expect(isPlanAllDone({ tasks: [{ status: 'done' }, { status: 'done' }] })).toBe(true);
    expect(shouldSendDaily({ tasks: [{ status: 'done' }, { status: 'done' }] })).toBe(false);
    expect(shouldSendDaily({ tasks: [{ status: 'done' }, { status: 'pending' }] })).toBe(true);
    expect(shouldSendDaily({ tasks: [] })).toBe(true);
    expect(shouldSendDaily(null)).toBe(true);
  });
});

describe('plannedNativeReminders', () => {
  const prefs = { notifications: true, reminderTime: '20:30', weeklyReflection: true };
  const none = { todayPlanDone: false, weekReviewSaved: false };

  it('is empty when reminders are off', () => {
    expect(plannedNativeReminders(new Date(2026, 2, 4, 9, 0), { ...prefs, notifications: false }, none)).toEqual([]);
  });

  it('plans the daily reminder for each of the next 7 days from today, at reminderTime', () => {
    const planned = plannedNativeReminders(new Date(2026, 2, 4, 9, 0), { ...prefs, weeklyReflection: false }, none); // Wednesday
    expect(planned.map((p) => [p.id, p.at.getDate(), p.at.getHours(), p.at.getMinutes()])).toEqual([
      [100, 4, 20, 30],
      [101, 5, 20, 30],
      [102, 6, 20, 30],
      [103, 7, 20, 30],
      [104, 8, 20, 30],
      [105, 9, 20, 30],
      [106, 10, 20, 30],
    ]);
    expect(planned.every((p) => isNativeReminderId(p.id) && p.kind === 'daily')).toBe(true);
  });

  it("skips today's reminder once today's plan is all done", () => {
    const planned = plannedNativeReminders(new Date(2026, 2, 4, 9, 0), { ...prefs, weeklyReflection: false }, { ...none, todayPlanDone: true });
    expect(planned[0]?.at.getDate()).toBe(5);
  });

  it("plans the weekly reflection on Sunday 18:00, not this week's once it is saved", () => {
    const wednesday = new Date(2026, 2, 4, 9, 0);
    expect(plannedNativeReminders(wednesday, prefs, none).filter((p) => p.kind === 'weekly').map((p) => p.at)).toEqual([new Date(2026, 2, 8, 18, 0)]);
    expect(plannedNativeReminders(wednesday, prefs, { ...none, weekReviewSaved: true }).filter((p) => p.kind === 'weekly')).toEqual([]);
    // Sunday evening after 18:00: next Sunday is next week's, planned even though this week's is saved.
    const sundayNight = new Date(2026, 2, 8, 19, 0);
    const weekly = plannedNativeReminders(sundayNight, prefs, { ...none, weekReviewSaved: true }).filter((p) => p.kind === 'weekly');
    expect(weekly.map((p) => p.at)).toEqual([new Date(2026, 2, 15, 18, 0)]);
  });
});

// docs/decisions/030: the device's local time is the phone's zone; run the rules with the runtime zone set to
// the person's, at the instants that break day arithmetic (week edges, New Year, DST, UTC±).
describe.each(clockCases())('reminders on a device at $name', (c) => {
  const on = <T,>(fn: () => T) => withMachineTimeZone(c.timeZone, fn);
  const read = (d: Date) => localReading(d, c.timeZone);
  const hhmm = `${String(c.local.hour).padStart(2, '0')}:${String(c.local.minute).padStart(2, '0')}`;

  it('the next daily reminder is the next local 08:00 (today or tomorrow)', () =>
    on(() => {
      const next = nextDailyReminderAt(c.now, '08:00');
      expect(next.getTime()).toBeGreaterThan(c.now.getTime());
      expect(read(next)).toMatchObject({ hour: 8, minute: 0, date: c.local.hour < 8 ? c.local.date : addDays(c.local.date, 1) });
    }));

  it('the next weekly reflection is the next local Sunday 18:00', () =>
    on(() => {
      const next = nextWeeklyReflectionAt(c.now);
      expect(next.getTime()).toBeGreaterThan(c.now.getTime());
      expect(read(next)).toMatchObject({ weekday: 7, hour: 18, minute: 0 });
      expect(next.getTime() - c.now.getTime()).toBeLessThanOrEqual(7 * 86_400_000 + 3_600_000);
    }));

  it('a daily reminder set for this minute is due once a day', () =>
    on(() => {
      const p = { notifications: true, reminderTime: hhmm, weeklyReflection: false };
      // After "fall back" the hour repeats: the reminder fired at its first occurrence, an hour ago.
      const repeated = c.name.includes('fall back, after');
      expect(dueReminders(c.now, p)).toEqual(repeated ? [] : ['daily']);
      expect(dueReminders(c.now, p, { daily: c.local.date })).toEqual([]);
      expect(dueReminders(c.now, p, { daily: addDays(c.local.date, -1) })).toEqual(repeated ? [] : ['daily']);
    }));

  it('native: one daily reminder per local day at 20:30 for the next 7 days; Sundays 18:00 for the weekly', () =>
    on(() => {
      const prefs = { notifications: true, reminderTime: '20:30', weeklyReflection: true };
      const planned = plannedNativeReminders(c.now, prefs, { todayPlanDone: false, weekReviewSaved: false });
      const daily = planned.filter((p) => p.kind === 'daily');
      const first = c.local.hour < 20 || (c.local.hour === 20 && c.local.minute < 30) ? 0 : 1;
      expect(daily.map((p) => read(p.at).date)).toEqual(Array.from({ length: 7 - first }, (_, i) => addDays(c.local.date, first + i)));
      expect(daily.every((p) => read(p.at).hour === 20 && read(p.at).minute === 30 && p.at > c.now)).toBe(true);
      const weekly = planned.filter((p) => p.kind === 'weekly');
      expect(weekly).toHaveLength(1);
      expect(read(weekly[0]!.at)).toMatchObject({ weekday: 7, hour: 18, minute: 0 });
      // This week's reflection saved: this week's Sunday is skipped, next week's is not.
      const saved = plannedNativeReminders(c.now, prefs, { todayPlanDone: false, weekReviewSaved: true }).filter((p) => p.kind === 'weekly');
      expect(saved.every((p) => read(p.at).weekStart !== c.local.weekStart)).toBe(true);
      expect(saved).toHaveLength(read(weekly[0]!.at).weekStart === c.local.weekStart ? 0 : 1);
    }));
});
