// Rule-based daily plan for a date: routine tasks from active routines, manual tasks ('Added
// Today'), adapted tasks ('Adapted'), a coach note, the motivation and tip cards.
// Regenerating for the same date keeps manual tasks, adaptations, the safety notice and — unless
// keepDoneStates is false — the done states of the previous plan.
import type { SupplementScreeningProfile } from '../catalogues';
import type { DailyPlan, PlanTask, Routine } from '../schemas';
import { MAX_TASKS } from '../schemas/limits';
import { sanitizeDailyPlan } from '../safety/guard';
import { MEDICAL_DISCLAIMER } from '../safety/weight-talk';
import { dailyMotivationFor, personalizedTipFor, type ContentContext, type TipUser } from './daily-content';
import { writeCoachNote, type NoteCheckIn, type NoteHistory } from './coach-note';
import { epochDay } from './rotation';
import { routineWeekday, weekdayIndexOfDay, weeklyRoutineInPlan } from './weekly-schedule';
import { WEEKDAYS } from '../constants/enums';
import { dayProgress } from '../engine/day-progress';
import { primaryIntents, sharesIntent } from './intents';

export const REASON_DAILY = 'Daily routine';
export const REASON_WEEKLY = 'Weekly routine';
export const REASON_MANUAL = 'Added today';
/** Reason tags of adapted tasks start with this. */
export const REASON_ADAPTED_PREFIX = 'Adapted';

/** The user fields the plan reads. */
export interface PlanUser extends TipUser, SupplementScreeningProfile {
  name?: string | null;
  createdAt?: string | null;
  /**
   * 'YYYY-MM-DD': the date she joined in her own calendar (the API sets it from createdAt in her
   * time zone). Without it, createdAt's date part (UTC) is used.
   */
  joinedOn?: string | null;
}

export type RoutineForPlan = Pick<Routine, 'id' | 'type' | 'label'> &
  Partial<Pick<Routine, 'frequency' | 'weekday' | 'notes' | 'active' | 'subtasks'>>;

export type ManualTaskInput = string | { label: string; notes?: string | null };

export interface BuildDailyPlanParams {
  user: PlanUser;
  routines: readonly RoutineForPlan[];
  /** 'YYYY-MM-DD' in the user's calendar. */
  date: string;
  /** The stored plan, if any. Only a plan for the same date is carried over. */
  previousPlan?: DailyPlan | null;
  /** Manual tasks to add (deduplicated against those already in previousPlan). */
  manualTasks?: readonly ManualTaskInput[];
  /** Keep 'done' states from previousPlan (default true). */
  keepDoneStates?: boolean;
  /**
   * Weekly routines done earlier this week (weeklyRoutinesDoneEarlier): they are not carried into this date.
   * Without it, a weekly routine is in the plan from its weekday to Sunday.
   */
  weeklyDoneEarlier?: ReadonlySet<string>;
  /** Coach-note context: today's check-in, the days before, yesterday's note (all optional). */
  noteContext?: CoachNoteContext;
  /** Motivation/tip context: programme day, yesterday, lines shown on earlier days. */
  content?: ContentContext;
}

/** Whether a routine is due on this epoch day: daily always; weekly on its weekday (routineWeekday); as_needed never. */
export function isRoutineDue(routine: RoutineForPlan, day: number): boolean {
  if (routine.active === false) return false;
  const frequency = routine.frequency ?? 'daily';
  if (frequency === 'daily') return true;
  if (frequency === 'weekly') return weekdayIndexOfDay(day) === WEEKDAYS.indexOf(routineWeekday(routine));
  return false;
}

/**
 * Whether a routine has a task in the plan on this epoch day: daily always; weekly from its weekday until done
 * that week (weeklyRoutineInPlan, decision 060); as_needed never.
 */
export function isRoutineInPlan(routine: RoutineForPlan, day: number, weeklyDoneEarlier?: ReadonlySet<string>): boolean {
  if (routine.active === false) return false;
  const frequency = routine.frequency ?? 'daily';
  if (frequency === 'weekly') return weeklyRoutineInPlan(routine, day, weeklyDoneEarlier);
  return frequency === 'daily';
}

function routineNotes(routine: RoutineForPlan): string | undefined {
  const names = (routine.subtasks ?? []).map((s) => s.name).filter((n) => n.trim() !== '');
  if (names.length > 0) {
    const shown = names.slice(0, 3).join(', ');
    return names.length > 3 ? `Includes: ${shown} and ${names.length - 3} more` : `Includes: ${shown}`;
  }
  const notes = routine.notes?.trim() ?? '';
  return notes === '' ? undefined : notes;
}

function routineTask(routine: RoutineForPlan): PlanTask {
  const task: PlanTask = {
    label: routine.label,
    status: 'pending',
    reasonTag: routine.frequency === 'weekly' ? REASON_WEEKLY : REASON_DAILY,
    source: 'routine',
    routineId: routine.id,
    category: routine.type,
  };
  const notes = routineNotes(routine);
  if (notes !== undefined) task.notes = notes;
  return task;
}

/** Identity of a task across regenerations (for done states and de-duplication). */
export function taskKey(task: Pick<PlanTask, 'source' | 'label' | 'routineId'>): string {
  return task.source === 'routine' && task.routineId !== undefined
    ? `routine:${task.routineId}`
    : `${task.source}:${task.label.trim().toLowerCase()}`;
}

