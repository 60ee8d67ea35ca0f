import {
  annotatePlanCautions,
  readNote,
  withMentionedMedicines,
  applyRhythmToPlan,
  buildDailyPlan,
  dailyMotivationFor,
  personalizedTipFor,
  type BuildDailyPlanParams,
  coachNoteFor,
  routineCompleteInLog,
  weeklyRoutinesDoneEarlier,
  setRoutineDoneInLog,
  type DailyLog,
  type SubtaskCompletionMap,
  DailyPlanSchema,
  LlmExtractSchema,
  MAX_TASKS,
  REASON_MANUAL,
  type AdaptPlanInput,
  type AddTaskInput,
  type DailyMotivation,
  type DailyPlan,
  type LlmExtract,
  type PersonalizedTip,
  type PlanTask,
  type Routine,
  type SafetyNotice,
  type TaskStatus,
  type User,
} from '@cadence/domain';
import type { Coach } from '../../ai/coach';
import { conflict, notFound } from '../../lib/errors';
import type { LogService } from '../logs/log.service';
import type { RoutineService } from '../routines/routine.service';
import type { UserService } from '../users/user.service';
import { localIsoDate } from '@cadence/domain';
import type { SafetyNoticeService } from './safety-notice.service';
import { toDailyPlan, toPlanFields } from './plan.mapper';
import type { PlanTaskDoc } from './plan.model';
import type { PlanRepository } from './plan.repository';
import type { UserDataPort } from '../../lib/user-data';
import { readCoachContext, type CoachContextRead, type CoachContextScope, type KnownDay } from './coach-context';

const NO_FLAGS = { movement: false, nutrition: false, mindfulness: false, supplement: false };

/** Body of GET …/daily-plan/{id} when today has no plan yet (the dashboard then shows the check-in, §2). */
export const NO_DAILY_PLAN_YET = 'No daily plan yet';
export const TASK_NOT_FOUND = 'Task not found';
/** Logs read for the coach's adapt-plan context: today plus the 3 days before it. */
const RECENT_LOGS_FOR_ADAPT = 4;

export interface AdaptPlanResult {
  dailyPlan: DailyPlan;
  safety: SafetyNotice | null;
  llmExtract: LlmExtract | null;
  /** Whether the check-in changed today's tasks (issue 14: '✓ Plan Adapted' only then, else '✓ Note Saved'). */
  changed: boolean;
}

export interface PlanServiceDeps {
  plans: PlanRepository;
  logs: LogService;
  routines: RoutineService;
  users: UserService;
  /** Resolved on each call, so the composition root may wire the coach after this service. */
  coach: () => Coach;
  /** Stores and localises safety notices (issue 16). */
  safetyNotices: SafetyNoticeService;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}

/**
 * The daily plan ("insight") of spec §7: one plan per user per local date, built by the
 * domain's rule-based builder from the user's active routines and adapted by the coach.
 */
export class PlanService {
  constructor(private readonly deps: PlanServiceDeps) {}

  /** Her documents of this module, for export / restore / delete (issue 18; the account module calls these). */
  get userData(): UserDataPort {
    return this.deps.plans.userData;
  }

  /** The user's local date now ("today" in the request's time zone). */
  todayFor(timeZone: string): string {
    return localIsoDate(this.deps.now(), timeZone);
  }

  /**
   * Today's plan. When none is stored yet but she has active routines, it is built from them and stored
   * first (issue 14: a plan from the first minute, whichever onboarding she finished); null only when she
   * has no active routine (REST answers 404 'No daily plan yet', the spec's 'No Daily Plan Yet' state).
   */
  async today(userId: string, timeZone: string): Promise<DailyPlan | null> {
    const date = this.todayFor(timeZone);
    const doc = await this.deps.plans.find(userId, date);
    if (doc) return this.present(userId, toDailyPlan(doc), timeZone);
    const routines = await this.activeRoutines(userId);
    if (routines.length === 0) return null;
    return this.ensureToday(userId, date, timeZone, { user: await this.loadUser(userId), routines });
  }

  /**
   * POST /api/wellness/insight/regenerate-plan/{userId}: rebuilds today's plan from the active
   * routines, keeping manual tasks and done states of the previous version.
   */
  async regenerate(userId: string, timeZone: string): Promise<DailyPlan> {
    const date = this.todayFor(timeZone);
    const [user, routines, previousDoc] = await Promise.all([
      this.loadUser(userId),
      this.activeRoutines(userId),
      this.deps.plans.find(userId, date),
    ]);
    const previousPlan = previousDoc ? toDailyPlan(previousDoc) : null;
    const pUser = planUser(user, timeZone);
    const context = await this.dayContext(userId, pUser, date, 'cards');
    const plan = buildPlan({
      user: pUser,
      routines,
      date,
      previousPlan,
      manualTasks: manualTasksOf(previousPlan),
      keepDoneStates: true,
      // The days before today that the coach context already read include this week's (no second read).
      weeklyDoneEarlier: weeklyRoutinesDoneEarlier(date, routines, earlierDays(context)),
      noteContext: context.noteContext,
      content: context.content,
    });
    await this.deps.plans.upsert(userId, date, toPlanFields({ ...plan, safety: previousPlan?.safety ?? null }));
    return this.readBack(userId, date, timeZone);
  }

