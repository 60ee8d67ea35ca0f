import { describe, expect, it } from 'vitest';
import { coachNoteFor } from '../coach/daily-plan';
import { SAMPLE_USER } from '../../bench/sample-profile';
import { dayProgress } from './day-progress';
import { dayRows } from './her-data';
import { dayActivity, weeklyStatsFromLogs } from './weekly';

// docs/decisions/062: every screen's count of a day comes from dayProgress — the weekly statistics,
// the clinician summary's rows and the coach note's numbers included.
const FLAGS = { movement: false, nutrition: false, mindfulness: false, supplement: false };
const WEEK = '2026-11-23';
type Status = 'pending' | 'done';
const task = (status: Status, extra: { routineId?: string; category?: 'movement' | 'nutrition' | 'mindfulness'; label?: string } = {}) => ({
  label: extra.label ?? 'Task',
  status,
  reasonTag: '',
  source: extra.routineId ? ('routine' as const) : ('manual' as const),
  ...extra,
});

describe('dayActivity', () => {
  it('a day with only a manual task done is active; a plan task done counts for its category', () => {
    expect(dayActivity({ tasks: [task('done', { label: 'Call mum' })], log: null })).toEqual({
      active: true,
      categories: { movement: false, nutrition: false, mindfulness: false },
    });
    expect(dayActivity({ tasks: [task('done', { category: 'movement', routineId: 'r1' })] }).categories.movement).toBe(true);
    expect(dayActivity({ tasks: [task('pending', { category: 'movement' })], log: { completed: { ...FLAGS, nutrition: true }, subtasks: {} } })).toEqual({
      active: true,
      categories: { movement: false, nutrition: true, mindfulness: false },
    });
    expect(dayActivity({}).active).toBe(false);
  });
});

describe('weeklyStatsFromLogs with the week’s plans', () => {
  it('counts days whose plan had a task done even without a log, and categories from done plan tasks', () => {
    const plans = [
      { date: '2026-11-23', tasks: [task('done', { label: 'Stretch' })] },
      { date: '2026-11-24', tasks: [task('done', { category: 'mindfulness', routineId: 'r2' }), task('pending')] },
      { date: '2026-11-25', tasks: [task('pending', { category: 'movement' })] },
      { date: '2026-11-16', tasks: [task('done', { category: 'movement' })] }, // last week: ignored
    ];
    const logs = [{ date: '2026-11-25', completed: { ...FLAGS, movement: true }, subtasks: {} }];
    const stats = weeklyStatsFromLogs(logs, WEEK, '2026-11-26', plans);
    expect(stats.completedDays).toBe(3);
    expect(stats.totalDays).toBe(4);
    expect(stats.categoryStats).toEqual({ movement: 1, nutrition: 0, mindfulness: 1 });
    // without plans, the logs alone (as before)
    expect(weeklyStatsFromLogs(logs, WEEK, '2026-11-26').completedDays).toBe(1);
  });
});

describe('one count everywhere', () => {
  const tasks = [task('done', { routineId: 'r1', label: 'Evening Walk' }), task('pending', { label: 'Wind-down' }), task('pending', { label: 'Tea' })];
  it('the clinician summary rows and the coach note agree with dayProgress', () => {
    const p = dayProgress({ tasks });
    expect(p).toEqual({ done: 1, total: 3, percent: 33 });
    const [row] = dayRows([{ date: WEEK, tasks }], []);
    expect([row?.tasksDone, row?.tasksTotal]).toEqual([p.done, p.total]);
    const note = coachNoteFor(SAMPLE_USER, WEEK, tasks, false);
    expect(note).toContain('Wind-down');
  });
});
