import type { trpc } from '../../lib/trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * After her life stage or period starts change: today's plan (if she has one) is rebuilt so its
 * phase reasons follow, and the rhythm read is refreshed. Failures are only logged (as §7's regenerate).
 */
export async function refreshRhythm(utils: Utils): Promise<void> {
  try {
    const plan = await utils.plan.today.fetch();
    if (plan) await utils.client.plan.regenerate.mutate();
  } catch (err) {
    console.warn('[rhythm] plan refresh failed', err);
  }
  await Promise.all([utils.plan.today.invalidate(), utils.rhythm.summary.invalidate()]);
}
