import { describe, expect, it } from 'vitest';
import type { DailyLog, DailyPlan, PlanTask } from '../schemas';
import { noteSentences } from './coach-note';
import { dailyMotivationFor, personalizedTipFor } from './daily-content';
import { coachDayContext, noteContextDates, cardContextDates, checkInOfLog } from './day-context';
import { coachNoteFor, type PlanUser } from './daily-plan';

const user: PlanUser = { id: 'u1', name: 'Priya Shah', createdAt: '2026-11-02T08:00:00.000Z', joinedOn: '2026-11-02', challenges: ['poor sleep'] };

function task(label: string, status: 'done' | 'pending', category: PlanTask['category'] = 'movement'): PlanTask {
  return { label, status, reasonTag: 'Daily routine', source: 'routine', routineId: `r-${label}`, category };
}
function plan(date: string, tasks: PlanTask[], motivation = `m-${date}`, tip = `t-${date}`): DailyPlan {
  return {
    userId: 'u1',
    date,
    coachNote: 'stored',
    tasks,
    adjustments: [],
    dailyMotivation: { message: motivation },
    personalizedTip: { title: tip, category: 'movement', difficulty: 'easy', content: 'c' },
    safety: null,
    generatedBy: 'rules',
  } as DailyPlan;
}
function log(date: string, fields: Partial<DailyLog> = {}): DailyLog {
  return {
    id: `l-${date}`,
    userId: 'u1',
    date,
    notes: '',
    transcript: '',
    llmExtract: null,
    mood: '',
    completed: { movement: false, nutrition: false, mindfulness: false, supplement: false },
    subtasks: {},
    ...fields,
  } as DailyLog;
}

describe('the dates the coach reads', () => {
  it('reads the 14 days before today for the note and the programme so far for the cards, never before she joined', () => {
    expect(noteContextDates('2026-11-03', '2026-11-02')).toEqual(['2026-11-02']);
    expect(noteContextDates('2026-12-01', '2026-11-02')).toHaveLength(14);
    expect(noteContextDates('2026-12-01', '2026-11-02')[13]).toBe('2026-11-30');
    expect(cardContextDates('2026-12-01', '2026-11-02')).toHaveLength(29);
    expect(cardContextDates('2027-03-01', '2026-11-02')).toHaveLength(44);
    expect(noteContextDates('2026-11-02', '2026-11-02')).toEqual([]);
  });
});

describe('coachDayContext', () => {
  const day1 = '2026-11-02';
  const day2 = '2026-11-03';
  const yesterdayLog = log(day1, {
    transcript: 'Slept badly and my lower back hurts, energy 3/10',
    llmExtract: { energy: 3, mood: 4, symptoms: ['poor sleep', 'back pain'] },
    completed: { movement: false, nutrition: true, mindfulness: false, supplement: false },
  });
  const plans = [plan(day1, [task('Walk', 'done'), task('Stretch', 'pending', 'mindfulness')])];

  it('day 1 has no history, no yesterday and nothing shown before', () => {
    const ctx = coachDayContext({ user, date: day1, plans: [], logs: [] });
    expect(ctx.noteContext).toEqual({ history: { streak: 0, yesterday: null, weekTrend: 'unknown' }, yesterdayNote: null });
    expect(ctx.content).toEqual({ day: 1, yesterday: null, shownBefore: [] });
    expect(ctx.checkIn).toBeNull();
  });

  it("day 2 knows yesterday's check-in, levels, ticks, the streak, and what the cards showed", () => {
    const ctx = coachDayContext({ user, date: day2, plans, logs: [yesterdayLog] });
    expect(ctx.noteContext.history.streak).toBe(1);
    expect(ctx.noteContext.history.yesterday).toMatchObject({ checkedIn: true, energy: 3, mood: 4, done: 1, total: 2 });
    expect(ctx.content).toMatchObject({ day: 2, yesterday: { energy: 3, mood: 4, ticked: ['movement', 'nutrition'], done: 1, total: 2 } });
    expect(ctx.content.shownBefore).toEqual([`m-${day1}`, `t-${day1}`]);
    // Yesterday's note is rebuilt as she saw it (the live note of the stored plan and log).
    const seen = coachNoteFor(user, day1, plans[0]!.tasks, false, { checkIn: checkInOfLog(yesterdayLog), changes: [], history: { streak: 0, yesterday: null, weekTrend: 'unknown' }, yesterdayNote: null });
    expect(ctx.noteContext.yesterdayNote).toBe(seen);
  });

  it("the day-2 note says back yesterday's check-in in her terms and repeats no sentence of yesterday's note", () => {
    const ctx = coachDayContext({ user, date: day2, plans, logs: [yesterdayLog] });
    const note = coachNoteFor(user, day2, [task('Walk', 'pending')], false, { checkIn: ctx.checkIn, changes: [], ...ctx.noteContext });
    expect(note).toMatch(/yesterday you (?:told me|said)? ?you slept badly and your lower back hurt/i);
    const before = new Set(noteSentences(ctx.noteContext.yesterdayNote));
    expect(noteSentences(note).filter((s) => before.has(s))).toEqual([]);
  });

  it('after a low day the motivation is gentle and the tip easy; neither repeats an earlier day', () => {
    const ctx = coachDayContext({ user, date: day2, plans, logs: [yesterdayLog] });
    const tip = personalizedTipFor(user, day2, ctx.content);
    expect(tip.difficulty).toBe('easy');
    const m1 = dailyMotivationFor(user, day1, coachDayContext({ user, date: day1, plans: [], logs: [] }).content).message;
    const realPlans = [plan(day1, plans[0]!.tasks, m1, personalizedTipFor(user, day1).title)];
    const ctx2 = coachDayContext({ user, date: day2, plans: realPlans, logs: [yesterdayLog] });
    expect(dailyMotivationFor(user, day2, ctx2.content).message).not.toBe(m1);
  });

  it('the streak counts the days she showed up (a check-in, a note, a tick or a marked rest day) and stops at a gap', () => {
    const d = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
    const logs = [log(d(2), { notes: 'ok' }), log(d(4), { dayMark: 'rest' }), log(d(5), { transcript: 'tired' })];
    const ps = [plan(d(3), [task('Walk', 'done')]), plan(d(6), [task('Walk', 'pending')])];
    expect(coachDayContext({ user, date: d(6), plans: ps, logs }).noteContext.history.streak).toBe(4);
    expect(coachDayContext({ user, date: d(7), plans: ps, logs }).noteContext.history.streak).toBe(0);
  });

  it("this week's energy trend comes from the week's check-ins before today", () => {
    // 2026-11-09 is a Monday.
    const logs = [log('2026-11-09', { energy: 2 }), log('2026-11-10', { energy: 3 }), log('2026-11-11', { energy: 7 }), log('2026-11-12', { energy: 8 })];
    expect(coachDayContext({ user, date: '2026-11-13', plans: [], logs }).noteContext.history.weekTrend).toBe('improving');
    expect(coachDayContext({ user, date: '2026-11-09', plans: [], logs }).noteContext.history.weekTrend).toBe('unknown');
  });

  it("today's check-in comes from today's log", () => {
    const ctx = coachDayContext({ user, date: day2, plans, logs: [log(day2, { transcript: 'Hot flushes again', llmExtract: { symptoms: ['hot flushes'] } })] });
    expect(ctx.checkIn).toEqual({ note: 'Hot flushes again', energy: null, mood: null, symptoms: ['hot flushes'] });
  });
});