function manualTask(input: ManualTaskInput): PlanTask | null {
  const label = (typeof input === 'string' ? input : input.label).trim();
  if (label === '') return null;
  const task: PlanTask = { label, status: 'pending', reasonTag: REASON_MANUAL, source: 'manual' };
  const notes = typeof input === 'string' ? '' : (input.notes ?? '').trim();
  if (notes !== '') task.notes = notes;
  return task;
}

/**
 * 1-based programme day for the date: calendar days since she joined, plus one (the dashboard's
 * dayNumber). `joinedOn` is her join date ('YYYY-MM-DD'; of an ISO date-time the date part is used).
 * Null without a valid one.
 */
export function programDay(joinedOn: string | null | undefined, date: string): number | null {
  if (typeof joinedOn !== 'string') return null;
  try {
    return Math.max(0, epochDay(date) - epochDay(joinedOn)) + 1;
  } catch {
    return null;
  }
}

/** Optional context for the coach note (the plan builder works without it). */
export interface CoachNoteContext {
  checkIn?: NoteCheckIn | null;
  history?: NoteHistory | null;
  yesterdayNote?: string | null;
  /** Today marked as a rest or sick day (her log's dayMark): the note asks nothing of her (decision 096). */
  dayMark?: 'rest' | 'sick' | null;
}

/** The rule coach's note for a plan's tasks (see writeCoachNote for the full contract). */
export function coachNoteFor(
  user: PlanUser,
  date: string,
  tasks: readonly PlanTask[],
  /** The plan's safety notice (or whether one shows): an urgent one ends the note after the safety lines. */
  safety: boolean | Pick<NonNullable<DailyPlan['safety']>, 'level'> | null,
  context: CoachNoteContext & { changes?: DailyPlan['adjustments'] } = {},
): string {
  const { done, total } = dayProgress({ tasks });
  return writeCoachNote({
    name: user.name ?? null,
    day: programDay(user.joinedOn ?? user.createdAt, date),
    checkIn: context.checkIn ?? null,
    changes: context.changes ?? [],
    counts: { total, done, next: tasks.find((t) => t.status !== 'done')?.label ?? null },
    history: context.history ?? null,
    yesterdayNote: context.yesterdayNote ?? null,
    dayMark: context.dayMark ?? null,
    hasSafety: Boolean(safety),
    safetyUrgent: typeof safety === 'object' && safety?.level === 'urgent',
    seed: user.id,
  });
}

/** Build (or rebuild) the rule-based daily plan for a date. Deterministic for the same inputs. */
export function buildDailyPlan(input: BuildDailyPlanParams): DailyPlan {
  const { user, routines, date } = input;
  const day = epochDay(date);
  const previous = input.previousPlan?.date === date ? input.previousPlan : null;
  const keepDone = input.keepDoneStates !== false;
  const prevTasks = previous?.tasks ?? [];

  // Routines swapped out by an adaptation, and routine tasks an adaptation softened, stay that way.
  const swapped = new Set(
    prevTasks.filter((t) => t.source === 'adjustment_add' && t.routineId !== undefined).map((t) => t.routineId),
  );
  const softened = new Map(
    prevTasks
      .filter((t) => t.source === 'routine' && t.reasonTag.startsWith(REASON_ADAPTED_PREFIX))
      .map((t) => [taskKey(t), t] as const),
  );

  const tasks: PlanTask[] = [];
  for (const r of routines) {
    if (!isRoutineInPlan(r, day, input.weeklyDoneEarlier) || swapped.has(r.id)) continue;
    const fresh = routineTask(r);
    tasks.push(softened.get(taskKey(fresh)) ?? fresh);
  }
  // A task a check-in added stays, unless a routine in the plan now covers the same idea (she applied advice
  // that made it a routine): one task per idea, not "Gentle mobility for your back" beside a mobility routine
  // with the same exercises (docs/decisions/099-advice-lands-once.md). One she already ticked stays as done.
  const routineIdeas = routines.filter((r) => tasks.some((t) => t.routineId === r.id)).map((r) => primaryIntents(r.label, r.notes ?? ''));
  for (const t of prevTasks) {
    if (t.source === 'routine') continue;
    const covered =
      t.source === 'adjustment_add' && t.routineId === undefined && t.status !== 'done' && routineIdeas.some((ideas) => sharesIntent(ideas, primaryIntents(t.label, t.notes ?? '')));
    if (!covered) tasks.push({ ...t });
  }
  for (const m of input.manualTasks ?? []) {
    const t = manualTask(m);
    if (t !== null && !tasks.some((x) => taskKey(x) === taskKey(t))) tasks.push(t);
  }

  const doneKeys = new Set(prevTasks.filter((t) => t.status === 'done').map(taskKey));
  const finalTasks = tasks
    .slice(0, MAX_TASKS)
    .map((t): PlanTask => ({ ...t, status: keepDone && doneKeys.has(taskKey(t)) ? 'done' : 'pending' }));

  const safety = previous?.safety ?? null;
  const plan: DailyPlan = {
    userId: user.id,
    date,
    coachNote: coachNoteFor(user, date, finalTasks, safety, { ...input.noteContext, changes: previous?.adjustments ?? [] }),
    tasks: finalTasks,
    adjustments: [...(previous?.adjustments ?? [])],
    dailyMotivation: dailyMotivationFor(user, date, input.content),
    personalizedTip: personalizedTipFor(user, date, input.content),
    safety,
    generatedBy: 'rules',
    disclaimer: MEDICAL_DISCLAIMER,
  };
  return sanitizeDailyPlan(plan, user);
}
