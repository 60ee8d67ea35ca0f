// What the coach knows of her days before today, from the stored plans and logs: the note's history
// (streak, yesterday, the week's energy trend), yesterday's note as she saw it (so no sentence of it
// is used again) and the cards' context (programme day, yesterday's levels and ticks, the lines shown
// on earlier days). The API reads the plans and logs by date and passes them here; the golden suite
// runs the same function. Pure.
import { addDays, weekStartMonday } from '../engine/dates';
import { energyTrendOf, levelScore } from '../engine/weekly';
import type { DailyLog, DailyPlan, ExtractLevel, RoutineType } from '../schemas';
import type { NoteCheckIn, NoteHistory } from './coach-note';
import type { ContentContext } from './daily-content';
import { coachNoteFor, programDay, type CoachNoteContext, type PlanUser } from './daily-plan';
import { epochDay } from './rotation';

/** Days before today whose plans and logs the live note reads (streak, yesterday, week, yesterday's note). */
export const NOTE_CONTEXT_DAYS = 14;
/** Days before today whose plans the cards read (nothing shown in the programme is shown again). */
export const CARD_CONTEXT_DAYS = 44;

const CARD_TYPES: readonly RoutineType[] = ['movement', 'nutrition', 'mindfulness', 'supplement'];

/** The dates to read for the live note of `date`: the NOTE_CONTEXT_DAYS before it (not before she joined), oldest first. */
export function noteContextDates(date: string, joinedOn?: string | null): string[] {
  return datesBefore(date, NOTE_CONTEXT_DAYS, joinedOn);
}

/** The dates to read for the cards of `date` (the programme so far, at most CARD_CONTEXT_DAYS), oldest first. */
export function cardContextDates(date: string, joinedOn?: string | null): string[] {
  return datesBefore(date, CARD_CONTEXT_DAYS, joinedOn);
}

function datesBefore(date: string, count: number, joinedOn?: string | null): string[] {
  const out: string[] = [];
  for (let i = count; i >= 1; i--) {
    const d = addDays(date, -i);
    if (typeof joinedOn === 'string' && d < joinedOn.slice(0, 10)) continue;
    out.push(d);
  }
  return out;
}

const extractOf = (log: DailyLog | undefined) => (log?.llmExtract && typeof log.llmExtract === 'object' ? log.llmExtract : null);

/** The day's check-in as the note reads it (her words, energy, mood, symptoms); null without one. */
export function checkInOfLog(log: DailyLog | null | undefined): NoteCheckIn | null {
  if (!log?.transcript) return null;
  const extract = extractOf(log);
  return { note: log.transcript, energy: extract?.energy ?? log.energy ?? null, mood: extract?.mood ?? null, symptoms: extract?.symptoms ?? null };
}

interface DayFacts {
  checkedIn: boolean;
  note: string | null;
  energy: ExtractLevel | null;
  mood: ExtractLevel | null;
  symptoms: string[];
  done: number;
  total: number;
  ticked: RoutineType[];
  /** She showed up: a check-in, a note, a tick, or a day marked rest/sick. */
  active: boolean;
}

function factsOf(plan: DailyPlan | undefined, log: DailyLog | undefined): DayFacts {
  const extract = extractOf(log);
  const checkedIn = (log?.transcript ?? '').trim() !== '';
  const tasks = plan?.tasks ?? [];
  const done = tasks.filter((t) => t.status === 'done').length;
  const ticked = CARD_TYPES.filter((type) => tasks.some((t) => t.status === 'done' && t.category === type) || log?.completed?.[type as keyof DailyLog['completed']] === true);
  const noted = (log?.notes ?? '').trim() !== '';
  return {
    checkedIn,
    note: checkedIn ? (log?.transcript ?? null) : null,
    energy: extract?.energy ?? log?.energy ?? null,
    mood: extract?.mood ?? null,
    symptoms: [...(extract?.symptoms ?? [])],
    done,
    total: tasks.length,
    ticked,
    active: checkedIn || noted || done > 0 || ticked.length > 0 || (log?.dayMark ?? null) !== null,
  };
}

/** Plans and logs of her days, looked up by date. */
class Days {
  private readonly plans = new Map<string, DailyPlan>();
  private readonly logs = new Map<string, DailyLog>();
  constructor(plans: readonly DailyPlan[], logs: readonly DailyLog[]) {
    for (const p of plans) this.plans.set(p.date, p);
    for (const l of logs) this.logs.set(l.date, l);
  }
  plan(date: string): DailyPlan | undefined {
    return this.plans.get(date);
  }
  log(date: string): DailyLog | undefined {
    return this.logs.get(date);
  }
  facts(date: string): DayFacts {
    return factsOf(this.plans.get(date), this.logs.get(date));
  }
  has(date: string): boolean {
    return this.plans.has(date) || this.logs.has(date);
  }
}

