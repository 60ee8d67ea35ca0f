// Rule-based daily plan for a date: routine tasks from active routines, manual tasks ('Added
// Today'), adapted tasks ('Adapted'), a coach note, the motivation and tip cards.
// Regenerating for the same date keeps manual tasks, adaptations, the safety notice and — unless
// keepDoneStates is false — the done states of the previous plan.
import type { SupplementScreeningProfile } from '../catalogues';
import { DEFAULT_PROGRAM_NAME, PROGRAM_LENGTH_DAYS } from '../constants';
import type { DailyPlan, PlanTask, Routine } from '../schemas';
import { MAX_TASKS } from '../schemas/limits';
import { sanitizeDailyPlan } from '../safety/guard';
import { hashString } from '../safety/text';
import { MEDICAL_DISCLAIMER } from '../safety/weight-talk';
import { dailyMotivationFor, personalizedTipFor, type TipUser } from './daily-content';
import { epochDay } from './rotation';

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
  Partial<Pick<Routine, 'frequency' | 'notes' | 'active' | 'subtasks'>>;

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
}

/** Whether a routine produces a task on this date: daily always; weekly on one fixed weekday; as_needed never. */
export function isRoutineDue(routine: RoutineForPlan, day: number): boolean {
  if (routine.active === false) return false;
  const frequency = routine.frequency ?? 'daily';
  if (frequency === 'daily') return true;
  if (frequency === 'weekly') return hashString(routine.id) % 7 === ((day % 7) + 7) % 7;
  return false;
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

const CLOSINGS: readonly string[] = [
  'Go gently: small steps count.',
  'Do what you can today and let that be enough.',
  'Listen to your body and adjust as you go.',
  'Tick off one thing at a time.',
];

export function coachNoteFor(user: PlanUser, date: string, tasks: readonly PlanTask[], hasSafety: boolean): string {
  const parts: string[] = [];
  if (hasSafety) parts.push('Please read the safety notice first; your health comes before any plan.');
  const day = programDay(user.joinedOn ?? user.createdAt, date);
  const first = user.name?.trim().split(/\s+/)[0];
  const hello = first !== undefined && first !== '' ? `${first}, ` : '';
  if (day !== null && day <= PROGRAM_LENGTH_DAYS) parts.push(`${hello}this is day ${day} of your ${DEFAULT_PROGRAM_NAME}.`);
  else if (day !== null) parts.push(`${hello}you are ${day - PROGRAM_LENGTH_DAYS} days beyond your ${DEFAULT_PROGRAM_NAME}; keep what works for you.`);
  else if (hello !== '') parts.push(`${hello}here is your plan for today.`);
  const pending = tasks.filter((t) => t.status === 'pending');
  if (tasks.length === 0) parts.push('No routines are scheduled today. A short walk or a few slow breaths still count.');
  else if (pending.length === 0) parts.push('Everything on today’s plan is done. Well done, and rest if you need to.');
  else {
    const start = pending[0] as PlanTask;
    parts.push(
      `You have ${pending.length} ${pending.length === 1 ? 'task' : 'tasks'} left today; a good place to start is “${start.label}”.`,
    );
  }
  parts.push(CLOSINGS[hashString(`${user.id}:${date}`) % CLOSINGS.length] as string);
  return parts.join(' ');
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
    if (!isRoutineDue(r, day) || swapped.has(r.id)) continue;
    const fresh = routineTask(r);
    tasks.push(softened.get(taskKey(fresh)) ?? fresh);
  }
  for (const t of prevTasks) if (t.source !== 'routine') tasks.push({ ...t });
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
    coachNote: coachNoteFor(user, date, finalTasks, safety !== null),
    tasks: finalTasks,
    adjustments: [...(previous?.adjustments ?? [])],
    dailyMotivation: dailyMotivationFor(user.id, date),
    personalizedTip: personalizedTipFor(user, date),
    safety,
    generatedBy: 'rules',
    disclaimer: MEDICAL_DISCLAIMER,
  };
  return sanitizeDailyPlan(plan, user);
}
