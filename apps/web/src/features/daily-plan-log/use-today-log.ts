import {
  dayProgress,
  routineCompleteInLog,
  setRoutineDoneInLog,
  isRoutineActive,
  MESSAGES,
  serverMessageOrRetry,
  toggleSubtask,
  localIsoDate,
  type CompletionState,
  type DailyLog,
  type DailyPlan,
  type Routine,
} from '@cadence/domain';
import { useCallback, useMemo, useRef } from 'react';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { isQueuedError } from '../../platform/offline/offline-link';
import { announce } from '../../components/ui/announcer';
import { OFFLINE_MESSAGES } from '../../platform/offline/offline-messages';

/** The user's calendar date today ('YYYY-MM-DD', local time). */
export const todayIsoDate = (): string => localIsoDate(new Date());

const EMPTY_STATE: CompletionState = {
  completed: { movement: false, nutrition: false, mindfulness: false, supplement: false },
  subtasks: {},
};

/**
 * Whether a routine counts as done today (§4: once all its subtasks are ticked; without subtasks, its type
 * flag) — the server's rule for the plan task too (decision 024).
 */
export function routineDone(log: CompletionState, routine: Routine): boolean {
  return routineCompleteInLog(log, routine);
}

/**
 * §9 percent completed for today, by the day's one count (docs/decisions/024): today's plan tasks when
 * there is a plan, else her active routines as the log counts them.
 */
export function routinesPercent(log: CompletionState, routines: readonly Routine[], tasks?: DailyPlan['tasks'] | null): number {
  return dayProgress({ tasks, log, routines: routines.filter(isRoutineActive) }).percent;
}

function blankLog(userId: string, date: string): DailyLog {
  return { id: '', userId, date, notes: '', transcript: '', llmExtract: null, mood: '', ...EMPTY_STATE };
}

/**
 * Today's daily log plus the §4 completion actions (domain rules), persisted with logs.save.
 * Ticks show at once (optimistic) and saves run one after another; a failed save restores the
 * server's state and shows 'Update failed'.
 */
export function useTodayLog(userId: string, options: { enabled?: boolean } = {}) {
  const date = useMemo(todayIsoDate, []);
  // The procedure takes only the date (ownership comes from the session, decision 023): a userId would be refused.
  const key = useMemo(() => ({ date }), [date]);
  const utils = trpc.useUtils();
  const query = trpc.logs.get.useQuery(key, { enabled: options.enabled ?? true });
  const save = trpc.logs.save.useMutation();
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const current = useCallback((): CompletionState => {
    const log = utils.logs.get.getData(key);
    return log ? { completed: log.completed, subtasks: log.subtasks } : EMPTY_STATE;
  }, [utils, key]);

  const apply = useCallback(
    (routine: Routine, change: (state: CompletionState) => CompletionState) => {
      const next = change(current());
      utils.logs.get.setData(key, (old) => ({ ...(old ?? blankLog(userId, date)), completed: next.completed, subtasks: next.subtasks }));
      // The routine's task in today's plan follows the log (one fact, decision 024): the server moves it in the
      // same save, and the cached plan moves with it here, so the tick costs one request (docs/decisions/081).
      const done = routineCompleteInLog(next, routine);
      utils.plan.today.setData(undefined, (plan) =>
        plan ? { ...plan, tasks: plan.tasks.map((t) => (t.routineId === routine.id ? { ...t, status: done ? 'done' : 'pending' } : t)) } : plan,
      );
      const ticks = next.subtasks[routine.id];
      const run = () =>
        save
          .mutateAsync({ date, completed: next.completed, ...(ticks ? { subtasks: { [routine.id]: ticks } } : {}) })
          .then(() => {
            // Read again where they are shown next (the history, the plan's live coach note), not now.
            void utils.logs.list.invalidate(undefined, { refetchType: 'none' });
            void utils.plan.today.invalidate(undefined, { refetchType: 'none' });
            void utils.rhythm.summary.invalidate();
          })
          .catch(async (err: unknown) => {
            // Kept in the outbox (docs/decisions/122): the ticks stay as she left them.
            if (isQueuedError(err)) return announce(OFFLINE_MESSAGES.savedOnPhone);
            toast.error(MESSAGES.updateFailed.title, serverMessageOrRetry(errorMessage(err, '')));
            await Promise.all([utils.logs.get.invalidate(key), utils.plan.today.invalidate()]);
          });
      queue.current = queue.current.then(run, run);
      return queue.current;
    },
    [current, utils, key, save, userId, date],
  );

  const state: CompletionState = query.data ? { completed: query.data.completed, subtasks: query.data.subtasks } : EMPTY_STATE;

  return {
    date,
    query,
    log: query.data ?? null,
    state,
    saving: save.isPending,
    /** Mark or unmark a whole routine (§4: all its subtasks ticked, or all unticked). */
    setRoutineDone: (routine: Routine, done: boolean) =>
      apply(routine, (s) => setRoutineDoneInLog(s, routine, done)),
    /** Toggle one subtask (§4: ticking the last one completes the routine's type). */
    toggleSubtask: (routine: Routine, subtaskId: string) => apply(routine, (s) => toggleSubtask(s, routine, subtaskId)),
  };
}