/** The note's history for `date`: the streak of days before it she showed up, yesterday, this week's energy trend. */
function historyOn(days: Days, date: string, joinedOn: string | null): NoteHistory {
  let streak = 0;
  for (let i = 1; i <= NOTE_CONTEXT_DAYS; i++) {
    const d = addDays(date, -i);
    if ((joinedOn !== null && d < joinedOn) || !days.facts(d).active) break;
    streak++;
  }
  const yDate = addDays(date, -1);
  const y = days.has(yDate) && (joinedOn === null || yDate >= joinedOn) ? days.facts(yDate) : null;
  const energies: number[] = [];
  for (let d = weekStartMonday(date); d < date; d = addDays(d, 1)) {
    const score = levelScore(days.facts(d).energy);
    if (score !== null) energies.push(score);
  }
  return {
    streak,
    yesterday: y ? { checkedIn: y.checkedIn, note: y.note, energy: y.energy, mood: y.mood, symptoms: y.symptoms, done: y.done, total: y.total } : null,
    weekTrend: energyTrendOf(energies),
  };
}

/**
 * Where the chain of notes that leads to yesterday's note starts: a fixed weekly anchor at least 7
 * days back, so today's and yesterday's reads rebuild yesterday's note from the same start (except on
 * the anchor day itself), and never before she joined.
 */
function chainStart(date: string, joinedOn: string | null): string {
  const start = addDays(date, -(7 + (((epochDay(date) % 7) + 7) % 7)));
  return joinedOn !== null && joinedOn > start ? joinedOn : start;
}

/** The live note of a past day as she saw it at her last read of that day (its plan and log as stored). */
function noteOn(user: PlanUser, days: Days, date: string, joinedOn: string | null, yesterdayNote: string | null): string | null {
  const plan = days.plan(date);
  if (!plan) return null;
  return coachNoteFor(user, date, plan.tasks, plan.safety ?? null, {
    checkIn: checkInOfLog(days.log(date)),
    changes: plan.adjustments,
    history: historyOn(days, date, joinedOn),
    yesterdayNote,
  });
}

export interface DayContextInput {
  /** The user as the plan reads her (with `joinedOn`, her join date in her calendar). */
  user: PlanUser;
  /** Today, 'YYYY-MM-DD' in her calendar. */
  date: string;
  /** Stored plans of earlier days (any order; today's and other dates are ignored where not needed). */
  plans: readonly DailyPlan[];
  /** Logs of earlier days (and today's, for today's check-in). */
  logs: readonly DailyLog[];
}

export interface DayContext {
  /** Today's check-in (her words and levels), from today's log. */
  checkIn: NoteCheckIn | null;
  /** History and yesterday's note, for coachNoteFor / adaptPlan / buildDailyPlan. */
  noteContext: { history: NoteHistory; yesterdayNote: string | null } & CoachNoteContext;
  /** Programme day, yesterday's levels and ticks, and the lines of earlier days, for the cards. */
  content: ContentContext;
}

/** What the coach needs to know about the days before `date` (see the file comment). */
export function coachDayContext({ user, date, plans, logs }: DayContextInput): DayContext {
  const earlier = plans.filter((p) => p.date < date);
  const days = new Days(earlier, logs);
  const joinedOn = typeof (user.joinedOn ?? user.createdAt) === 'string' ? String(user.joinedOn ?? user.createdAt).slice(0, 10) : null;

  let yesterdayNote: string | null = null;
  for (let d = chainStart(date, joinedOn); d < date; d = addDays(d, 1)) yesterdayNote = noteOn(user, days, d, joinedOn, yesterdayNote);

  const history = historyOn(days, date, joinedOn);
  const y = history.yesterday ? days.facts(addDays(date, -1)) : null;
  const shownBefore = [...earlier]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .flatMap((p) => [p.dailyMotivation?.message, p.personalizedTip?.title].filter((s): s is string => typeof s === 'string' && s !== ''));
  return {
    checkIn: checkInOfLog(logs.find((l) => l.date === date)),
    noteContext: { history, yesterdayNote },
    content: {
      day: programDay(joinedOn, date),
      yesterday: y ? { energy: y.energy, mood: y.mood, ticked: y.ticked, done: y.done, total: y.total } : null,
      shownBefore,
    },
  };
}
