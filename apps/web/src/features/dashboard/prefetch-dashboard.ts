import type { trpc } from '../../lib/trpc';

type TrpcUtils = ReturnType<typeof trpc.useUtils>;

/**
 * Starts loading everything the dashboard may show: today's plan, the tip cards and the routines
 * of a day without a plan yet. Used by the splash (while it confirms a returning user) and by the
 * dashboard itself; a query already cached or in flight is not requested again.
 */
export function prefetchDashboardData(utils: TrpcUtils): void {
  void utils.plan.today.prefetch();
  void utils.plan.motivation.prefetch();
  void utils.plan.tip.prefetch();
  void utils.routines.list.prefetch();
}
