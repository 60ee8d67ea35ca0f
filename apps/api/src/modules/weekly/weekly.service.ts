import {
  describeChanges,
  fromRoutineSnapshot,
  isEmptyChangeSet,
  localIsoDate,
  MESSAGES,
  planRecommendationChanges,
  PROGRESS_MAX_WEEKS,
  readNote,
  reviewText,
  routineCompleteInLog,
  toRoutineSnapshot,
  WeeklyRecommendationSchema,
  weekDates,
  weekStartMonday,
  weeklyStatsFromLogs,
  type NoteReading,
  type Routine,
  type RoutineChangeSet,
  type RoutineDeactivation,
  type RoutineModification,
  type SafetyNotice,
  type WeeklyRecommendation,
  type WeeklyReview,
  type WeeklyStats,
  type WeekProgress,
} from '@cadence/domain';
import type { Coach } from '../../ai/coach';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { LogService } from '../logs/log.service';
import type { PlanService } from '../plan/plan.service';
import type { RoutineService } from '../routines/routine.service';
import type { UserService } from '../users/user.service';
import { toIdentifiedRecommendation, toWeeklyReview, type IdentifiedRecommendation } from './weekly.mapper';
import type { WeeklyRepository } from './weekly.repository';
import type { UserDataPort } from '../../lib/user-data';

/** Logs read for a week's stats: newest first, far more than one week even with back-filled dates. */
const LOGS_READ_FOR_STATS = 60;
/** Recent logs given to the coach as context. */
const RECENT_LOGS_FOR_COACH = 7;

export const REVIEW_NOT_FOUND = 'No reflection for this week';
export const ALREADY_UNDONE = 'These changes were already undone.';
/** 409 when a recommendation she already applied (and did not undo) is applied again (docs/decisions/099). */
export const ALREADY_APPLIED = 'You already applied this recommendation.';
/** 409 when nothing in the request is new: her routines already cover it (docs/decisions/130). */
export const ALREADY_HAVE = 'You already have this.';

export interface SaveReviewFields {
  weekStartDate: string;
  energyMoodScore: number;
  /** false: she did not rate the week (docs/decisions/133); absent: rated. */
  rated?: boolean | undefined;
  whatHelped: string;
  whatDidntHelp: string;
  notes: string;
}

export interface WeeklyRecommendationsResult {
  recommendations: IdentifiedRecommendation[];
  source: 'rules' | 'llm';
  safety?: SafetyNotice;
  disclaimer?: string;
  /** The stored set these recommendations belong to (apply may reference it). */
  recommendationSetId: string;
  weekStartDate: string;
}

/** The change set as applied: like the domain RoutineChangeSet, with the created routines (ids assigned). */
export interface AppliedChanges {
  added: Routine[];
  modified: RoutineModification[];
  deactivated: (RoutineDeactivation & { after: Routine })[];
}

export interface ApplyResult {
  applied: AppliedChanges;
  /** Plain-language lines for the UI (domain describeChanges). */
  summary: string[];
  applicationId: string;
}

export interface PreviewResult {
  changes: RoutineChangeSet;
  summary: string[];
}

/** This week's latest set as it stands (docs/decisions/156); null when nothing was generated this week. */
export type CurrentRecommendations = {
  recommendations: (IdentifiedRecommendation & { applied: boolean; alreadyHave?: string })[];
  source: 'rules' | 'llm';
  safety?: SafetyNotice;
  disclaimer?: string;
  recommendationSetId: string;
  weekStartDate: string;
  /** Her last application, while it can be undone, with the ids of this set's recommendations it applied. */
  undo: { applicationId: string; recommendationIds: string[] } | null;
} | null;

export interface UndoResult {
  applicationId: string;
  undone: true;
  /** The user's routines after the undo. */
  routines: Routine[];
}

/** Apply input: the spec's recommendations, each optionally carrying the id it was generated with. */
/** A recommendation's kind and words, to tell one applied already without its id. */
function recommendationKey(r: { type?: unknown; label?: unknown }): string {
  return `${String(r.type ?? '')}:${String(r.label ?? '').trim().toLowerCase()}`;
}

export interface ApplyInput {
  userId: string;
  recommendations: (WeeklyRecommendation & { id?: string })[];
}