  /**
   * After her routines changed (created, edited, paused, deleted, weekly recommendations applied or undone):
   * today's plan, when one is stored, is rebuilt from her active routines, keeping manual tasks, adapted tasks
   * and done states (issue 14). Without a stored plan nothing is written: the next read builds it.
   */
  async refreshToday(userId: string, timeZone: string): Promise<void> {
    if (!(await this.deps.plans.find(userId, this.todayFor(timeZone)))) return;
    await this.regenerate(userId, timeZone);
  }

  /**
   * POST /api/wellness/insight/adapt-plan: today's plan (created first if missing) adapted by
   * the coach to the note. When the coach raises a safety notice the plan is NOT changed; the
   * note is saved to today's log either way.
   */
  async adapt(userId: string, input: Omit<AdaptPlanInput, 'userId'>, timeZone: string): Promise<AdaptPlanResult> {
    const date = this.todayFor(timeZone);
    const [user, routines, recentLogs] = await Promise.all([
      this.loadUser(userId),
      this.activeRoutines(userId),
      // The coach keeps the last 3 days before today (and drops red-flag days): ai/prompt-data.ts.
      this.deps.logs.recent(userId, RECENT_LOGS_FOR_ADAPT),
    ]);
    const plan = await this.ensureToday(userId, date, timeZone, { user, routines });
    const { noteContext } = await this.dayContext(userId, planUser(user, timeZone), date, 'note');
    // Her words are read once (docs/decisions/110): the coach adapts from this reading, and the day's log stores it.
    const reading = readNote(input.transcript);
    const result = await this.deps.coach().adaptPlan({ plan, note: input.transcript, user, routines, date, recentLogs, noteContext, reading });
    const extract = LlmExtractSchema.safeParse(result.llmExtract);
    const llmExtract = extract.success && extract.data !== '' ? extract.data : null;
    const log = await this.deps.logs.recordCheckIn(userId, date, { transcript: input.transcript, llmExtract, reading });
    // A medicine she names in a check-in reaches screening at once (docs/decisions/110).
    await this.deps.users.noteMedicines(userId, [log.reading], 'check_in');

    if (result.safety) {
      // Kept with today's plan until she dismisses it (issue 16); the plan itself is not changed.
      const safety = await this.deps.safetyNotices.record(userId, date, result.safety, user);
      return { dailyPlan: await this.readBack(userId, date, timeZone), safety, llmExtract, changed: false };
    }

    // A notice raised earlier today stays until dismissed.
    const adapted = DailyPlanSchema.safeParse({ ...result.plan, userId, date, safety: plan.safety ?? null });
    if (!adapted.success) {
      this.deps.log.warn({ issues: adapted.error.issues.slice(0, 3) }, 'coach returned an invalid plan; keeping the current one');
      return { dailyPlan: plan, safety: null, llmExtract, changed: false };
    }
    const changed = tasksFingerprint(adapted.data.tasks) !== tasksFingerprint(plan.tasks);
    if (changed) await this.deps.plans.upsert(userId, date, toPlanFields(adapted.data));
    return { dailyPlan: await this.readBack(userId, date, timeZone), safety: null, llmExtract, changed };
  }

  /** POST /api/wellness/insight/daily-plan/{userId}/add-task: appends a manual task to today's plan. */
  async addTask(userId: string, input: AddTaskInput, timeZone: string): Promise<DailyPlan> {
    const date = this.todayFor(timeZone);
    const task: PlanTaskDoc = { label: input.label, status: 'pending', reasonTag: REASON_MANUAL, source: 'manual' };
    if (input.notes) task.notes = input.notes;
    // One write that answers the plan; today's plan is built first only when there is none yet.
    let outcome = await this.deps.plans.pushTask(userId, date, task, MAX_TASKS);
    if (outcome === 'missing') {
      await this.ensureToday(userId, date, timeZone);
      outcome = await this.deps.plans.pushTask(userId, date, task, MAX_TASKS);
    }
    if (outcome === 'full') throw conflict(`Today's plan already has ${MAX_TASKS} tasks`);
    if (outcome === 'missing') throw notFound(NO_DAILY_PLAN_YET);
    return this.present(userId, toDailyPlan(outcome), timeZone);
  }

