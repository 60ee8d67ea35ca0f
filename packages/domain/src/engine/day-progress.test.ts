import { describe, expect, it } from 'vitest';
import { dayProgress, routineCompleteInLog, setRoutineDoneInLog } from './day-progress';
import type { CompletionState } from './log-completion';

const walk = { id: 'r1', type: 'movement', subtasks: [{ id: 's1' }, { id: 's2' }] };
const tea = { id: 'r2', type: 'nutrition', subtasks: [{ id: 't1' }] };
const blank: CompletionState = { completed: { movement: false, nutrition: false, mindfulness: false, supplement: false }, subtasks: {} };

describe('setRoutineDoneInLog', () => {
  it('done ticks every subtask and sets the type flag; pending unticks them and clears it', () => {
    const done = setRoutineDoneInLog(blank, walk, true);
    expect(done.subtasks.r1).toEqual({ s1: true, s2: true });
    expect(done.completed.movement).toBe(true);
    expect(routineCompleteInLog(done, walk)).toBe(true);
    const undone = setRoutineDoneInLog(done, walk, false);
    expect(undone.subtasks.r1).toEqual({ s1: false, s2: false });
    expect(undone.completed.movement).toBe(false);
    expect(routineCompleteInLog(undone, walk)).toBe(false);
  });
});

describe('dayProgress', () => {
  it('counts the plan tasks (routine, manual, adapted), a routine task done by its status or by the log', () => {
    const log = setRoutineDoneInLog(blank, tea, true);
    const tasks = [
      { status: 'pending' as const, routineId: 'r1' },
      { status: 'pending' as const, routineId: 'r2' },
      { status: 'done' as const },
      { status: 'pending' as const },
    ];
    expect(dayProgress({ tasks, log, routines: [walk, tea] })).toEqual({ done: 2, total: 4, percent: 50 });
  });

  it('without a plan counts her routines as the log does', () => {
    const log = setRoutineDoneInLog(blank, walk, true);
    expect(dayProgress({ tasks: null, log, routines: [walk, tea] })).toEqual({ done: 1, total: 2, percent: 50 });
    expect(dayProgress({})).toEqual({ done: 0, total: 0, percent: 0 });
  });
});
