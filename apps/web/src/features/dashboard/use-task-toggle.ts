import { toggleTaskStatus, type DailyPlan, type TaskStatus } from '@cadence/domain';
import { useEffect, useRef, useState } from 'react';
import { announce } from '../../components/ui/announcer';
import { toast, toastMessage } from '../../components/ui/toaster';
import { doneCountWords } from '../add-to-plan/check-in-result';
import { errorStatus } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { isQueuedError } from '../../platform/offline/offline-link';
import { OFFLINE_MESSAGES } from '../../platform/offline/offline-messages';

/** How long the in-place 'Progress Updated' stays after a tick. */
const CONFIRM_MS = 4000;

/**
 * Ticking a task of today's plan, on the dashboard and in the Log alike. A tick names its task by id
 * (docs/decisions/095-task-identity.md): a reorder or a task added meanwhile cannot move it onto another, and a
 * task gone since answers 409, after which today's plan is read again. The spec's 'Progress Updated' is said in
 * place (`confirmed`, shown beside the count in a live region), not as a toast over the navigation for every tap
 * (docs/decisions/097-counts-and-toasts.md); 'Update Failed' stays a toast.
 */
export function useTaskToggle() {
  const utils = trpc.useUtils();
  const update = trpc.plan.updateTask.useMutation();
  // Ticks in flight, by task id: she may tick several tasks quickly; each is its own conditional write.
  const [pending, setPending] = useState<ReadonlyMap<string, TaskStatus>>(new Map());
  const inFlight = useRef(new Map<string, TaskStatus>());
  const track = (taskId: string, status: TaskStatus | null) => {
    if (status === null) inFlight.current.delete(taskId);
    else inFlight.current.set(taskId, status);
    setPending(new Map(inFlight.current));
  };
  /** The server's plan with the ticks still in flight laid over it (an earlier answer must not undo a later tap). */
  const withInFlight = (next: DailyPlan): DailyPlan =>
    inFlight.current.size === 0 ? next : { ...next, tasks: next.tasks.map((t) => (t.id !== undefined && inFlight.current.has(t.id) ? { ...t, status: inFlight.current.get(t.id)! } : t)) };
  const [confirmed, setConfirmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = (plan: DailyPlan, taskId: string | undefined) => {
    const current = utils.plan.today.getData() ?? plan;
    const task = current.tasks.find((t) => t.id === taskId);
    if (!task || taskId === undefined || inFlight.current.has(taskId)) return;
    const status = toggleTaskStatus(task.status);
    track(taskId, status);
    // Optimistic (docs/decisions/024): the box changes at once; the server's answer (the new plan, with its live coach
    // note) replaces the cached one, and an error puts the task back.
    utils.plan.today.setData(undefined, { ...current, tasks: current.tasks.map((t) => (t.id === taskId ? { ...t, status } : t)) });
    update.mutate(
      { taskId, status },
      {
        onSuccess: (next) => {
          track(taskId, null);
          utils.plan.today.setData(undefined, withInFlight(next));
          // The routine's entry in today's log changed with it (one fact, decision 024).
          void utils.logs.get.invalidate();
          // Programme and routine strength count this tick: read again now where they are on screen (the dashboard's
          // rhythm card: the same fact must not disagree on one screen), elsewhere at their next visit (decision 024).
          void utils.rhythm.summary.invalidate();
          // The box says its own new state; the day's count is heard once, in words, through the app's one
          // live region ("2 of 5 done"; docs/decisions/115). 'Progress Updated' beside the count is for the eye.
          announce(doneCountWords(next.tasks));
          setConfirmed(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setConfirmed(false), CONFIRM_MS);
        },
        onError: (err) => {
          track(taskId, null);
          if (isQueuedError(err)) {
            // Kept in the outbox (docs/decisions/122): the box stays ticked, marked as waiting to send.
            announce(OFFLINE_MESSAGES.savedOnPhone);
            return;
          }
          if (errorStatus(err) === 409) {
            // The task changed or went since this plan was read (another tab, a check-in): show it as stored.
            void utils.plan.today.invalidate();
            void utils.logs.get.invalidate();
            toast.error('Your plan changed', 'It has been reloaded. Please try again.');
            return;
          }
          utils.plan.today.setData(undefined, (p) => (p ? { ...p, tasks: p.tasks.map((t) => (t.id === taskId ? { ...t, status: task.status } : t)) } : p));
          toastMessage('error', 'taskUpdateFailed');
        },
      },
    );
  };

  return { toggle, isPending: (taskId: string | undefined) => taskId !== undefined && pending.has(taskId), confirmed };
}