export class WeeklyService {
  constructor(
    private readonly weekly: WeeklyRepository,
    private readonly routines: RoutineService,
    private readonly logs: LogService,
    private readonly users: Pick<UserService, 'getOwned' | 'noteMedicines'>,
    private readonly coach: Coach,
    private readonly now: () => Date = () => new Date(),
    /** The week's plans, so the statistics count done plan tasks too (docs/decisions/062). */
    private readonly plans?: Pick<PlanService, 'history' | 'refreshToday'>,
  ) {}

  /** Her documents of this module, for export / restore / delete (docs/decisions/049; the account module calls these). */
  get userData(): UserDataPort {
    return this.weekly.userData;
  }

  /** The person's today and the Monday of the current week, in her time zone. */
  private week(timeZone: string): { today: string; weekStart: string } {
    const today = localIsoDate(this.now(), timeZone);
    return { today, weekStart: weekStartMonday(today) };
  }

  private async statsFor(userId: string, timeZone: string) {
    const { weekStart } = this.week(timeZone);
    const { weeks, logs } = await this.statsOfWeeks(userId, [weekStart], timeZone, LOGS_READ_FOR_STATS);
    return { stats: (weeks[0] as WeekProgress).stats, logs, weekStart };
  }

  /**
   * The weekly statistics of these weeks, each by the one rule of the Log's weekly tab (her logs and stored plans,
   * days from the day she joined: docs/decisions/099, 134), so every screen shows a week's same figures.
   */
  private async statsOfWeeks(userId: string, weekStarts: readonly string[], timeZone: string, logsToRead: number) {
    const { today } = this.week(timeZone);
    const dates = weekStarts.flatMap((w) => weekDates(w)).filter((d) => d <= today);
    const [logs, plans, user] = await Promise.all([
      this.logs.recent(userId, logsToRead),
      this.plans ? this.plans.history(userId, dates) : Promise.resolve([]),
      this.users.getOwned(userId),
    ]);
    // Days active count from the day she joined (her calendar), not from a Monday before it.
    // (A day with her data before that, e.g. from a restored export, still counts.)
    const joined = user?.createdAt ? localIsoDate(new Date(user.createdAt), timeZone) : undefined;
    const weeks = weekStarts.map((weekStart): WeekProgress => {
      const inWeek = new Set(weekDates(weekStart));
      const dataDays = [...logs.map((l) => l.date), ...plans.map((p) => p.date)].filter((d) => inWeek.has(d) && d <= today).sort();
      const firstData = dataDays[0];
      const joinedOn = joined !== undefined && firstData !== undefined && firstData < joined ? firstData : joined;
      return { weekStartDate: weekStart, stats: weeklyStatsFromLogs(logs, weekStart, today, plans, joinedOn), logged: dataDays.length > 0 };
    });
    return { weeks, logs };
  }

  /**
   * GET /api/wellness/users/{userId}/weekly-progress — her weeks with a reflection or a log (at most
   * PROGRESS_MAX_WEEKS, oldest first, up to this week), each with the Log's weekly statistics (docs/decisions/134).
   */
  async progress(userId: string, timeZone: string): Promise<WeekProgress[]> {
    const { weekStart } = this.week(timeZone);
    const [reviews, recent] = await Promise.all([this.weekly.listReviews(userId), this.logs.recent(userId, PROGRESS_MAX_WEEKS * 7)]);
    const weeks = new Set<string>([...reviews.map((r) => r.weekStartDate), ...recent.map((l) => weekStartMonday(l.date))]);
    const shown = [...weeks].filter((w) => w <= weekStart).sort().slice(-PROGRESS_MAX_WEEKS);
    if (shown.length === 0) return [];
    const oldest = shown[0] as string;
    const days = Math.round((Date.parse(`${weekStart}T00:00:00Z`) - Date.parse(`${oldest}T00:00:00Z`)) / 86_400_000) + 7;
    return (await this.statsOfWeeks(userId, shown, timeZone, Math.max(LOGS_READ_FOR_STATS, days))).weeks;
  }

  /** GET /api/wellness/users/{userId}/weekly-stats — the current week (Monday start, local time). */
  async stats(userId: string, timeZone: string): Promise<WeeklyStats> {
    return (await this.statsFor(userId, timeZone)).stats;
  }

