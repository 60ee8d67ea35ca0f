import type { trpc } from '../../lib/trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * After her life stage or period starts change: today's plan (if she has one) is rebuilt so its
 * phase reasons follow, and the rhythm read is refreshed. Failures are only logged (as §7's regenerate).
 */
export async function refreshRhythm(utils: Utils, userId: string): Promise<void> {
  try {
    const plan = await utils.plan.today.fetch({ userId });
    if (plan) await utils.client.plan.regenerate.mutate({ userId });
  } catch (err) {
    console.warn('[rhythm] plan refresh failed', err);
  }
  await Promise.all([utils.plan.today.invalidate({ userId }), utils.rhythm.summary.invalidate({ userId })]);
}
