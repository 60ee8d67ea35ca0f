import {
  applyRhythmToPlan,
  buildDailyPlan as domainBuildDailyPlan,
  dailyMotivationFor as domainDailyMotivationFor,
  DailyPlanSchema,
  personalizedTipFor as domainPersonalizedTipFor,
  type BuildDailyPlanParams,
  type ContentContext,
  type DailyMotivation,
  type DailyPlan,
  type PersonalizedTip,
  type User,
} from '@cadence/domain';

/**
 * Builds (or regenerates) the plan for a date with the domain's rule-based builder and
 * validates it with the domain schema before it is stored.
 */
export function buildDailyPlan(input: BuildDailyPlanParams & { user: Pick<User, 'lifeStage' | 'periodStarts'> }): DailyPlan {
  // Issue 19: phase (or menopause) reasons on routine tasks, seed cycling only for natural cycles.
  return DailyPlanSchema.parse(applyRhythmToPlan(domainBuildDailyPlan(input), input.user, input.date));
}

/** Inputs of the two dashboard cards when today has no plan. */
export interface CardInput {
  user: User;
  date: string;
  /** Programme day, yesterday and the lines of earlier days (issue 15). */
  content?: ContentContext;
}

export function dailyMotivationFor({ user, date, content }: CardInput): DailyMotivation {
  return domainDailyMotivationFor(user, date, content);
}

export function personalizedTipFor({ user, date, content }: CardInput): PersonalizedTip {
  return domainPersonalizedTipFor(user, date, content);
}
