import type { DailyPlan } from '@cadence/domain';
import { TipCards } from './tip-cards';
import { WeeklyCard } from './weekly-card';

/** The cards below today's plan: the weekly check-in card, then daily motivation and the tip. */
export function BelowPlanCards({ userId, plan }: { userId: string; plan: DailyPlan | null | undefined }) {
  return (
    <>
      <WeeklyCard userId={userId} />
      <TipCards plan={plan} />
    </>
  );
}
