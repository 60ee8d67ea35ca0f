import { addDays, dateRange, rhythmSummary, STRENGTH_WINDOW_DAYS, type RhythmSummary } from '@cadence/domain';
import type { LogService } from '../logs/log.service';
import type { PlanService } from '../plan/plan.service';
import type { RoutineService } from '../routines/routine.service';
import type { UserService } from '../users/user.service';

export interface RhythmServiceDeps {
  users: UserService;
  routines: RoutineService;
  logs: LogService;
  plans: PlanService;
}

/**
 * docs/decisions/043: her rhythm and habits in one read — today's cycle phase (or life-stage support),
 * habit strength per routine and for the programme, what helps, symptom patterns and chart series.
 * Everything is computed by the domain (rhythmSummary) from her user, routines, logs and plans.
 */
export class RhythmService {
  constructor(private readonly deps: RhythmServiceDeps) {}

  /** `userId` is the session's user (ownership comes from the operation's context). */
  async summary(userId: string, timeZone: string): Promise<RhythmSummary> {
    const today = this.deps.plans.todayFor(timeZone);
    const dates = dateRange(addDays(today, -(STRENGTH_WINDOW_DAYS - 1)), today);
    const [user, routines, logs, plans] = await Promise.all([
      this.deps.users.get(userId),
      this.deps.routines.list(userId),
      this.deps.logs.list(userId),
      this.deps.plans.history(userId, dates),
    ]);
    return rhythmSummary({ user, routines, logs, plans, today });
  }
}
