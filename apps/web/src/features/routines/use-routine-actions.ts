import type { Routine } from '@cadence/domain';
import { useCallback } from 'react';
import { trpc } from '../../lib/trpc';

/**
 * Cache helpers shared by the routines screen and the catalogue pickers: write a routine into
 * the list cache, refetch the list, and mark today's plan stale.
 */
export function useRoutineCache() {
  const utils = trpc.useUtils();

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

  /**
   * After a routine change the server has already rebuilt today's plan, once (docs/decisions/095): the cached
   * plan is only marked stale and read again where it is shown (§7: failures are only logged). Resolves to
   * whether the read worked.
   */
  const refreshPlan = useCallback(async (): Promise<boolean> => {
    try {
      await utils.plan.today.invalidate();
      return true;
    } catch (err) {
      console.warn('[routines] daily plan re-read failed', err);
      return false;
    }
  }, [utils]);

  return { upsert, drop, refetch, refreshPlan };
}