  /**
   * PATCH /api/wellness/insight/daily-plan/{userId}/task/{index}: 404 'Task not found' when out of range.
   * A task that comes from a routine and that routine's entry in today's log are one fact (issue 14,
   * docs/decisions/024-one-day-one-truth.md): the log is written too (all its subtasks ticked or unticked).
   */
  async updateTask(userId: string, index: number, status: TaskStatus, timeZone: string): Promise<DailyPlan> {
    const date = this.todayFor(timeZone);
    const doc = await this.deps.plans.setTaskStatus(userId, date, index, status);
    if (!doc) throw notFound(TASK_NOT_FOUND);
    const plan = toDailyPlan(doc);
    const routineId = plan.tasks[index]?.routineId;
    // The log written here is today's log as the note reads it: not read again.
    const todayLog = routineId !== undefined ? await this.writeRoutineToLog(userId, date, routineId, status === 'done') : undefined;
    return this.present(userId, plan, timeZone, todayLog === undefined ? undefined : { todayLog });
  }

  /**
   * After POST /api/wellness/logs changed routines' subtasks: today's plan tasks of those routines take the
   * log's word (done when all the routine's subtasks are ticked, else pending). Other dates are left alone.
   */
  async syncFromLog(userId: string, log: DailyLog, routineIds: readonly string[], timeZone: string): Promise<void> {
    if (routineIds.length === 0 || log.date !== this.todayFor(timeZone)) return;
    const doc = await this.deps.plans.find(userId, log.date);
    if (!doc) return;
    const wanted = new Set(routineIds);
    const tasks = toDailyPlan(doc).tasks;
    if (!tasks.some((t) => t.routineId !== undefined && wanted.has(t.routineId))) return;
    const byId = new Map((await this.deps.routines.list(userId)).map((r) => [r.id, r]));
    for (const [i, t] of tasks.entries()) {
      const routine = t.routineId !== undefined && wanted.has(t.routineId) ? byId.get(t.routineId) : undefined;
      if (!routine) continue;
      const status: TaskStatus = routineCompleteInLog(log, routine) ? 'done' : 'pending';
      if (status !== t.status) await this.deps.plans.setTaskStatus(userId, log.date, i, status);
    }
  }

  /** GET /api/wellness/users/{id}/daily-motivation: from today's plan, else computed. */
  async motivation(userId: string, timeZone: string): Promise<DailyMotivation> {
    const date = this.todayFor(timeZone);
    const doc = await this.deps.plans.find(userId, date);
    if (doc?.dailyMotivation?.message) return { message: doc.dailyMotivation.message };
    return dailyMotivationFor(...(await this.cardArgs(userId, date, timeZone)));
  }

  /** GET /api/wellness/users/{id}/personalized-tip: from today's plan, else computed. */
  async tip(userId: string, timeZone: string): Promise<PersonalizedTip> {
    const date = this.todayFor(timeZone);
    const doc = await this.deps.plans.find(userId, date);
    if (doc?.personalizedTip?.title && doc.personalizedTip.content) return toDailyPlan(doc).personalizedTip;
    return personalizedTipFor(...(await this.cardArgs(userId, date, timeZone)));
  }

  /** Issue 19 (internal, ownership checked by the caller): the stored plans on these dates. */
  async history(userId: string, dates: readonly string[]): Promise<DailyPlan[]> {
    const docs = await this.deps.plans.findMany(userId, dates);
    return docs.map(toDailyPlan);
  }

  // -------------------------------------------------------------------------------------------

  /** Today's plan, built and stored first when missing (a concurrent creation wins: its plan is used). */
  private async ensureToday(userId: string, date: string, timeZone: string, known?: { user: User; routines: Routine[] }): Promise<DailyPlan> {
    const existing = await this.deps.plans.find(userId, date);
    if (existing) return toDailyPlan(existing);
    const { user, routines } = known ?? (await this.userAndRoutines(userId));
    const pUser = planUser(user, timeZone);
    const context = await this.dayContext(userId, pUser, date, 'cards');
    const weeklyDoneEarlier = weeklyRoutinesDoneEarlier(date, routines, earlierDays(context));
    const { noteContext, content } = context;
    const plan = buildPlan({ user: pUser, routines, date, previousPlan: null, manualTasks: [], keepDoneStates: true, weeklyDoneEarlier, noteContext, content });
    await this.deps.plans.insert(userId, date, toPlanFields(plan));
    return this.readBack(userId, date, timeZone);
  }

  /**
   * Weekly routines she already did this week before `date` (decision 060): from the logs and plans of Monday …
   * yesterday. Read only when she has a weekly routine and `date` is not a Monday.
   */
  private async readBack(userId: string, date: string, timeZone: string): Promise<DailyPlan> {
    const doc = await this.deps.plans.find(userId, date);
    if (!doc) throw notFound(NO_DAILY_PLAN_YET);
    return this.present(userId, toDailyPlan(doc), timeZone);
  }

