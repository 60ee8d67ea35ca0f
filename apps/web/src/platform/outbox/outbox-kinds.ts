import type { DailyLog, DailyPlan, PlanTask, Routine } from '@cadence/domain';
import type { QueryClient } from '@tanstack/react-query';
import { LOCAL_TASK_PREFIX, type OutboxEntry, type QueueablePath } from './outbox-paths';
import { logKey, outboxQueryClient, PLAN_TODAY_KEY, ROUTINES_KEY } from './outbox-state';

/**
 * What each write the outbox keeps means to her and to the screens (docs/decisions/122): her words for it in the
 * outbox list, and how it shows on the phone's copy of her day while it waits (a tick shows as done, a task she
 * added is in the list, her note is in the box). Loaded with the outbox, not with the first screen.
 */
const current = (): QueryClient | null => outboxQueryClient();

const MAX_QUOTE = 40;
function quote(text: unknown): string {
  const t = typeof text === 'string' ? text.trim().replace(/\s+/g, ' ') : '';
  return t.length > MAX_QUOTE ? `“${t.slice(0, MAX_QUOTE - 1).trimEnd()}…”` : `“${t}”`;
}

function planTasks(qc: QueryClient | null): readonly PlanTask[] {
  return qc?.getQueryData<DailyPlan>(PLAN_TODAY_KEY)?.tasks ?? [];
}

function routineNames(qc: QueryClient | null, ids: readonly string[]): string[] {
  const routines = qc?.getQueryData<Routine[]>(ROUTINES_KEY) ?? [];
  return ids.map((id) => routines.find((r) => r.id === id)?.label).filter((n): n is string => Boolean(n));
}

type In = Record<string, unknown>;
const asRecord = (input: unknown): In => (typeof input === 'object' && input !== null ? (input as In) : {});

/** Her words for a write waiting in the outbox. */
export function describeWrite(path: QueueablePath, input: unknown, qc: QueryClient | null = current()): string {
  const i = asRecord(input);
  switch (path) {
    case 'plan.updateTask': {
      const task = planTasks(qc).find((t) => t.id === i.taskId);
      const name = task ? `“${task.label}”` : 'a task';
      return i.status === 'done' ? `Tick ${name}` : `Untick ${name}`;
    }
    case 'plan.addTask':
      return `Add the task ${quote(i.label)}`;
    case 'logs.save': {
      const names = routineNames(qc, Object.keys(asRecord(i.subtasks)));
      return names.length > 0 ? `Ticks in the Log: ${names.join(', ')}` : 'Ticks in the Log';
    }
    case 'logs.patchNotes':
      return `Daily notes ${quote(i.notes)}`;
    case 'plan.adapt':
      return `Check-in ${quote(i.transcript)}`;
    case 'weekly.saveReview':
      return 'Weekly reflection';
  }
}

function setPlan(qc: QueryClient, change: (plan: DailyPlan) => DailyPlan) {
  qc.setQueryData<DailyPlan>(PLAN_TODAY_KEY, (plan) => (plan ? change(plan) : plan));
}

/**
 * Lays one waiting write over the phone's copy of her day. Safe to run twice (after a reload the copy read back
 * from the phone gets every waiting write again).
 */
export function showWaitingWrite(entry: Pick<OutboxEntry, 'path' | 'input' | 'key'>, qc: QueryClient | null = current()): void {
  if (!qc) return;
  const i = asRecord(entry.input);
  switch (entry.path) {
    case 'plan.updateTask':
      if (typeof i.taskId === 'string' && (i.status === 'done' || i.status === 'pending')) {
        const status = i.status;
        // Marked as waiting on the phone's copy only: the server's plan, once read again, carries no mark.
        setPlan(qc, (p) => ({ ...p, tasks: p.tasks.map((t) => (t.id === i.taskId ? ({ ...t, status, waiting: true } as PlanTask) : t)) }));
      }
      return;
    case 'plan.addTask': {
      const id = `${LOCAL_TASK_PREFIX}${entry.key}`;
      const label = typeof i.label === 'string' ? i.label : '';
      setPlan(qc, (p) =>
        p.tasks.some((t) => t.id === id)
          ? p
          : { ...p, tasks: [...p.tasks, { id, label, status: 'pending', reasonTag: '', source: 'manual', ...(typeof i.notes === 'string' && i.notes ? { notes: i.notes } : {}) } as PlanTask] },
      );
      return;
    }
    case 'logs.save':
    case 'logs.patchNotes': {
      if (typeof i.date !== 'string') return;
      qc.setQueryData<DailyLog | null>(logKey(i.date), (log) => {
        if (!log) return log;
        if (entry.path === 'logs.patchNotes') return typeof i.notes === 'string' ? { ...log, notes: i.notes } : log;
        return {
          ...log,
          ...(i.completed ? { completed: { ...log.completed, ...(i.completed as DailyLog['completed']) } } : {}),
          ...(i.subtasks ? { subtasks: { ...log.subtasks, ...(i.subtasks as DailyLog['subtasks']) } } : {}),
        };
      });
      return;
    }
    default:
      return;
  }
}

/** Takes a dropped write back off the phone's copy of her day, as far as it can be known here. */
export function unshowWaitingWrite(entry: Pick<OutboxEntry, 'path' | 'input' | 'key'>, qc: QueryClient | null = current()): void {
  if (!qc) return;
  const i = asRecord(entry.input);
  if (entry.path === 'plan.addTask') {
    const id = `${LOCAL_TASK_PREFIX}${entry.key}`;
    setPlan(qc, (p) => ({ ...p, tasks: p.tasks.filter((t) => t.id !== id) }));
  } else if (entry.path === 'plan.updateTask' && typeof i.taskId === 'string') {
    const back = i.status === 'done' ? 'pending' : 'done';
    setPlan(qc, (p) => ({ ...p, tasks: p.tasks.map((t) => (t.id === i.taskId ? ({ ...t, status: back, waiting: false } as PlanTask) : t)) }));
  }
}

/** The outbox's words for a refusal, where the server's own would not tell her what happened. */
export function refusalWords(path: QueueablePath, status: number | undefined, serverMessage: string): string {
  if (path === 'plan.updateTask' && (status === 409 || status === 404)) return 'This task is no longer in today’s plan, so the tick was not applied.';
  if (status === 429) return `${serverMessage} You can try again in a minute.`;
  return serverMessage;
}
