// Plan tasks have identities (docs/decisions/095-task-identity.md): a task keeps its id through ticks,
// check-ins and rebuilds, so a tick, an undo or a Log row addresses the task and never "whatever is at
// position N now". Pure: the caller supplies fresh ids.
import { MAX_TASKS } from '../schemas/limits';
import type { PlanTask } from '../schemas/plan';

type Identified<T> = T & { id: string };

/** What makes two tasks "the same task" when one of them has no id yet (a coach's proposal, a rebuilt plan). */
function sameTaskKey(task: Pick<PlanTask, 'source' | 'label' | 'routineId'>): string {
  if (task.routineId !== undefined && task.source !== 'manual') return `routine:${task.routineId}`;
  return `${task.source}:${task.label.trim().toLowerCase()}`;
}

/**
 * `tasks` with an id each: a task's own id is kept (unless it repeats one already used in the list); a task
 * without one takes the id of the task it continues in `previous` (same routine, else same source and label),
 * else a fresh id from `newId`.
 */
export function withTaskIds<T extends Pick<PlanTask, 'id' | 'source' | 'label' | 'routineId'>>(
  tasks: readonly T[],
  previous: readonly Pick<PlanTask, 'id' | 'source' | 'label' | 'routineId'>[],
  newId: () => string,
): Identified<T>[] {
  const used = new Set<string>();
  const byKey = new Map<string, string[]>();
  for (const p of previous) {
    if (p.id === undefined) continue;
    const k = sameTaskKey(p);
    byKey.set(k, [...(byKey.get(k) ?? []), p.id]);
  }
  // Own ids first, so a proposal's matching never takes an id a later task already carries.
  for (const t of tasks) if (t.id !== undefined) used.add(t.id);
  const seen = new Set<string>();
  return tasks.map((t) => {
    if (t.id !== undefined && !seen.has(t.id)) {
      seen.add(t.id);
      return t as Identified<T>;
    }
    const candidates = byKey.get(sameTaskKey(t)) ?? [];
    let id = candidates.find((c) => !used.has(c) && !seen.has(c));
    while (id === undefined || seen.has(id)) id = newId();
    used.add(id);
    seen.add(id);
    return { ...t, id };
  });
}

/** Whether every task has an id and no id repeats. */
export function tasksHaveIds(tasks: readonly Pick<PlanTask, 'id'>[]): boolean {
  const ids = new Set<string>();
  for (const t of tasks) {
    if (t.id === undefined || ids.has(t.id)) return false;
    ids.add(t.id);
  }
  return true;
}

/**
 * A check-in's changes merged into the plan as it is when the check-in finishes (the coach may take seconds;
 * she may tick, add a task or change a routine meanwhile). `before` is the plan the coach read, `adapted` its
 * answer (with ids: `withTaskIds(adapted, before)`), `current` the plan stored now.
 * - The check-in's order and its edits (a lighter version, notes) win for the tasks it saw;
 * - a status changed meanwhile wins over the coach's copy (unless the coach itself changed that status);
 * - a task removed meanwhile stays removed; a task added meanwhile is kept (after the check-in's tasks);
 * - a task the check-in added is not added twice (same routine or same label as one there now).
 */
export function mergeCheckIn<T extends PlanTask>(before: readonly T[], adapted: readonly Identified<T>[], current: readonly T[]): T[] {
  const beforeById = new Map(before.flatMap((t) => (t.id !== undefined ? [[t.id, t] as const] : [])));
  const currentById = new Map(current.flatMap((t) => (t.id !== undefined ? [[t.id, t] as const] : [])));
  const out: T[] = [];
  const push = (t: T) => {
    if (t.id === undefined || !out.some((o) => o.id === t.id)) out.push(t);
  };
  const currentKeys = new Set(current.map(sameTaskKey));
  for (const t of adapted) {
    const seen = beforeById.get(t.id);
    const now = currentById.get(t.id);
    if (seen !== undefined) {
      if (now === undefined) continue; // removed meanwhile (a rebuild after a routine change)
      const coachChangedStatus = t.status !== seen.status;
      push({ ...t, status: coachChangedStatus ? t.status : now.status });
    } else if (now !== undefined) {
      push({ ...t, status: now.status });
    } else if (!currentKeys.has(sameTaskKey(t))) {
      push(t);
    }
  }
  for (const t of current) if (t.id === undefined || !beforeById.has(t.id)) push(t);
  return out.slice(0, MAX_TASKS);
}

/**
 * A rebuilt plan (routines changed) in the order she last saw: tasks that were there keep their relative
 * order (a check-in's "first" stays first); tasks new to the plan follow, in the rebuild's order.
 */
export function keepPreviousOrder<T extends Pick<PlanTask, 'id'>>(rebuilt: readonly T[], previous: readonly Pick<PlanTask, 'id'>[]): T[] {
  const at = new Map(previous.flatMap((t, i) => (t.id !== undefined ? [[t.id, i] as const] : [])));
  return rebuilt
    .map((t, i) => ({ t, i, p: t.id !== undefined ? at.get(t.id) : undefined }))
    .sort((a, b) => (a.p ?? Infinity) - (b.p ?? Infinity) || a.i - b.i)
    .map((x) => x.t);
}
