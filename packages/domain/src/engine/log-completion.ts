// §4 routine completion in the daily log. Pure: each function returns a new log and never mutates.
import { LOG_COMPLETION_TYPES } from '../constants/enums';
import type { CompletedFlags, SubtaskCompletionMap } from '../schemas/log';
import { isSafeKey } from '../schemas/predicates';

/** The parts of a daily log these rules touch (a full DailyLog fits). */
export interface CompletionState {
  completed: CompletedFlags;
  subtasks: SubtaskCompletionMap;
}

/** The parts of a routine these rules read. */
export interface CompletableRoutine {
  id: string;
  type: string;
  subtasks: ReadonlyArray<{ id: string }>;
}

type FlagType = (typeof LOG_COMPLETION_TYPES)[number];
const hasFlag = (type: string): type is FlagType => (LOG_COMPLETION_TYPES as readonly string[]).includes(type);

function assertSafeIds(routine: CompletableRoutine, subtaskIds: readonly string[]): void {
  if (!isSafeKey(routine.id)) throw new RangeError(`Unsafe routine id: ${routine.id}`);
  for (const id of subtaskIds) if (!isSafeKey(id)) throw new RangeError(`Unsafe subtask id: ${id}`);
}

function withFlag<T extends CompletionState>(log: T, type: string, value: boolean): T['completed'] {
  return hasFlag(type) ? { ...log.completed, [type]: value } : { ...log.completed };
}

/**
 * Mark a routine complete: sets its type flag (movement/nutrition/mindfulness/supplement; 'other'
 * has no flag) and ticks all its subtasks.
 */
export function markRoutineComplete<T extends CompletionState>(log: T, routine: CompletableRoutine): T {
  const ids = routine.subtasks.map((s) => s.id);
  assertSafeIds(routine, ids);
  const ticks = { ...(log.subtasks[routine.id] ?? {}) };
  for (const id of ids) ticks[id] = true;
  return { ...log, completed: withFlag(log, routine.type, true), subtasks: { ...log.subtasks, [routine.id]: ticks } };
}

/** Unmark a routine: its type flag becomes false; subtask ticks are left unchanged. */
export function unmarkRoutine<T extends CompletionState>(log: T, routine: CompletableRoutine): T {
  return { ...log, completed: withFlag(log, routine.type, false), subtasks: { ...log.subtasks } };
}

/** Whether every subtask of the routine is ticked in the log (false for a routine without subtasks). */
export function allSubtasksTicked(log: CompletionState, routine: CompletableRoutine): boolean {
  const ticks = log.subtasks[routine.id] ?? {};
  return routine.subtasks.length > 0 && routine.subtasks.every((s) => ticks[s.id] === true);
}

/**
 * Toggle one subtask. When this leaves all the routine's subtasks ticked, the routine's type flag
 * is set to true; otherwise the flag is left as it was (unticking does not clear it — only
 * unmarkRoutine does).
 */
export function toggleSubtask<T extends CompletionState>(log: T, routine: CompletableRoutine, subtaskId: string): T {
  assertSafeIds(routine, [subtaskId]);
  const ticks = { ...(log.subtasks[routine.id] ?? {}) };
  ticks[subtaskId] = ticks[subtaskId] !== true;
  const next = { ...log, subtasks: { ...log.subtasks, [routine.id]: ticks } };
  if (allSubtasksTicked(next, routine)) next.completed = withFlag(log, routine.type, true);
  return next;
}

/** Whether the log counts the routine as done: its type flag is set. */
export function isRoutineDone(log: CompletionState, routine: Pick<CompletableRoutine, 'type'>): boolean {
  return hasFlag(routine.type) && log.completed[routine.type];
}
