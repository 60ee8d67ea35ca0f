import type { DailyPlan, Routine } from '@cadence/domain';
import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';

/**
 * Cache helpers shared by the routines screen and the catalogue pickers: write a routine into
 * the list cache, refetch the list, and regenerate today's plan (§7: failures are only logged).
 */
export function useRoutineCache() {
  const utils = trpc.useUtils();
  const regenerate = trpc.plan.regenerate.useMutation();

  const upsert = useCallback(
    (routine: Routine) =>
      utils.routines.list.setData(undefined, (old) => {
        if (!old) return [routine];
        return old.some((r) => r.id === routine.id) ? old.map((r) => (r.id === routine.id ? routine : r)) : [...old, routine];
      }),
    [utils],
  );

  const drop = useCallback((id: string) => utils.routines.list.setData(undefined, (old) => old?.filter((r) => r.id !== id)), [utils]);

  const refetch = useCallback(() => utils.routines.list.invalidate(), [utils]);

  /** Regenerates today's plan; failures are only logged (§7). Resolves to whether it worked. */
  const refreshPlan = useCallback(async (): Promise<boolean> => {
    try {
      const plan: DailyPlan = await regenerate.mutateAsync();
      utils.plan.today.setData(undefined, plan);
      return true;
    } catch (err) {
      console.warn('[routines] daily plan regeneration failed', err);
      return false;
    }
  }, [regenerate, utils]);

  return { upsert, drop, refetch, refreshPlan };
}
