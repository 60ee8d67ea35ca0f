import {
  changesStillTrue,
  MAX_ADJUSTMENTS,
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
  countryFromLocation,
  localiseSafetyNotice,
  extractFromNote,
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
  keepPreviousOrder,
  mergeCheckIn,
  REST_DAY_MOTIVATION,
  tasksHaveIds,
  uniqueAdjustments,
  withTaskIds,
  type Adjustment,
} from '@cadence/domain';
import type { Coach } from '../../ai/coach';
import { conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { LogService } from '../logs/log.service';
import type { RoutineService } from '../routines/routine.service';
import type { UserService } from '../users/user.service';
import { localIsoDate } from '@cadence/domain';
import type { SafetyNoticeService } from '../safety/safety-notice.service';
import type { NoteTriageService } from '../safety/note-triage.service';
import { toDailyPlan, toPlanFields } from './plan.mapper';
import type { PlanTaskDoc } from './plan.model';
import type { PlanFields, PlanRepository, StoredPlan } from './plan.repository';
import type { UserDataPort } from '../../lib/user-data';
import { readCoachContext, type CoachContextRead, type CoachContextScope, type KnownDay } from './coach-context';

const NO_FLAGS = { movement: false, nutrition: false, mindfulness: false, supplement: false };

/** Body of GET …/daily-plan/{id} when today has no plan yet (the dashboard then shows the check-in, §2). */
export const NO_DAILY_PLAN_YET = 'No daily plan yet';
export const TASK_NOT_FOUND = 'Task not found';
/** 409 when a tick names a task (or a plan version) that is no longer today's (decision 095). */
export const TASK_CHANGED = 'This task has changed since your plan was loaded. Reload and try again.';

/** How a tick addresses its task: by id (the app, the SDK), or by position (the spec's REST path), optionally with the version seen. */
export interface TaskRef {
  taskId?: string;
  index?: number;
  version?: number;
}
/** Logs read for the coach's adapt-plan context: today plus the 3 days before it. */
const RECENT_LOGS_FOR_ADAPT = 4;

export interface AdaptPlanResult {
  dailyPlan: DailyPlan;
  safety: SafetyNotice | null;
  llmExtract: LlmExtract | null;
  /** Whether the check-in changed today's tasks (docs/decisions/024: '✓ Plan Adapted' only then, else '✓ Note Saved'). */
  changed: boolean;
}

export interface PlanServiceDeps {
  plans: PlanRepository;
  logs: LogService;
  routines: RoutineService;
  users: UserService;
  /** Resolved on each call, so the composition root may wire the coach after this service. */
  coach: () => Coach;
  /**
   * Stores and localises safety notices (docs/decisions/037). Resolved on each call: the safety module's
   * service keeps its notices with the day's plan through this service, so it is wired after it.
   */
  safetyNotices: () => SafetyNoticeService;
  /** Reads every note for red flags: rules first, then the note model (docs/decisions/105). */
  noteTriage: NoteTriageService;
  now: () => Date;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * The daily plan ("insight") of spec §7: one plan per user per local date, built by the
 * domain's rule-based builder from the user's active routines and adapted by the coach.
 */
export class PlanService {
  constructor(private readonly deps: PlanServiceDeps) {}

  /** Her documents of this module, for export / restore / delete (docs/decisions/049; the account module calls these). */
  get userData(): UserDataPort {
    return this.deps.plans.userData;
  }

  /** The safety notice stored with her plan of `date`, as stored (the safety module checks it), or null. */
  async storedSafetyNotice(userId: string, date: string): Promise<unknown> {
    return (await this.deps.plans.find(userId, date))?.safety ?? null;
  }

  /** Replaces the safety notice stored with her plan of `date` (the plan is not otherwise changed); false when that plan does not exist. */
  storeSafetyNotice(userId: string, date: string, notice: SafetyNotice): Promise<boolean> {
    return this.deps.plans.setSafety(userId, date, notice);
  }

  /** The user's local date now ("today" in the request's time zone). */
  todayFor(timeZone: string): string {
    return localIsoDate(this.deps.now(), timeZone);
  }

  /**
   * Today's plan. When none is stored yet but she has active routines, it is built from them and stored
   * first (docs/decisions/024: a plan from the first minute, whichever onboarding she finished); null only when she
   * has no active routine (REST answers 404 'No daily plan yet', the spec's 'No Daily Plan Yet' state).
   */
  async today(userId: string, timeZone: string): Promise<DailyPlan | null> {
    const date = this.todayFor(timeZone);
    const doc = await this.load(userId, date);
    if (doc) return this.present(userId, doc, timeZone);
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
    const [user, routines] = await Promise.all([this.loadUser(userId), this.activeRoutines(userId)]);
    const pUser = planUser(user, timeZone);
    const context = await this.dayContext(userId, pUser, date, 'cards');
    // The days before today that the coach context already read include this week's (no second read).
    const weeklyDoneEarlier = weeklyRoutinesDoneEarlier(date, routines, earlierDays(context));
    // Built from the plan as stored when it is written (a tick made meanwhile is kept: decision 095).
    const doc = await this.deps.plans.mutate(userId, date, (current) => {
      const previousPlan = current ? toDailyPlan(current) : null;
      const plan = buildPlan({
        user: pUser,
        routines,
        date,
        previousPlan,
        manualTasks: manualTasksOf(previousPlan),
        keepDoneStates: true,
        weeklyDoneEarlier,
        noteContext: context.noteContext,
        content: context.content,
      });
      const before = previousPlan?.tasks ?? [];
      // Same tasks keep their ids, and the order she last saw (a check-in's "first" stays first).
      const tasks = keepPreviousOrder(withTaskIds(plan.tasks, before, newId), before);
      return { ...toPlanFields({ ...plan, tasks, safety: previousPlan?.safety ?? null }), ...keptChanges(current) };
    });
    if (!doc) throw notFound(NO_DAILY_PLAN_YET);
    return this.present(userId, doc, timeZone);
  }

  /**
   * After her routines changed (created, edited, paused, deleted, weekly recommendations applied or undone):
   * today's plan, when one is stored, is rebuilt from her active routines, keeping manual tasks, adapted tasks
   * and done states (docs/decisions/024). Without a stored plan nothing is written: the next read builds it.
   */
  async refreshToday(userId: string, timeZone: string): Promise<DailyPlan | null> {
    if (!(await this.deps.plans.find(userId, this.todayFor(timeZone)))) return null;
    return this.regenerate(userId, timeZone);
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
    // The note is read first (rules, then the model). When it raises a flag the coach is not asked at all:
    // the plan stays as it is and the notice is shown (the coach's own rule triage would say the same).
    const triage = await this.deps.noteTriage.triage([input.transcript], { country: countryFromLocation(user.location) });
    if (triage.notice) {
      // Logged as the coaches log a red flag they did not answer (one outcome line per check-in).
      this.deps.log.info({ op: 'adaptPlan', outcome: 'safety', triage: triage.mode }, 'coach not called: red-flag triage');
      const llmExtract = extractFromNote(input.transcript);
      await this.deps.logs.recordCheckIn(userId, date, { transcript: input.transcript, llmExtract });
      const safety = await this.deps.safetyNotices().record(userId, date, triage.notice, user);
      return { dailyPlan: await this.readBack(userId, date, timeZone), safety, llmExtract, changed: false };
    }
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
      // Kept with today's plan until she dismisses it (docs/decisions/037); the plan itself is not changed.
      const safety = await this.deps.safetyNotices().record(userId, date, result.safety, user);
      return { dailyPlan: await this.readBack(userId, date, timeZone), safety, llmExtract, changed: false };
    }

    // A notice raised earlier today stays until dismissed.
    const adapted = DailyPlanSchema.safeParse({ ...result.plan, userId, date, safety: plan.safety ?? null });
    if (!adapted.success) {
      this.deps.log.warn({ issues: adapted.error.issues.slice(0, 3) }, 'coach returned an invalid plan; keeping the current one');
      return { dailyPlan: await this.readBack(userId, date, timeZone), safety: null, llmExtract, changed: false };
    }
    const adaptedTasks = withTaskIds(adapted.data.tasks, plan.tasks, newId);
    const changed = tasksFingerprint(adaptedTasks) !== tasksFingerprint(plan.tasks);
    // This check-in's changes: what the coach added to the day's list (the note names only these: decision 096).
    const earlier = new Set(plan.adjustments.map(adjustmentKey));
    const ownChanges = uniqueAdjustments(adapted.data.adjustments.filter((a) => !earlier.has(adjustmentKey(a))));
    // Merged into the plan as it is now: the coach may have taken seconds, and a tick made meanwhile stays.
    const doc = await this.deps.plans.mutate(userId, date, (current) => {
      if (!current) return null;
      const now = toDailyPlan(current);
      if (!changed && ownChanges.length === 0) return current.lastChanges === 0 ? null : { ...storedFields(current), lastChanges: 0 };
      const own = new Set(ownChanges.map(adjustmentKey));
      const adjustments = [...now.adjustments.filter((a) => !own.has(adjustmentKey(a))), ...ownChanges].slice(-MAX_ADJUSTMENTS);
      const tasks = changed ? mergeCheckIn(plan.tasks, adaptedTasks, now.tasks) : now.tasks;
      return {
        ...toPlanFields({ ...now, ...adapted.data, tasks, adjustments, safety: now.safety ?? null }),
        lastChanges: Math.min(ownChanges.length, adjustments.length),
      };
    });
    if (!doc) throw notFound(NO_DAILY_PLAN_YET);
    return { dailyPlan: await this.present(userId, doc, timeZone), safety: null, llmExtract, changed };
  }

  /**
   * A note typed on the Log page is triaged like a check-in (docs/decisions/105): a red flag raises the same
   * notice, kept with that day's plan (today's plan is built first when she has routines). Returns the notice.
   */
  async triageLogNote(userId: string, date: string, notes: string, timeZone: string): Promise<SafetyNotice | null> {
    // Read first: most notes raise nothing, and then her profile is not read at all (one round trip less per
    // note). A notice takes the numbers of her location's country once it has fired.
    const triage = await this.deps.noteTriage.triage([notes], { country: null });
    if (!triage.notice) return null;
    const user = await this.loadUser(userId);
    triage.notice = localiseSafetyNotice(triage.notice, countryFromLocation(user.location));
    if (date === this.todayFor(timeZone)) await this.ensureToday(userId, date, timeZone, { user, routines: await this.activeRoutines(userId) }).catch(() => null);
    return this.deps.safetyNotices().record(userId, date, triage.notice, user);
  }

  /** POST /api/wellness/insight/daily-plan/{userId}/add-task: appends a manual task to today's plan. */
  async addTask(userId: string, input: AddTaskInput, timeZone: string): Promise<DailyPlan> {
    const date = this.todayFor(timeZone);
    const task: PlanTaskDoc = { id: newId(), label: input.label, status: 'pending', reasonTag: REASON_MANUAL, source: 'manual' };
    if (input.notes) task.notes = input.notes;
    if (!(await this.load(userId, date))) await this.ensureToday(userId, date, timeZone);
    const doc = await this.deps.plans.mutate(userId, date, (current) => {
      if (!current) return null;
      if ((current.tasks ?? []).length >= MAX_TASKS) throw conflict(`Today's plan already has ${MAX_TASKS} tasks`);
      return { ...storedFields(current), tasks: [...(current.tasks ?? []), task] };
    });
    if (!doc) throw notFound(NO_DAILY_PLAN_YET);
    return this.present(userId, doc, timeZone);
  }

  /**
   * Sets a task's status. The app and the SDK name the task by its id; the spec's REST path by its position in
   * today's plan as stored (optionally with the plan version she saw). Either way the write is conditional on
   * the task's id (docs/decisions/095-task-identity.md): a task that is gone, or a version that is not the stored
   * one, answers 409 (reload and try again) and nothing else is ticked; a position past the end answers 404
   * 'Task not found'. A task that comes from a routine and that routine's entry in today's log are one fact
   * (docs/decisions/024-one-day-one-truth.md): the log is written too (all its subtasks ticked or unticked).
   */
  async updateTask(userId: string, ref: TaskRef, status: TaskStatus, timeZone: string): Promise<DailyPlan> {
    const date = this.todayFor(timeZone);
    let taskId = ref.taskId;
    if (ref.index !== undefined) {
      const stored = await this.load(userId, date);
      if (!stored) throw notFound(TASK_NOT_FOUND);
      if (ref.version !== undefined && ref.version !== (stored.rev ?? 0)) throw conflict(TASK_CHANGED);
      const atIndex = stored.tasks?.[ref.index];
      if (!atIndex?.id) throw notFound(TASK_NOT_FOUND);
      if (taskId !== undefined && taskId !== atIndex.id) throw conflict(TASK_CHANGED);
      taskId = atIndex.id;
    }
    if (taskId === undefined) throw notFound(TASK_NOT_FOUND);
    const doc = await this.deps.plans.setTaskStatusById(userId, date, taskId, status);
    // Gone since she saw it (or the day changed): refused, never applied to another task.
    if (!doc) throw conflict(TASK_CHANGED);
    const routineId = doc.tasks.find((t) => t.id === taskId)?.routineId;
    // The log written here is today's log as the note reads it: not read again.
    const todayLog = routineId !== undefined ? await this.writeRoutineToLog(userId, date, routineId, status === 'done') : undefined;
    return this.present(userId, doc, timeZone, todayLog === undefined ? undefined : { todayLog });
  }

  /**
   * After a save of today's log changed routines' subtasks: today's plan tasks of those routines take the log's
   * word (done when all the routine's subtasks are ticked, else pending), each by its id. Other dates are left alone.
   */
  async syncFromLog(userId: string, log: DailyLog, routineIds: readonly string[], timeZone: string): Promise<void> {
    if (routineIds.length === 0 || log.date !== this.todayFor(timeZone)) return;
    const doc = await this.load(userId, log.date);
    if (!doc) return;
    const wanted = new Set(routineIds);
    const tasks = toDailyPlan(doc).tasks.filter((t) => t.routineId !== undefined && wanted.has(t.routineId));
    if (tasks.length === 0) return;
    const byId = new Map((await this.deps.routines.list(userId)).map((r) => [r.id, r]));
    for (const t of tasks) {
      const routine = byId.get(t.routineId as string);
      if (!routine || t.id === undefined) continue;
      const status: TaskStatus = routineCompleteInLog(log, routine) ? 'done' : 'pending';
      if (status !== t.status) await this.deps.plans.setTaskStatusById(userId, log.date, t.id, status);
    }
  }

  /** GET /api/wellness/users/{id}/daily-motivation: from today's plan, else computed; on a rest or sick day, rest (decision 096). */
  async motivation(userId: string, timeZone: string): Promise<DailyMotivation> {
    const date = this.todayFor(timeZone);
    const [doc, todayLog] = await Promise.all([this.deps.plans.find(userId, date), this.deps.logs.get(userId, date)]);
    if (todayLog?.dayMark) return { message: REST_DAY_MOTIVATION };
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

  /** For the rhythm and insights reads (docs/decisions/045; internal, ownership checked by the caller): the stored plans on these dates. */
  async history(userId: string, dates: readonly string[]): Promise<DailyPlan[]> {
    const docs = await this.deps.plans.findMany(userId, dates);
    return docs.map(toDailyPlan);
  }

  // -------------------------------------------------------------------------------------------

  /** Today's plan, built and stored first when missing (a concurrent creation wins: its plan is used). */
  private async ensureToday(userId: string, date: string, timeZone: string, known?: { user: User; routines: Routine[] }): Promise<DailyPlan> {
    const existing = await this.load(userId, date);
    if (existing) return toDailyPlan(existing);
    const { user, routines } = known ?? (await this.userAndRoutines(userId));
    const pUser = planUser(user, timeZone);
    const context = await this.dayContext(userId, pUser, date, 'cards');
    const weeklyDoneEarlier = weeklyRoutinesDoneEarlier(date, routines, earlierDays(context));
    const { noteContext, content } = context;
    const plan = buildPlan({ user: pUser, routines, date, previousPlan: null, manualTasks: [], keepDoneStates: true, weeklyDoneEarlier, noteContext, content });
    await this.deps.plans.insert(userId, date, toPlanFields({ ...plan, tasks: withTaskIds(plan.tasks, [], newId) }));
    return this.readBack(userId, date, timeZone);
  }

  /**
   * The stored plan of `date`; a plan stored before tasks had ids (decision 095) gets them now, once, by a
   * conditional write (a concurrent reader's ids win: the write is conditional on the version read).
   */
  private async load(userId: string, date: string): Promise<StoredPlan | null> {
    const doc = await this.deps.plans.find(userId, date);
    if (!doc || tasksHaveIds(doc.tasks ?? [])) return doc;
    return this.deps.plans.mutate(userId, date, (current) =>
      current && !tasksHaveIds(current.tasks ?? []) ? { ...storedFields(current), tasks: withTaskIds(current.tasks ?? [], [], newId) } : null,
    );
  }

  private async readBack(userId: string, date: string, timeZone: string): Promise<DailyPlan> {
    const doc = await this.load(userId, date);
    if (!doc) throw notFound(NO_DAILY_PLAN_YET);
    return this.present(userId, doc, timeZone);
  }

  /**
   * Routine `routineId` marked done or pending in the log of `date` (§4 rules, one write). Returns the log
   * as stored after it, or null when the routine is not hers (the log is then left alone).
   */
  private async writeRoutineToLog(userId: string, date: string, routineId: string, done: boolean): Promise<DailyLog | null> {
    const [routine, log] = await Promise.all([this.deps.routines.findOne(userId, routineId), this.deps.logs.get(userId, date)]);
    if (!routine) return log;
    const next = setRoutineDoneInLog(log ?? { completed: NO_FLAGS, subtasks: {} as SubtaskCompletionMap }, routine, done);
    // The plan already says so: the log's save does not sync the plan back (it would only re-read it).
    return this.deps.logs.save(userId, { date, completed: next.completed, subtasks: { [routine.id]: next.subtasks[routine.id] ?? {} } }, { syncPlan: false });
  }

  /**
   * The plan as she sees it: supplement cautions for her current medications, conditions and pregnancy
   * status (docs/decisions/037), and the coach note rebuilt from the tasks as they are now, so its counts and its
   * "next up" follow her ticks (docs/decisions/024). The note keeps the day's check-in and the plan's changes, and
   * knows her days before (streak, yesterday, the week's trend, yesterday's note: docs/decisions/065). It names only the
   * latest check-in's changes, and on a day she marked rest or sick it asks nothing of her, as the motivation
   * card and the rhythm card say (docs/decisions/096-coach-says-what-shows.md).
   */
  private async present(userId: string, doc: StoredPlan, timeZone: string, known?: KnownDay): Promise<DailyPlan> {
    const plan = toDailyPlan(doc);
    const user = await this.deps.users.getOwned(userId);
    if (!user) return plan;
    const pUser = planUser(user, timeZone);
    const { checkIn, noteContext, logs } = await this.dayContext(userId, pUser, plan.date, 'note', known);
    const dayMark = logs.find((l) => l.date === plan.date)?.dayMark ?? null;
    const changes = changesStillTrue(latestChanges(plan.adjustments, doc.lastChanges), plan.tasks);
    const coachNote = coachNoteFor(pUser, plan.date, plan.tasks, plan.safety ?? null, { checkIn, changes, ...noteContext, dayMark });
    const dailyMotivation = dayMark ? { message: REST_DAY_MOTIVATION } : plan.dailyMotivation;
    // Whether she checked in that day, read from the day's log as the coach note reads it (docs/decisions/156).
    return annotatePlanCautions({ ...plan, coachNote, dailyMotivation, checkedIn: checkIn !== null }, withMentionedMedicines(user));
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

  /** The two dashboard cards' inputs when today has no plan: her, the date, and her days before it (docs/decisions/065). */
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

/** A plan built for a date by the domain's rules, with her rhythm (docs/decisions/043: phase or menopause reasons, seed cycling only for natural cycles), validated before it is stored. */
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

/** The stored plan's fields as a whole-plan write takes them (identity, version and timestamps left out). */
function storedFields(doc: StoredPlan): PlanFields {
  const { userId: _u, date: _d, updatedAt: _t, rev: _r, ...fields } = doc;
  return fields;
}

/** The fields a rebuild keeps from the plan as stored: which adjustments the latest check-in made. */
function keptChanges(current: StoredPlan | null): Pick<PlanFields, 'lastChanges'> {
  return current?.lastChanges === undefined ? {} : { lastChanges: current.lastChanges };
}

/** The latest check-in's changes (the last `count` adjustments); all of them for plans stored before decision 096. */
function latestChanges(adjustments: readonly Adjustment[], count: number | undefined): Adjustment[] {
  if (count === undefined) return [...adjustments];
  return count > 0 ? adjustments.slice(-count) : [];
}

function adjustmentKey(a: Adjustment): string {
  return (typeof a === 'string' ? a : a.label).trim().toLowerCase();
}

/** What she sees of a plan's tasks (label, notes, reason, source, routine, status), to tell whether a check-in changed it. */
function tasksFingerprint(tasks: readonly PlanTask[]): string {
  return JSON.stringify(tasks.map((t) => [t.label, t.notes ?? '', t.reasonTag, t.source, t.routineId ?? '', t.status]));
}

/** Manual tasks of a plan (kept when the plan is regenerated). */
export function manualTasksOf(plan: DailyPlan | null): PlanTask[] {
  return plan?.tasks.filter((t) => t.source === 'manual') ?? [];
}
