import { dayProgress, DEFAULT_REMINDER_TIME, localIsoDate, weekStartMonday, type PlanTask, type UserPreferences } from '@cadence/domain';

/**
 * Pure reminder rules (docs/decisions/021-reminders.md). All times are the device's local time.
 * - daily: at `reminderTime` when notifications are on, skipped when today's plan is all done;
 * - weekly reflection: Sunday evening (18:00) when notifications and weeklyReflection are on.
 * A reminder fires once per day, and only within a short window after its time (the app checks
 * every minute while open; a reminder missed while the app was closed is not sent late).
 */
export type ReminderKind = 'daily' | 'weekly';

/** Sunday (Date#getDay) at 18:00. */
export const WEEKLY_REFLECTION_DAY = 0;
export const WEEKLY_REFLECTION_TIME = '18:00';
/** How late a reminder may still fire after its time (tab asleep, timer throttled). */
export const REMINDER_GRACE_MS = 15 * 60_000;
/** How often an open app re-checks whether a reminder is due. */
export const REMINDER_CHECK_INTERVAL_MS = 60_000;

export type ReminderPreferences = Pick<UserPreferences, 'notifications' | 'reminderTime' | 'weeklyReflection'>;

/** Local date of the last reminder of each kind ('YYYY-MM-DD'). */
export type LastFired = Partial<Record<ReminderKind, string>>;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM' → hours and minutes; anything else falls back to the default 08:00. */
export function parseReminderTime(value: string | null | undefined): { hours: number; minutes: number } {
  const m = TIME.exec((value ?? '').trim()) ?? TIME.exec(DEFAULT_REMINDER_TIME)!;
  return { hours: Number(m[1]), minutes: Number(m[2]) };
}

function at(day: Date, time: string): Date {
  const { hours, minutes } = parseReminderTime(time);
  const d = new Date(day);
  d.setHours(hours, minutes, 0, 0);
  return d;
}

/** The next daily reminder strictly after `now`: today at reminderTime, else tomorrow. */
export function nextDailyReminderAt(now: Date, reminderTime: string): Date {
  const today = at(now, reminderTime);
  if (today.getTime() > now.getTime()) return today;
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  return at(tomorrow, reminderTime);
}

/** The next Sunday 18:00 strictly after `now`. */
export function nextWeeklyReflectionAt(now: Date): Date {
  const d = new Date(now);
  d.setDate(d.getDate() + ((WEEKLY_REFLECTION_DAY - d.getDay() + 7) % 7));
  const candidate = at(d, WEEKLY_REFLECTION_TIME);
  if (candidate.getTime() > now.getTime()) return candidate;
  candidate.setDate(candidate.getDate() + 7);
  return candidate;
}

/** True when today's plan exists, has tasks and every one is done (then no daily reminder). */
export function isPlanAllDone(plan: { tasks?: ReadonlyArray<Pick<PlanTask, 'status'>> } | null | undefined): boolean {
  if (!plan?.tasks) return false;
  const { done, total } = dayProgress({ tasks: plan.tasks }); // the day's one count (docs/decisions/024)
  return total > 0 && done === total;
}

function dueAt(now: Date, time: Date, lastFiredOn: string | undefined): boolean {
  const delta = now.getTime() - time.getTime();
  return delta >= 0 && delta <= REMINDER_GRACE_MS && lastFiredOn !== localIsoDate(now);
}

/** Reminders whose time has come (within the grace window) and that have not fired today. */
export function dueReminders(now: Date, prefs: ReminderPreferences | null | undefined, lastFired: LastFired = {}): ReminderKind[] {
  if (!prefs?.notifications) return [];
  const due: ReminderKind[] = [];
  if (dueAt(now, at(now, prefs.reminderTime), lastFired.daily)) due.push('daily');
  if (prefs.weeklyReflection && now.getDay() === WEEKLY_REFLECTION_DAY && dueAt(now, at(now, WEEKLY_REFLECTION_TIME), lastFired.weekly)) {
    due.push('weekly');
  }
  return due;
}

/** The daily reminder is sent unless today's plan is already all done. */
export function shouldSendDaily(plan: Parameters<typeof isPlanAllDone>[0]): boolean {
  return !isPlanAllDone(plan);
}

/** Texts and target screen of each reminder. */
export const REMINDER_CONTENT: Readonly<Record<ReminderKind, { title: string; body: string; url: string }>> = {
  daily: {
    title: "Your plan for today is ready",
    body: 'A few minutes for yourself: open Cadence to see today’s routines.',
    url: '/dashboard',
  },
  weekly: {
    title: 'Weekly Hormone Check-In',
    body: 'Take a moment to reflect on your week.',
    url: '/daily-plan-log?tab=weekly',
  },
};

/** Native apps schedule OS notifications this many days ahead, refreshed whenever the app runs. */
export const NATIVE_REMINDER_HORIZON_DAYS = 7;
/** Notification ids: daily reminders 100…, weekly 200… (their own range, so we only touch ours). */
export const NATIVE_DAILY_ID_BASE = 100;
export const NATIVE_WEEKLY_ID_BASE = 200;

export function isNativeReminderId(id: number): boolean {
  return id >= NATIVE_DAILY_ID_BASE && id < NATIVE_WEEKLY_ID_BASE + 100;
}

export interface PlannedReminder {
  id: number;
  kind: ReminderKind;
  at: Date;
}

/**
 * The reminders a native app hands to the OS for the next `horizonDays` (the OS shows them even
 * when the app is closed): the daily one at `reminderTime` on each day — not today's when today's
 * plan is already all done — and the weekly reflection on Sunday 18:00 — not this week's when its
 * reflection is saved. Only times after `now`. Empty when reminders are off.
 */
export function plannedNativeReminders(
  now: Date,
  prefs: ReminderPreferences | null | undefined,
  state: { todayPlanDone: boolean; weekReviewSaved: boolean },
  horizonDays = NATIVE_REMINDER_HORIZON_DAYS,
): PlannedReminder[] {
  if (!prefs?.notifications) return [];
  const planned: PlannedReminder[] = [];
  const end = new Date(now);
  end.setDate(end.getDate() + horizonDays);
  for (let offset = 0; offset < horizonDays; offset++) {
    const day = new Date(now);
    day.setDate(day.getDate() + offset);
    const time = at(day, prefs.reminderTime);
    if (time.getTime() <= now.getTime()) continue;
    if (offset === 0 && state.todayPlanDone) continue;
    planned.push({ id: NATIVE_DAILY_ID_BASE + offset, kind: 'daily', at: time });
  }
  if (prefs.weeklyReflection) {
    let sunday = nextWeeklyReflectionAt(now);
    for (let week = 0; sunday.getTime() < end.getTime(); week++) {
      // This week's (the review's Monday-to-Sunday week) is skipped once its reflection is saved.
      if (!(state.weekReviewSaved && weekStartMonday(sunday) === weekStartMonday(now))) planned.push({ id: NATIVE_WEEKLY_ID_BASE + week, kind: 'weekly', at: sunday });
      sunday = new Date(sunday);
      sunday.setDate(sunday.getDate() + 7);
    }
  }
  return planned;
}

