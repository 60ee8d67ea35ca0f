import type { trpc } from '../../lib/trpc';

type TrpcUtils = ReturnType<typeof trpc.useUtils>;

/**
 * Starts loading everything the dashboard may show: today's plan, the tip cards and the routines
 * of a day without a plan yet. Used by the splash (while it confirms a returning user) and by the
 * dashboard itself; a query already cached or in flight is not requested again.
 */
export function prefetchDashboardData(utils: TrpcUtils, userId: string): void {
  void utils.plan.today.prefetch({ userId });
  void utils.plan.motivation.prefetch({ userId });
  void utils.plan.tip.prefetch({ userId });
  void utils.routines.list.prefetch({ userId });
}