  /**
   * Routine `routineId` marked done or pending in the log of `date` (§4 rules, one write). Returns the log
   * as stored after it, or null when the routine is not hers (the log is then left alone).
   */
  private async writeRoutineToLog(userId: string, date: string, routineId: string, done: boolean): Promise<DailyLog | null> {
    const [routine, log] = await Promise.all([this.deps.routines.findOne(userId, routineId), this.deps.logs.get(userId, date)]);
    if (!routine) return log;
    const next = setRoutineDoneInLog(log ?? { completed: NO_FLAGS, subtasks: {} as SubtaskCompletionMap }, routine, done);
    return this.deps.logs.save(userId, { date, completed: next.completed, subtasks: { [routine.id]: next.subtasks[routine.id] ?? {} } });
  }

  /**
   * The plan as she sees it: supplement cautions for her current medications, conditions and pregnancy
   * status (issue 16), and the coach note rebuilt from the tasks as they are now, so its counts and its
   * "next up" follow her ticks (issue 14). The note keeps the day's check-in and the plan's changes, and
   * knows her days before (streak, yesterday, the week's trend, yesterday's note: issue 15).
   */
  private async present(userId: string, plan: DailyPlan, timeZone: string, known?: KnownDay): Promise<DailyPlan> {
    const user = await this.deps.users.getOwned(userId);
    if (!user) return plan;
    const pUser = planUser(user, timeZone);
    const { checkIn, noteContext } = await this.dayContext(userId, pUser, plan.date, 'note', known);
    const coachNote = coachNoteFor(pUser, plan.date, plan.tasks, plan.safety ?? null, { checkIn, changes: plan.adjustments, ...noteContext });
    return annotatePlanCautions({ ...plan, coachNote }, withMentionedMedicines(user));
  }

  private async loadUser(userId: string): Promise<User> {
    const user = await this.deps.users.getOwned(userId);
    if (!user) throw notFound();
    return user;
  }

  private async activeRoutines(userId: string): Promise<Routine[]> {
    return this.deps.routines.listActive(userId);
  }

  private async userAndRoutines(userId: string): Promise<{ user: User; routines: Routine[] }> {
    const [user, routines] = await Promise.all([this.loadUser(userId), this.activeRoutines(userId)]);
    return { user, routines };
  }

  /** The two dashboard cards' inputs when today has no plan: her, the date, and her days before it (issue 15). */
  private async cardArgs(userId: string, date: string, timeZone: string) {
    const user = await this.loadUser(userId);
    const { content } = await this.dayContext(userId, planUser(user, timeZone), date, 'cards');
    return [user, date, content] as const;
  }

  /** Her days before `date` as the coach reads them (coach-context.ts). */
  private dayContext(userId: string, user: User & { joinedOn: string }, date: string, scope: CoachContextScope, known?: KnownDay) {
    return readCoachContext({ plans: this.deps.plans, logs: this.deps.logs }, userId, user, date, scope, known);
  }
}

/** Her stored days as `weeklyRoutinesDoneEarlier` reads them (it keeps only this week's before `date`). */
function earlierDays(read: Pick<CoachContextRead, 'plans' | 'logs'>) {
  return [...read.logs.map((log) => ({ date: log.date, log })), ...read.plans.map((p) => ({ date: p.date, tasks: p.tasks }))];
}

/** A plan built for a date by the domain's rules, with her rhythm (issue 19: phase or menopause reasons, seed cycling only for natural cycles), validated before it is stored. */
function buildPlan(input: BuildDailyPlanParams & { user: Pick<User, 'lifeStage' | 'periodStarts'> }): DailyPlan {
  return DailyPlanSchema.parse(applyRhythmToPlan(buildDailyPlan(input), input.user, input.date));
}

/**
 * The user as the plan reads her: with the date she joined in her own calendar, so the coach
 * note's "day N" is the dashboard's day number (docs/decisions/031-day-number-in-her-calendar.md).
 */
export function planUser(user: User, timeZone: string): User & { joinedOn: string } {
  return { ...user, joinedOn: localIsoDate(new Date(user.createdAt), timeZone) };
}

/** What she sees of a plan's tasks (label, notes, reason, source, routine, status), to tell whether a check-in changed it. */
function tasksFingerprint(tasks: readonly PlanTask[]): string {
  return JSON.stringify(tasks.map((t) => [t.label, t.notes ?? '', t.reasonTag, t.source, t.routineId ?? '', t.status]));
}

/** Manual tasks of a plan (kept when the plan is regenerated). */
export function manualTasksOf(plan: DailyPlan | null): PlanTask[] {
  return plan?.tasks.filter((t) => t.source === 'manual') ?? [];
}