  /** POST /api/wellness/weekly-recommendations — generated by the coach, stored with ids. */
  async recommendations(userId: string, fields: { reflectionNotes: string }, timeZone: string): Promise<WeeklyRecommendationsResult> {
    const input = { ...fields, userId };
    // Her reflection is read once (docs/decisions/110, 131): when it is this week's saved review (the one weekly
    // reflection form sends its text), that review's stored reading; otherwise read here, once, and not stored (the
    // reflection text itself is not kept with the advice). Medicines she names are screened before the advice is made.
    const reading = await this.readingOfReflection(userId, input.reflectionNotes, timeZone);
    await this.users.noteMedicines(userId, [reading], 'reflection');
    const user = await this.users.getOwned(input.userId);
    if (!user) throw notFound();
    const [{ stats, logs, weekStart }, routines] = await Promise.all([this.statsFor(input.userId, timeZone), this.routines.list(input.userId)]);
    const result = await this.coach.weeklyRecommendations({
      stats,
      reflectionNotes: input.reflectionNotes,
      reflectionReading: reading,
      routines,
      user,
      recentLogs: logs.slice(0, RECENT_LOGS_FOR_COACH).reverse(),
      today: this.week(timeZone).today,
    });
    // Whatever the coach returned, only schema-valid recommendations are stored and sent.
    const valid = result.recommendations.flatMap((r) => {
      const parsed = WeeklyRecommendationSchema.safeParse(r);
      return parsed.success ? [parsed.data] : [];
    });
    const set = await this.weekly.createRecommendationSet({
      _id: newId(),
      userId: input.userId,
      weekStartDate: weekStart,
      source: result.source,
      recommendations: valid.map((r) => ({ id: newId(), ...r })),
      // Kept with the set so a reload shows the list as it was (docs/decisions/156).
      ...(result.safety ? { safety: result.safety } : {}),
      ...(result.disclaimer ? { disclaimer: result.disclaimer } : {}),
    });
    const out: WeeklyRecommendationsResult = {
      recommendations: set.recommendations.map(toIdentifiedRecommendation),
      source: result.source,
      recommendationSetId: set._id,
      weekStartDate: weekStart,
    };
    if (result.safety) out.safety = result.safety;
    if (result.disclaimer) out.disclaimer = result.disclaimer;
    return out;
  }

  /**
   * GET /api/wellness/users/{id}/weekly-recommendations — this week's latest generated set as it stands, so the
   * weekly tab shows it again after a reload (docs/decisions/156): applied ones (by the rule apply refuses them with,
   * decision 099), advice one of her routines already covers (decision 130), and the undo of her last application
   * while it is not undone and applied advice of this set.
   */
  async currentRecommendations(userId: string, timeZone: string): Promise<CurrentRecommendations> {
    const { weekStart } = this.week(timeZone);
    const set = await this.weekly.latestRecommendationSet(userId);
    if (!set || set.weekStartDate !== weekStart) return null;
    const [applications, routines, user] = await Promise.all([this.weekly.listApplications(userId), this.routines.list(userId), this.users.getOwned(userId)]);
    if (!user) throw notFound();
    const covers = (a: (typeof applications)[number], r: IdentifiedRecommendation) =>
      (a.recommendationIds ?? []).includes(r.id) || (a.recommendations ?? []).some((x) => recommendationKey(x) === recommendationKey(r));
    const active = applications.filter((a) => !a.undoneAt);
    const recommendations = set.recommendations.map(toIdentifiedRecommendation).map((r) => {
      const applied = active.some((a) => covers(a, r));
      if (applied) return { ...r, applied };
      const had = planRecommendationChanges(routines, [r], { userId, user }).alreadyHave?.[0];
      return had ? { ...r, applied, alreadyHave: had.label } : { ...r, applied };
    });
    const last = [...applications].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const undoable = last && !last.undoneAt ? recommendations.filter((r) => covers(last, r)).map((r) => r.id) : [];
    const out: NonNullable<CurrentRecommendations> = {
      recommendations,
      source: set.source,
      recommendationSetId: set._id,
      weekStartDate: set.weekStartDate,
      undo: last && undoable.length > 0 ? { applicationId: last._id, recommendationIds: undoable } : null,
    };
    if (set.safety) out.safety = set.safety as SafetyNotice;
    if (set.disclaimer) out.disclaimer = set.disclaimer;
    return out;
  }

