// Date rules of §2 and §9. Pure: every function takes the instant it needs; none reads the clock.
//
// Time zones: every function that reads a calendar date from an instant takes her IANA `timeZone`
// (omitted: the runtime's zone, right in the browser; on the server pass it) and reads it with
// localDateParts/localIsoDate (./local-date), the one place that does.

import { AFTERNOON_STARTS_AT_HOUR, DAYS_PER_WEEK, EVENING_STARTS_AT_HOUR } from '../constants/program';
import { isRealIsoDate } from '../schemas/predicates';
import { localDateParts, localIsoDate } from './local-date';

export const MS_PER_DAY = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function assertValidDate(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
}

export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/** §2: morning before 12:00, afternoon before 17:00, otherwise evening — in the user's local time. */
export function timeOfDay(date: Date, timeZone?: string): TimeOfDay {
  const { hour } = localDateParts(date, timeZone);
  if (hour < AFTERNOON_STARTS_AT_HOUR) return 'morning';
  if (hour < EVENING_STARTS_AT_HOUR) return 'afternoon';
  return 'evening';
}

/** Greeting texts by time of day. */
export const GREETINGS: Readonly<Record<TimeOfDay, string>> = {
  morning: 'Good morning',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
};

/** 'Good morning' | 'Good afternoon' | 'Good evening' for `date` in the user's local time. */
export function greetingFor(date: Date, timeZone?: string): string {
  return GREETINGS[timeOfDay(date, timeZone)];
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const ISO_DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * §2/§9 day number: whole calendar days since the day she joined, plus one, in her own calendar:
 * Day 1 is the date she joined and each of her midnights starts the next day — the same count as
 * the plan's coach note (programDay), so the dashboard header and the plan agree all day
 * (docs/decisions/031-day-number-in-her-calendar.md). Null when createdAt is missing or invalid
 * ("when a day number exists"); never below 1 (a createdAt in the future is day 1). A 'YYYY-MM-DD'
 * createdAt is already her date. `timeZone` as in localIsoDate (omitted: the runtime's zone, right
 * in the browser).
 */
export function dayNumber(createdAt: Date | string | number | null | undefined, now: Date, timeZone?: string): number | null {
  const start = toDate(createdAt);
  if (!start) return null;
  const today = localIsoDate(now, timeZone);
  const joined = typeof createdAt === 'string' && ISO_DATE_ONLY.test(createdAt) ? createdAt : localIsoDate(start, timeZone);
  const whole = Math.round((parseIsoDate(today).getTime() - parseIsoDate(joined).getTime()) / MS_PER_DAY);
  return Math.max(0, whole) + 1;
}

/**
 * Whole days (24-hour periods) between a join date and now, never negative; null when invalid.
 * The public profile's "days since joinDate": read by strangers, so in no one's calendar.
 */
export function daysSince(date: Date | string | number | null | undefined, now: Date): number | null {
  const start = toDate(date);
  if (!start) return null;
  assertValidDate(now);
  return Math.max(0, Math.floor((now.getTime() - start.getTime()) / MS_PER_DAY));
}

function parseIsoDate(iso: string): Date {
  if (!isRealIsoDate(iso)) throw new RangeError(`Invalid ISO date: ${iso}`);
  return new Date(`${iso}T00:00:00Z`);
}

function formatUtcDate(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Add whole days to an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return formatUtcDate(new Date(parseIsoDate(isoDate).getTime() + days * MS_PER_DAY));
}

/**
 * §9 the week starts on Monday: the ISO date of the Monday on or before `date`. A Date is first
 * turned into the user's local calendar date; a 'YYYY-MM-DD' string is used as is.
 */
export function weekStartMonday(date: Date | string, timeZone?: string): string {
  const iso = typeof date === 'string' ? date : localIsoDate(date, timeZone);
  const d = parseIsoDate(iso);
  const sinceMonday = (d.getUTCDay() + DAYS_PER_WEEK - 1) % DAYS_PER_WEEK;
  return addDays(iso, -sinceMonday);
}

/** The 7 ISO dates of the week starting at `weekStart`. */
export function weekDates(weekStart: string): string[] {
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => addDays(weekStart, i));
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Long US date of an ISO date: '2025-03-03' → 'March 3, 2025' (§2, §9). */
export function formatLongUsDate(isoDate: string): string {
  const d = parseIsoDate(isoDate);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** 'Week of March 3, 2025' heading of a past reflection (§2). */
export function weekOfLabel(weekStartDate: string): string {
  return `Week of ${formatLongUsDate(weekStartDate)}`;
}
