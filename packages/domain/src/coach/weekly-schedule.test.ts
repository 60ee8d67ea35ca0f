import { describe, expect, it } from 'vitest';
import { RoutineSchema, CreateRoutineInputSchema, UpdateRoutineInputSchema, type Routine } from '../schemas';
import { hashString } from '../safety/text';
import { SAMPLE_USER } from '../../bench/sample-profile';
import { buildDailyPlan, isRoutineDue, isRoutineInPlan } from './daily-plan';
import { epochDay } from './rotation';
import {
  earlierDatesThisWeek,
  routineWeekday,
  weekdayLabel,
  weekdayOf,
  weeklyRoutineInPlan,
  weeklyRoutinesDoneEarlier,
} from './weekly-schedule';

// 2026-11-23 is a Monday; the week runs to Sunday 2026-11-29.
const MON = '2026-11-23';
const NO_FLAGS = { movement: false, nutrition: false, mindfulness: false, supplement: false };
const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

const yoga: Routine = RoutineSchema.parse({
  id: 'r-yoga-wed',
  userId: 'u1',
  type: 'movement',
  label: 'Yoga class',
  frequency: 'weekly',
  weekday: 'wednesday',
  subtasks: [{ id: 's1', name: 'Roll out the mat' }, { id: 's2', name: 'Stretch' }],
});
const walk: Routine = RoutineSchema.parse({ id: 'r-walk', userId: 'u1', type: 'movement', label: 'Evening Walk' });

describe('weekday of a date and of a routine', () => {
  it('names the weekday of a date, Monday first', () => {
    expect(week.map(weekdayOf)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(weekdayOf('1970-01-01')).toBe('thursday');
    expect(weekdayLabel('wednesday')).toBe('Wednesday');
  });

  it('uses the weekday she picked', () => {
    expect(routineWeekday(yoga)).toBe('wednesday');
    expect(week.filter((d) => isRoutineDue(yoga, epochDay(d)))).toEqual(['2026-11-25']);
  });

  it('keeps the old fixed day (hash of the id) for a weekly routine stored without a weekday', () => {
    const old = { id: 'r-legacy-42', type: 'other' as const, label: 'Old', frequency: 'weekly' as const };
    const oldRule = (day: number) => hashString(old.id) % 7 === ((day % 7) + 7) % 7; // the rule before docs/decisions/060
    for (let i = 0; i < 14; i++) {
      const day = epochDay(MON) + i;
      expect(isRoutineDue(old, day)).toBe(oldRule(day));
    }
    const due = week.find((d) => isRoutineDue(old, epochDay(d)));
    expect(routineWeekday(old)).toBe(weekdayOf(due as string));
  });

  it('validates old data and the spec payloads without a weekday, and rejects an unknown weekday', () => {
    expect(RoutineSchema.parse({ id: 'r1', userId: 'u1', type: 'movement', label: 'x', frequency: 'weekly' }).weekday).toBeUndefined();
    expect(CreateRoutineInputSchema.safeParse({ userId: 'u1', type: 'movement', label: 'x', notes: '', frequency: 'weekly', subtasks: [], isPersonalized: false, active: true }).success).toBe(true);
    expect(UpdateRoutineInputSchema.safeParse({ weekday: 'friday' }).success).toBe(true);
    const bad = UpdateRoutineInputSchema.safeParse({ weekday: 'Funday' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('must be one of: monday');
  });
});

describe('a weekly routine stays in the plan until done that week', () => {
  it('lists the dates before a date in its Monday-first week', () => {
    expect(earlierDatesThisWeek(MON)).toEqual([]);
    expect(earlierDatesThisWeek('2026-11-26')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('is in the plan from its weekday to Sunday when not done, and not before', () => {
    expect(week.filter((d) => weeklyRoutineInPlan(yoga, epochDay(d)))).toEqual(week.slice(2));
    // the next Monday starts afresh
    expect(weeklyRoutineInPlan(yoga, epochDay('2026-11-30'))).toBe(false);
    expect(isRoutineInPlan(walk, epochDay(MON))).toBe(true);
    expect(isRoutineInPlan({ ...walk, frequency: 'as_needed' }, epochDay(MON))).toBe(false);
    expect(isRoutineInPlan({ ...yoga, active: false }, epochDay('2026-11-25'))).toBe(false);
  });

  it('leaves the plan on the days after it was done (all subtasks ticked in the log, or its plan task done)', () => {
    const tickedWed = { date: '2026-11-25', log: { completed: NO_FLAGS, subtasks: { [yoga.id]: { s1: true, s2: true } } } };
    const halfWed = { date: '2026-11-25', log: { completed: NO_FLAGS, subtasks: { [yoga.id]: { s1: true, s2: false } } } };
    const planThu = { date: '2026-11-26', tasks: [{ status: 'done' as const, routineId: yoga.id }] };
    expect([...weeklyRoutinesDoneEarlier('2026-11-27', [yoga, walk], [tickedWed])]).toEqual([yoga.id]);
    expect(weeklyRoutinesDoneEarlier('2026-11-27', [yoga], [halfWed]).size).toBe(0);
    expect([...weeklyRoutinesDoneEarlier('2026-11-27', [yoga], [halfWed, planThu])]).toEqual([yoga.id]);
    // done today does not count as "earlier": today's task stays (ticked)
    expect(weeklyRoutinesDoneEarlier('2026-11-25', [yoga], [tickedWed]).size).toBe(0);
    // last week's days do not count
    expect(weeklyRoutinesDoneEarlier('2026-12-02', [yoga], [tickedWed]).size).toBe(0);
    // a daily routine is never "done this week"
    expect(weeklyRoutinesDoneEarlier('2026-11-27', [walk], [{ date: '2026-11-25', tasks: [{ status: 'done', routineId: walk.id }] }]).size).toBe(0);
  });

  it('drives buildDailyPlan: on its day and after until done, with the Weekly routine reason', () => {
    const ids = (date: string, done?: Set<string>) =>
      buildDailyPlan({ user: SAMPLE_USER, routines: [walk, yoga], date, ...(done ? { weeklyDoneEarlier: done } : {}) }).tasks.map((t) => t.routineId);
    expect(ids('2026-11-24')).toEqual([walk.id]);
    expect(ids('2026-11-25')).toEqual([walk.id, yoga.id]);
    expect(ids('2026-11-28')).toEqual([walk.id, yoga.id]);
    expect(ids('2026-11-28', new Set([yoga.id]))).toEqual([walk.id]);
    const task = buildDailyPlan({ user: SAMPLE_USER, routines: [yoga], date: '2026-11-25' }).tasks[0];
    expect(task?.reasonTag).toBe('Weekly routine');
  });
});