  /** The reading of a reflection: this week's saved review's, when the text is that review's; else read once. */
  private async readingOfReflection(userId: string, text: string, timeZone: string): Promise<NoteReading> {
    const review = await this.weekly.findReview(userId, this.week(timeZone).weekStart);
    if (review && reviewText(review) === text.trim()) return toWeeklyReview(review).reading ?? readNote(text);
    return readNote(text);
  }

  private async plan(input: ApplyInput): Promise<RoutineChangeSet> {
    const [routines, user] = await Promise.all([this.routines.list(input.userId), this.users.getOwned(input.userId)]);
    if (!user) throw notFound();
    const recs = input.recommendations.map(({ id: _id, ...r }) => r);
    // A step merged into one of her routines gets an id like any other (docs/decisions/130).
    return planRecommendationChanges(routines, recs, { userId: input.userId, user, newId });
  }

  /** Preview: the change set applying would make; nothing is written. */
  async previewApply(userId: string, fields: Omit<ApplyInput, 'userId'>): Promise<PreviewResult> {
    const input = { ...fields, userId };
    const changes = await this.plan(input);
    return { changes, summary: describeChanges(changes) };
  }

  /** POST /api/wellness/apply-recommendations — applies the change set and stores it for undo. */
  async apply(userId: string, fields: Omit<ApplyInput, 'userId'>, timeZone = 'UTC'): Promise<ApplyResult> {
    const input = { ...fields, userId };
    // Advice lands once (docs/decisions/099): a recommendation applied and not undone is refused, by its id or,
    // without one, by its kind and words.
    const active = (await this.weekly.listApplications(userId)).filter((a) => !a.undoneAt);
    const appliedIds = new Set(active.flatMap((a) => a.recommendationIds ?? []));
    const appliedKeys = new Set(active.flatMap((a) => (a.recommendations ?? []).map(recommendationKey)));
    if (input.recommendations.some((r) => (r.id !== undefined && appliedIds.has(r.id)) || appliedKeys.has(recommendationKey(r)))) {
      throw new AppError(409, ALREADY_APPLIED);
    }
    const changes = await this.plan(input);
    // Nothing new (her routines already cover it): nothing is created or recorded (docs/decisions/130).
    if (isEmptyChangeSet(changes) && (changes.alreadyHave ?? []).length > 0) throw new AppError(409, ALREADY_HAVE);
    const applicationId = newId();
    const now = this.now();
    const added: Routine[] = changes.added.map((a) => ({
      id: newId(),
      userId: input.userId,
      type: a.type,
      label: a.label,
      frequency: a.frequency,
      notes: a.notes,
      active: a.active,
      isPersonalized: a.isPersonalized,
      subtasks: a.subtasks.map((t) => ({ ...t, id: t.id ?? newId() })),
      createdAt: now.toISOString(),
    }));
    const deactivatedAfter = changes.deactivated.map((d) => ({ ...d.before, active: false }));
    // Record first (no transactions on FerretDB v1): a crash midway still leaves an undoable record.
    await this.weekly.createApplication({
      _id: applicationId,
      userId: input.userId,
      recommendations: input.recommendations.map(({ id: _id, ...r }) => r),
      recommendationIds: input.recommendations.flatMap((r) => (r.id ? [r.id] : [])),
      addedIds: added.map((r) => r.id),
      modifiedIds: changes.modified.map((m) => m.routineId),
      deactivatedIds: changes.deactivated.map((d) => d.routineId),
      before: [...changes.modified.map((m) => m.before), ...changes.deactivated.map((d) => d.before)].map((r) => toRoutineSnapshot(r)),
      after: [...changes.modified.map((m) => m.after), ...deactivatedAfter, ...added].map((r) => toRoutineSnapshot(r)),
      undoneAt: null,
    });
    // Through the routines module's service: its per-person limit and rules apply here as everywhere.
    let created: Routine[];
    try {
      created = await this.routines.insertExact(input.userId, added);
    } catch (error) {
      await this.weekly.deleteApplication(applicationId).catch(() => undefined);
      throw error;
    }
    const modified: RoutineModification[] = [];
    for (const m of changes.modified) {
      const after = await this.routines.replace(input.userId, m.after);
      if (after) modified.push({ routineId: m.routineId, before: m.before, after });
    }
    const deactivated: AppliedChanges['deactivated'] = [];
    for (const d of changes.deactivated) {
      const after = await this.routines.replace(input.userId, { ...d.before, active: false });
      if (after) deactivated.push({ routineId: d.routineId, before: d.before, after });
    }
    await this.keepFinishedToday(userId, modified, timeZone);
    // Today's plan follows her routines, rebuilt once for the whole change set (docs/decisions/095).
    await this.plans?.refreshToday(userId, timeZone);
    return {
      applied: { added: created, modified, deactivated },
      summary: describeChanges(changes),
      applicationId,
    };
  }

