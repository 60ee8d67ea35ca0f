// "Weekly routines she can see" (docs/decisions/060): the weekday a weekly routine falls on, and whether it is in the plan on
// a date (its weekday, then every later day of that Monday-first week until it is done that week).
// Pure. Decision: docs/decisions/060-weekly-routine-weekday.md.
import { WEEKDAYS } from '../constants/enums';
import type { PlanTask, Weekday } from '../schemas';
import { addDays, weekStartMonday } from '../engine/dates';
import { routineCompleteInLog } from '../engine/day-progress';
import type { CompletableRoutine, CompletionState } from '../engine/log-completion';
import { hashString } from '../safety/text';
import { epochDay } from './rotation';

/** 1970-01-01 (epoch day 0) was a Thursday: index 3 with Monday first. */
const EPOCH_WEEKDAY_INDEX = 3;

const mod7 = (n: number) => ((n % 7) + 7) % 7;

/** Monday-first index (Monday 0 … Sunday 6) of an epoch day. */
export function weekdayIndexOfDay(day: number): number {
  return mod7(day + EPOCH_WEEKDAY_INDEX);
}

/** The weekday of a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[weekdayIndexOfDay(epochDay(date))] as Weekday;
}

/**
 * The weekday a weekly routine falls on: the one she picked; a routine stored before she could pick
 * (no weekday) keeps the fixed day it always had (a hash of its id), so nothing moves under her.
 */
export function routineWeekday(routine: { id: string; weekday?: Weekday | null }): Weekday {
  if (routine.weekday) return routine.weekday;
  return WEEKDAYS[mod7(hashString(routine.id) + EPOCH_WEEKDAY_INDEX)] as Weekday;
}

/** Display label of a weekday ('Wednesday'). */
export function weekdayLabel(weekday: Weekday): string {
  return weekday.charAt(0).toUpperCase() + weekday.slice(1);
}

/** The dates of `date`'s week before it (Monday … yesterday; none on a Monday). */
export function earlierDatesThisWeek(date: string): string[] {
  const out: string[] = [];
  for (let d = weekStartMonday(date); d < date; d = addDays(d, 1)) out.push(d);
  return out;
}

/** One earlier day of the week as the plan builder reads it: that day's log and/or plan tasks. */
export interface EarlierDay {
  date: string;
  log?: CompletionState | null;
  tasks?: ReadonlyArray<Pick<PlanTask, 'status' | 'routineId'>> | null;
}

/**
 * Weekly routines already done this week before `date` (Monday … yesterday): a day's log counts the routine
 * complete (§4: all its subtasks ticked) or that day's plan has its task done — the same fact (decision 024).
 * Days outside the week are ignored.
 */
export function weeklyRoutinesDoneEarlier(
  date: string,
  routines: ReadonlyArray<CompletableRoutine & { frequency?: string }>,
  days: readonly EarlierDay[],
): Set<string> {
  const dates = new Set(earlierDatesThisWeek(date));
  const weekly = routines.filter((r) => r.frequency === 'weekly');
  const done = new Set<string>();
  for (const d of days) {
    if (!dates.has(d.date)) continue;
    for (const r of weekly) {
      if (done.has(r.id)) continue;
      if (d.log && routineCompleteInLog(d.log, r)) done.add(r.id);
      else if (d.tasks?.some((t) => t.routineId === r.id && t.status === 'done')) done.add(r.id);
    }
  }
  return done;
}

/**
 * Whether a weekly routine is in the plan on epoch day `day`: from its weekday to Sunday of that week, unless
 * done earlier that week (`doneEarlier`). Done today keeps it in today's plan (ticked). A new week starts
 * afresh on Monday: a routine not done last week does not carry over.
 */
export function weeklyRoutineInPlan(routine: { id: string; weekday?: Weekday | null }, day: number, doneEarlier?: ReadonlySet<string>): boolean {
  if (doneEarlier?.has(routine.id)) return false;
  return weekdayIndexOfDay(day) >= WEEKDAYS.indexOf(routineWeekday(routine));
}
