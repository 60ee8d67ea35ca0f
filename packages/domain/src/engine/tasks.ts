import type { TaskStatus } from '../schemas/enums';
import type { PlanTask } from '../schemas/plan';

/** §4 a task status toggles between pending and done. */
export function toggleTaskStatus(status: TaskStatus): TaskStatus {
  return status === 'done' ? 'pending' : 'done';
}

/**
 * A copy of `tasks` with the task at `index` set to `status` (tasks are addressed by position, §3).
 * Returns null when the index does not address a task.
 */
export function setTaskStatusAt<T extends Pick<PlanTask, 'status'>>(
  tasks: readonly T[],
  index: number,
  status: TaskStatus,
): T[] | null {
  if (!Number.isInteger(index) || index < 0 || index >= tasks.length) return null;
  return tasks.map((t, i) => (i === index ? { ...t, status } : t));
}