  /**
   * A routine she already finished today stays finished when advice adds steps to it (docs/decisions/130): the
   * added steps are ticked in today's log, so the plan's task and the Log keep saying the same (decision 024).
   */
  private async keepFinishedToday(userId: string, modified: readonly RoutineModification[], timeZone: string): Promise<void> {
    const grown = modified.filter((m) => m.after.subtasks.length > m.before.subtasks.length);
    if (grown.length === 0) return;
    const { today } = this.week(timeZone);
    const log = await this.logs.get(userId, today);
    if (!log) return;
    for (const m of grown) {
      if (!routineCompleteInLog(log, m.before)) continue;
      const had = new Set(m.before.subtasks.map((t) => t.id));
      const ticks = { ...(log.subtasks?.[m.routineId] ?? {}) };
      for (const t of m.after.subtasks) if (!had.has(t.id)) ticks[t.id] = true;
      await this.logs.save(userId, { date: today, subtasks: { [m.routineId]: ticks } }, { timeZone, syncPlan: false });
    }
  }

  /** POST /api/wellness/apply-recommendations/{applicationId}/undo — restores the routines exactly. */
  async undoApply(userId: string, applicationId: string, timeZone = 'UTC'): Promise<UndoResult> {
    const app = await this.weekly.findApplication(applicationId);
    if (!app || app.userId !== userId) throw notFound();
    if (app.undoneAt) throw new AppError(409, ALREADY_UNDONE);
    if (!(await this.weekly.markUndone(app._id, this.now()))) throw new AppError(409, ALREADY_UNDONE);
    try {
      for (const id of app.addedIds) await this.routines.removeIfPresent(userId, id);
      const missing: Routine[] = [];
      for (const snap of app.before) {
        const routine = fromRoutineSnapshot(snap);
        // Deleted since the apply: put it back as it was (same id and creation time), within her limit.
        if (!(await this.routines.replace(userId, routine))) missing.push(routine);
      }
      await this.routines.insertExact(userId, missing);
    } catch (error) {
      await this.weekly.clearUndone(app._id).catch(() => undefined);
      throw error;
    }
    await this.plans?.refreshToday(userId, timeZone);
    const routines = await this.routines.list(userId);
    return { applicationId: app._id, undone: true, routines };
  }

  /** GET /api/wellness/users/{id}/weekly-reviews — newest week first. */
  async listReviews(userId: string): Promise<WeeklyReview[]> {
    return (await this.weekly.listReviews(userId)).map(toWeeklyReview);
  }

  /** GET /api/wellness/users/{id}/weekly-reviews/{weekStartMonday}. */
  async getReview(userId: string, weekStartDate: string): Promise<WeeklyReview> {
    const doc = await this.weekly.findReview(userId, weekStartDate);
    if (!doc) throw notFound(REVIEW_NOT_FOUND);
    return toWeeklyReview(doc);
  }

  /** POST /api/wellness/users/{id}/weekly-reviews — a second save for the same week updates it. */
  async saveReview(userId: string, input: SaveReviewFields): Promise<WeeklyReview & { updated: boolean }> {
    const whatHelped = input.whatHelped.trim();
    const whatDidntHelp = input.whatDidntHelp.trim();
    if (whatHelped === '' && whatDidntHelp === '') throw badRequest(MESSAGES.weeklyReflectionMissing.description);
    const { doc, updated } = await this.weekly.saveReview(
      userId,
      input.weekStartDate,
      // Her words are read once, here, for every consumer (docs/decisions/110).
      { energyMoodScore: input.energyMoodScore, rated: input.rated !== false, whatHelped, whatDidntHelp, notes: input.notes.trim(), reading: readNote(reviewText({ whatHelped, whatDidntHelp, notes: input.notes.trim() })) },
      newId,
    );
    // A medicine named in her reflection reaches screening at once, whoever saves it (docs/decisions/110, 131).
    await this.users.noteMedicines(userId, [doc.reading as NoteReading | null], 'reflection');
    return { ...toWeeklyReview(doc), updated };
  }
}
