// What the coach needs of her days before today (docs/decisions/065): the stored plans and logs of those days,
// read by `_id` (the one read FerretDB v1 serves from its primary key; docs/decisions/065), turned into
// the domain's day context (streak, yesterday, the week's trend, yesterday's note as she saw it, the
// cards' lines of earlier days). Logs come through the log module's service, never its repository.
import { cardContextDates, coachDayContext, noteContextDates, type DailyLog, type DailyPlan, type DayContext, type PlanUser } from '@cadence/domain';
import type { LogService } from '../logs/log.service';
import { toDailyPlan } from './plan.mapper';
import type { PlanRepository } from './plan.repository';

export interface CoachContextDeps {
  plans: Pick<PlanRepository, 'findMany'>;
  logs: Pick<LogService, 'onDates'>;
}

/**
 * 'note': what the live note reads (the 14 days before today and today's log): two reads, each one
 * `_id` $in. 'cards': also the plans of the programme so far (motivation and tip never repeat), read
 * only when today's plan is built.
 */
export type CoachContextScope = 'note' | 'cards';

/** Her day context, with the stored days it was built from (the plan builder reads this week's from them too). */
export interface CoachContextRead extends DayContext {
  plans: DailyPlan[];
  logs: DailyLog[];
}

/** What the caller already holds of `date` itself, so it is not read again (null: known to be missing). */
export interface KnownDay {
  todayLog?: DailyLog | null;
}

/** Reads and assembles her day context for `date` (her calendar). Two reads, run in parallel. */
export async function readCoachContext(
  deps: CoachContextDeps,
  userId: string,
  user: PlanUser,
  date: string,
  scope: CoachContextScope,
  known: KnownDay = {},
): Promise<CoachContextRead> {
  const noteDates = noteContextDates(date, user.joinedOn);
  const planDates = scope === 'cards' ? cardContextDates(date, user.joinedOn) : noteDates;
  const todayKnown = known.todayLog !== undefined;
  const logDates = todayKnown ? noteDates : [...noteDates, date];
  const [plans, readLogs] = await Promise.all([
    planDates.length ? deps.plans.findMany(userId, planDates) : [],
    logDates.length ? deps.logs.onDates(userId, logDates) : [],
  ]);
  const logs = todayKnown && known.todayLog ? [...readLogs, known.todayLog] : readLogs;
  const dailyPlans = plans.map(toDailyPlan);
  return { ...coachDayContext({ user, date, plans: dailyPlans, logs }), plans: dailyPlans, logs };
}
