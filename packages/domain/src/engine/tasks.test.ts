import { describe, expect, it } from 'vitest';
import { dayProgress } from './day-progress';
import { setTaskStatusAt, toggleTaskStatus } from './tasks';

describe('tasks', () => {
  it('status toggles between pending and done', () => {
    expect(toggleTaskStatus('pending')).toBe('done');
    expect(toggleTaskStatus('done')).toBe('pending');
  });
  const tasks = [
    { label: 'a', status: 'pending' as const },
    { label: 'b', status: 'done' as const },
  ];
  it('sets a status by index without mutating', () => {
    expect(setTaskStatusAt(tasks, 0, 'done')).toEqual([
      { label: 'a', status: 'done' },
      { label: 'b', status: 'done' },
    ]);
    expect(tasks[0]!.status).toBe('pending');
  });
  it.each([-1, 2, 1.5, Number.NaN])('index %d addresses no task', (i) => {
    expect(setTaskStatusAt(tasks, i, 'done')).toBeNull();
  });
  it('counts', () => {
    expect(dayProgress({ tasks })).toEqual({ done: 1, total: 2, percent: 50 });
  });
});
