// "One day, one truth" (docs/decisions/024): the day's done/total, and the link between a plan task that comes from a
// routine and that routine's entry in the daily log. Pure. Decision: docs/decisions/024-one-day-one-truth.md.
import type { PlanTask } from '../schemas/plan';
import { allSubtasksTicked, isRoutineDone, markRoutineComplete, unmarkRoutine, type CompletableRoutine, type CompletionState } from './log-completion';
import { percentCompleted } from './progress';

/**
 * Whether the log counts a routine complete (§4): all its subtasks ticked; a routine without subtasks
 * falls back to its type flag ('other' has none, so it is complete only when the plan says so).
 */
export function routineCompleteInLog(log: CompletionState, routine: CompletableRoutine): boolean {
  return routine.subtasks.length > 0 ? allSubtasksTicked(log, routine) : isRoutineDone(log, routine);
}

/**
 * The log after a routine is marked done or pending (§4 rules): done ticks all its subtasks and sets its
 * type flag; pending unticks all its subtasks and clears the flag.
 */
export function setRoutineDoneInLog<T extends CompletionState>(log: T, routine: CompletableRoutine, done: boolean): T {
  if (done) return markRoutineComplete(log, routine);
  const unmarked = unmarkRoutine(log, routine);
  const ticks = { ...(unmarked.subtasks[routine.id] ?? {}) };
  for (const s of routine.subtasks) ticks[s.id] = false;
  return { ...unmarked, subtasks: { ...unmarked.subtasks, [routine.id]: ticks } };
}

export interface DayProgress {
  done: number;
  total: number;
  /** §9 percent completed, 0–100. */
  percent: number;
}

/**
 * "Done n of m" for a day — the dashboard's badge and bar, the Log's percentage and the coach note's counts.
 * With a plan, the day is the plan's tasks (routine, manual and adapted alike); a task that comes from a
 * routine is done when its status is done or (the log being the same fact) the log counts that routine
 * complete. Without a plan (or an empty one), the day is her active routines as the log counts them.
 */
export function dayProgress(input: {
  tasks?: ReadonlyArray<Pick<PlanTask, 'routineId'> & { status: string }> | null;
  log?: CompletionState | null;
  routines?: readonly CompletableRoutine[];
}): DayProgress {
  const routines = input.routines ?? [];
  const byId = new Map(routines.map((r) => [r.id, r]));
  const log = input.log ?? null;
  const tasks = input.tasks ?? [];
  let done = 0;
  let total = 0;
  if (tasks.length > 0) {
    total = tasks.length;
    for (const t of tasks) {
      const routine = t.routineId !== undefined ? byId.get(t.routineId) : undefined;
      if (t.status === 'done' || (log && routine && routineCompleteInLog(log, routine))) done += 1;
    }
  } else {
    total = routines.length;
    done = log ? routines.filter((r) => routineCompleteInLog(log, r)).length : 0;
  }
  return { done, total, percent: percentCompleted(done, total) };
}
