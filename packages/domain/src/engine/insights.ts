// Insights from her own data (docs/decisions/045): day records from logs and plans, habit strength per
// routine and for the programme, "what helps" (next-day energy/mood with and without each routine
// or category), symptom patterns by cycle phase and chart series. Pure; dates are parameters.
import { LOG_COMPLETION_TYPES } from '../constants/enums';
import { DAY_MARKS } from '../constants/rhythm';
import type { CyclePhase, DayMark, LifeStage } from '../schemas/enums';
import type { LlmExtract } from '../schemas/plan';
import { epochDay } from '../coach/rotation';
import { isRoutineDue } from '../coach/daily-plan';
import { addDays } from './dates';
import { cycleDayOn, rhythmToday, type RhythmToday } from './cycle';
import { summarizeStrength, type HabitDayStatus, type StrengthSummary } from './habit-strength';
import { levelScore, symptomsOf } from './weekly';

/** Completion categories tracked per day. */
export type CompletionCategory = (typeof LOG_COMPLETION_TYPES)[number];

/** What one day holds, merged from that day's log and plan. */
export interface DayRecord {
  date: string;
  doneRoutineIds: string[];
  categories: CompletionCategory[];
  skippedRoutineIds: string[];
  dayMark: DayMark | null;
  energy: number | null;
  mood: number | null;
  symptoms: string[];
}

export interface LogForInsights {
  date: string;
  completed: Record<CompletionCategory, boolean>;
  subtasks: Record<string, Record<string, boolean>>;
  notes?: string;
  transcript?: string;
  llmExtract?: LlmExtract | null;
  /** The stored reading of the day's notes (docs/decisions/110). */
  reading?: unknown;
  mood?: string;
  dayMark?: DayMark | null;
  skippedRoutineIds?: readonly string[];
  energy?: number | null;
}

export interface PlanForInsights {
  date: string;
  tasks: readonly { status: string; routineId?: string; category?: string }[];
}

export interface RoutineForInsights {
  id: string;
  type: string;
  label: string;
  frequency?: string;
  active?: boolean;
  createdAt?: string;
}

const isCategory = (c: string | undefined): c is CompletionCategory => (LOG_COMPLETION_TYPES as readonly string[]).includes(c ?? '');

function extractLevel(extract: LlmExtract | null | undefined, key: 'energy' | 'mood') {
  return extract && typeof extract === 'object' ? levelScore(extract[key]) : null;
}

/** One record per date that has a log or a plan, oldest first. */
export function dayRecordsFrom(logs: readonly LogForInsights[], plans: readonly PlanForInsights[]): DayRecord[] {
  const byDate = new Map<string, DayRecord>();
  const get = (date: string): DayRecord => {
    let r = byDate.get(date);
    if (!r) {
      r = { date, doneRoutineIds: [], categories: [], skippedRoutineIds: [], dayMark: null, energy: null, mood: null, symptoms: [] };
      byDate.set(date, r);
    }
    return r;
  };
  const addCategory = (r: DayRecord, c: string | undefined) => {
    if (isCategory(c) && !r.categories.includes(c)) r.categories.push(c);
  };
  const addRoutine = (r: DayRecord, id: string) => {
    if (!r.doneRoutineIds.includes(id)) r.doneRoutineIds.push(id);
  };
  for (const log of logs) {
    const r = get(log.date);
    for (const c of LOG_COMPLETION_TYPES) if (log.completed[c]) addCategory(r, c);
    for (const [routineId, ticks] of Object.entries(log.subtasks)) {
      const values = Object.values(ticks);
      if (values.length > 0 && values.every((v) => v === true)) addRoutine(r, routineId);
    }
    r.skippedRoutineIds = [...(log.skippedRoutineIds ?? [])];
    r.dayMark = log.dayMark ?? null;
    r.energy = log.energy ?? extractLevel(log.llmExtract, 'energy');
    r.mood = extractLevel(log.llmExtract, 'mood') ?? (log.mood ? levelScore(log.mood) : null);
    r.symptoms = symptomsOf({ ...log, notes: log.notes ?? '', transcript: log.transcript ?? '', llmExtract: log.llmExtract ?? null });
  }
  for (const plan of plans) {
    const r = get(plan.date);
    for (const t of plan.tasks) {
      if (t.status !== 'done') continue;
      if (t.routineId) addRoutine(r, t.routineId);
      addCategory(r, t.category);
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Every date from `from` to `to` inclusive. */
export function dateRange(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

function pausedStatus(r: DayRecord | undefined): HabitDayStatus | null {
  return r?.dayMark ?? null;
}

/**
 * Day statuses of a routine from `from` to `today`. Today counts only once done (it is not over).
 * Weekly routines count on their due day; as-needed routines only on days they were done.
 */
export function routineDayStatuses(routine: RoutineForInsights, records: readonly DayRecord[], from: string, today: string): HabitDayStatus[] {
  const byDate = new Map(records.map((r) => [r.date, r]));
  const out: HabitDayStatus[] = [];
  for (const date of dateRange(from, today)) {
    const r = byDate.get(date);
    const done = r?.doneRoutineIds.includes(routine.id) ?? false;
    if (done) {
      out.push('done');
      continue;
    }
    if (date === today) continue;
    if (!isRoutineDue({ id: routine.id, type: routine.type as 'other', label: routine.label, frequency: routine.frequency as 'daily' }, epochDay(date))) continue;
    const paused = pausedStatus(r);
    if (paused) out.push(paused);
    else if (r?.skippedRoutineIds.includes(routine.id)) out.push('skipped');
    else out.push('missed');
  }
  return out;
}

/** Programme-wide statuses: a day is done when anything was done. */
export function programDayStatuses(records: readonly DayRecord[], from: string, today: string): HabitDayStatus[] {
  const byDate = new Map(records.map((r) => [r.date, r]));
  const out: HabitDayStatus[] = [];
  for (const date of dateRange(from, today)) {
    const r = byDate.get(date);
    if (r && (r.doneRoutineIds.length > 0 || r.categories.length > 0)) out.push('done');
    else if (date === today) continue;
    else out.push(pausedStatus(r) ?? (r && r.skippedRoutineIds.length > 0 ? 'skipped' : 'missed'));
  }
  return out;
}

export interface HabitStrengths {
  program: StrengthSummary;
  routines: ({ routineId: string; label: string } & StrengthSummary)[];
}

/** Strength is computed over at most this many days. */
export const STRENGTH_WINDOW_DAYS = 60;

export function habitStrengths(
  routines: readonly RoutineForInsights[],
  records: readonly DayRecord[],
  startDate: string,
  today: string,
): HabitStrengths {
  const windowStart = addDays(today, -(STRENGTH_WINDOW_DAYS - 1));
  // Days before she started (or before a routine existed) never count as missed; a day done before
  // that (history recorded later) moves the start back to it.
  const later = (a: string, b: string) => (a > b ? a : b);
  const earlier = (a: string, b: string | undefined) => (b !== undefined && b < a ? b : a);
  const from = later(earlier(startDate, records[0]?.date), windowStart);
  return {
    program: summarizeStrength(programDayStatuses(records, from, today)),
    routines: routines
      .filter((r) => r.active !== false)
      .map((r) => {
        const firstDone = records.find((d) => d.doneRoutineIds.includes(r.id))?.date;
        const start = later(earlier(r.createdAt?.slice(0, 10) ?? from, firstDone), from);
        return { routineId: r.id, label: r.label, ...summarizeStrength(routineDayStatuses(r, records, start, today)) };
      }),
  };
}

// ---------------------------------------------------------------- what helps

/** A factor needs at least this many days on each side (with and without) to be shown. */
export const WHAT_HELPS_MIN_DAYS = 5;
/** Differences smaller than this (points out of 10) are not reported. */
export const WHAT_HELPS_MIN_DIFFERENCE = 0.5;
/** Span of paired days for 'consistent over 3 weeks'. */
export const CONSISTENT_SPAN_DAYS = 21;

export type Confidence = 'early hint' | 'consistent over 3 weeks';

/** The confidence as the weekly card and the clinician summary show it. */
export const CONFIDENCE_LABELS: Readonly<Record<Confidence, string>> = {
  'early hint': 'Early hint',
  'consistent over 3 weeks': 'Consistent over 3 weeks',
};

/** Who a 'what helps' sentence speaks to: her (weekly card) or about her (clinician summary). */
export type WhatHelpsVoice = 'you' | 'she';

/** The line under 'What helps' on the weekly card and in the clinician summary. */
export const WHAT_HELPS_NOT_ADVICE: Readonly<Record<WhatHelpsVoice, string>> = {
  you: 'Patterns in your own logs, not medical advice.',
  she: 'Patterns in her own logs, not medical advice.',
};

/** The tags she puts on a day herself (docs/decisions/071): her day marks and the symptoms she notes. */
export const DAY_MARK_FACTOR_LABELS: Readonly<Record<DayMark, string>> = {
  rest: 'rest days',
  sick: 'sick or flare days',
};
/** Most symptom tags tried as factors (her most frequent ones). */
export const MAX_SYMPTOM_FACTORS = 8;

export interface Factor {
  id: string;
  label: string;
  /** 'tag': a day mark ('mark:rest') or a symptom she noted ('symptom:headache'). */
  kind: 'routine' | 'category' | 'tag';
  /** Whether the factor was present on a day. */
  present: (r: DayRecord) => boolean;
}

export interface WhatHelpsItem {
  factorId: string;
  label: string;
  kind: Factor['kind'];
  metric: 'energy' | 'mood';
  /** Mean next-day level with minus without, one decimal. */
  difference: number;
  withDays: number;
  withoutDays: number;
  confidence: Confidence;
  text: string;
}

const CATEGORY_LABELS: Record<CompletionCategory, string> = {
  movement: 'any movement',
  nutrition: 'your nutrition routine',
  mindfulness: 'a mindfulness practice',
  supplement: 'your supplements',
};

/** Factors from her routines and the categories she logs. */
export function factorsFor(routines: readonly RoutineForInsights[]): Factor[] {
  return [
    ...routines.map((r): Factor => ({ id: r.id, label: r.label, kind: 'routine', present: (d) => d.doneRoutineIds.includes(r.id) })),
    ...LOG_COMPLETION_TYPES.map((c): Factor => ({ id: `category:${c}`, label: CATEGORY_LABELS[c], kind: 'category', present: (d) => d.categories.includes(c) })),
  ];
}

/**
 * Factors from the tags she uses on her days: each day mark she has used ('rest', 'sick') and her
 * most frequent symptoms (at most MAX_SYMPTOM_FACTORS). Tags she never used are not tried.
 */
export function tagFactorsFor(records: readonly DayRecord[]): Factor[] {
  const marks = DAY_MARKS.filter((m) => records.some((r) => r.dayMark === m));
  const symptoms = symptomFrequency(records).slice(0, MAX_SYMPTOM_FACTORS);
  return [
    ...marks.map((m): Factor => ({ id: `mark:${m}`, label: DAY_MARK_FACTOR_LABELS[m], kind: 'tag', present: (d) => d.dayMark === m })),
    ...symptoms.map(({ symptom }): Factor => ({ id: `symptom:${symptom}`, label: symptom, kind: 'tag', present: (d) => d.symptoms.includes(symptom) })),
  ];
}

/** What helps over her records: her active routines, the categories and the tags she uses. */
export function whatHelpsFor(routines: readonly RoutineForInsights[], records: readonly DayRecord[]): WhatHelpsItem[] {
  return whatHelps(records, [...factorsFor(routines.filter((r) => r.active !== false)), ...tagFactorsFor(records)]);
}

/** What a factor was, as the start of a sentence: 'After days with “Evening stretch”', 'After rest days'. */
function afterPhrase(item: Pick<WhatHelpsItem, 'factorId' | 'label' | 'kind'>, voice: WhatHelpsVoice): string {
  if (item.kind === 'routine') return `After days with “${item.label}”`;
  if (item.kind === 'category') return `After days with ${item.label}`;
  if (item.factorId.startsWith('mark:')) return `After ${item.label}`;
  return `After days ${voice === 'you' ? 'you' : 'she'} noted “${item.label}”`;
}

/** The plain sentence of a 'what helps' item, to her ('you') or about her ('she'). */
export function whatHelpsSentence(item: Pick<WhatHelpsItem, 'factorId' | 'label' | 'kind' | 'metric' | 'difference'>, voice: WhatHelpsVoice): string {
  return `${afterPhrase(item, voice)}, ${plainDifference(item.metric, item.difference, voice)}.`;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const round1 = (n: number) => Math.round(n * 10) / 10;

function plainDifference(metric: 'energy' | 'mood', diff: number, voice: WhatHelpsVoice): string {
  const points = Math.abs(diff);
  const unit = points === 1 ? 'point' : 'points';
  const whose = voice === 'you' ? 'your' : 'her';
  return `${whose} ${metric} the next day was ${points} ${unit} ${diff > 0 ? 'higher' : 'lower'} (out of 10)`;
}

/**
 * For each factor and each of energy and mood: the mean next-day level on days after she did it
 * minus days after she did not, only when both sides have at least 5 days and the difference is
 * at least 0.5. 'consistent over 3 weeks' when the paired days span 21+ days and the earlier and
 * later halves agree in direction; otherwise 'early hint'. Biggest differences first.
 */
export function whatHelps(records: readonly DayRecord[], factors: readonly Factor[]): WhatHelpsItem[] {
  const byDate = new Map(records.map((r) => [r.date, r]));
  const items: WhatHelpsItem[] = [];
  for (const metric of ['energy', 'mood'] as const) {
    const pairs: { day: DayRecord; next: number }[] = [];
    for (const r of records) {
      const next = byDate.get(addDays(r.date, 1))?.[metric];
      if (next !== null && next !== undefined) pairs.push({ day: r, next });
    }
    for (const f of factors) {
      const withVals = pairs.filter((p) => f.present(p.day));
      const withoutVals = pairs.filter((p) => !f.present(p.day));
      if (withVals.length < WHAT_HELPS_MIN_DAYS || withoutVals.length < WHAT_HELPS_MIN_DAYS) continue;
      const diff = round1(mean(withVals.map((p) => p.next)) - mean(withoutVals.map((p) => p.next)));
      if (Math.abs(diff) < WHAT_HELPS_MIN_DIFFERENCE) continue;
      const item = { factorId: f.id, label: f.label, kind: f.kind, metric, difference: diff };
      items.push({
        ...item,
        withDays: withVals.length,
        withoutDays: withoutVals.length,
        confidence: consistent(pairs, f, diff) ? 'consistent over 3 weeks' : 'early hint',
        text: whatHelpsSentence(item, 'you'),
      });
    }
  }
  // A category or tag on exactly the days of one routine says the same thing twice: keep the routine.
  const same = (a: WhatHelpsItem, b: WhatHelpsItem) =>
    a.metric === b.metric && a.difference === b.difference && a.withDays === b.withDays && a.withoutDays === b.withoutDays;
  const distinct = items.filter((i) => i.kind === 'routine' || !items.some((r) => r.kind === 'routine' && same(r, i)));
  return distinct.sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference));
}

function consistent(pairs: readonly { day: DayRecord; next: number }[], f: Factor, diff: number): boolean {
  if (pairs.length === 0) return false;
  const span = epochDay((pairs[pairs.length - 1] as { day: DayRecord }).day.date) - epochDay((pairs[0] as { day: DayRecord }).day.date) + 1;
  if (span < CONSISTENT_SPAN_DAYS) return false;
  const half = Math.floor(pairs.length / 2);
  return [pairs.slice(0, half), pairs.slice(half)].every((part) => {
    const w = part.filter((p) => f.present(p.day)).map((p) => p.next);
    const wo = part.filter((p) => !f.present(p.day)).map((p) => p.next);
    if (w.length === 0 || wo.length === 0) return false;
    return Math.sign(mean(w) - mean(wo)) === Math.sign(diff);
  });
}

// ---------------------------------------------------------------- symptoms by phase and charts

export interface PhaseSymptoms {
  phase: CyclePhase;
  days: number;
  symptoms: { symptom: string; days: number }[];
}

/** Symptom counts by cycle phase (only days with a known phase). */
export function symptomsByPhase(records: readonly DayRecord[], periodStarts: readonly string[], cycleLength: number): PhaseSymptoms[] {
  const acc = new Map<CyclePhase, { days: number; counts: Map<string, number> }>();
  for (const r of records) {
    const phase = cycleDayOn(r.date, periodStarts, cycleLength)?.phase;
    if (!phase) continue;
    const a = acc.get(phase) ?? { days: 0, counts: new Map<string, number>() };
    a.days += 1;
    for (const s of r.symptoms) a.counts.set(s, (a.counts.get(s) ?? 0) + 1);
    acc.set(phase, a);
  }
  return (['menstrual', 'follicular', 'ovulatory', 'luteal'] as const)
    .filter((p) => acc.has(p))
    .map((phase) => {
      const a = acc.get(phase) as { days: number; counts: Map<string, number> };
      return { phase, days: a.days, symptoms: [...a.counts.entries()].sort((x, y) => y[1] - x[1]).map(([symptom, days]) => ({ symptom, days })) };
    });
}

/** Charts cover at most 28 days of completion and 45 days of energy/mood, and at least 7 days. */
export const COMPLETION_CHART_DAYS = 28;
export const TREND_CHART_DAYS = 45;
export const MIN_CHART_DAYS = 7;

function chartStart(records: readonly DayRecord[], today: string, maxDays: number): string {
  const earliest = addDays(today, -(maxDays - 1));
  const first = records[0]?.date ?? today;
  const minStart = addDays(today, -(MIN_CHART_DAYS - 1));
  const start = first > earliest ? first : earliest;
  return start > minStart ? minStart : start;
}

export interface CompletionPoint {
  date: string;
  movement: number;
  nutrition: number;
  mindfulness: number;
  supplement: number;
}

/** Completion by category per day (0/1 each), from the first record (at most 28 days back, at least 7 days shown). */
export function completionSeries(records: readonly DayRecord[], today: string): CompletionPoint[] {
  const byDate = new Map(records.map((r) => [r.date, r]));
  return dateRange(chartStart(records, today, COMPLETION_CHART_DAYS), today).map((date) => {
    const cats = byDate.get(date)?.categories ?? [];
    return {
      date,
      movement: cats.includes('movement') ? 1 : 0,
      nutrition: cats.includes('nutrition') ? 1 : 0,
      mindfulness: cats.includes('mindfulness') ? 1 : 0,
      supplement: cats.includes('supplement') ? 1 : 0,
    };
  });
}

export interface TrendPoint {
  date: string;
  energy: number | null;
  mood: number | null;
  phase: CyclePhase | null;
}

/** Energy and mood per day with the cycle phase (null without cycle tracking). */
export function trendSeries(
  records: readonly DayRecord[],
  today: string,
  cycle: { periodStarts: readonly string[]; cycleLength: number } | null,
): TrendPoint[] {
  const byDate = new Map(records.map((r) => [r.date, r]));
  return dateRange(chartStart(records, today, TREND_CHART_DAYS), today).map((date) => {
    const r = byDate.get(date);
    return {
      date,
      energy: r?.energy ?? null,
      mood: r?.mood ?? null,
      phase: cycle ? (cycleDayOn(date, cycle.periodStarts, cycle.cycleLength)?.phase ?? null) : null,
    };
  });
}

/** Days each symptom was mentioned over the records, most frequent first. */
export function symptomFrequency(records: readonly DayRecord[]): { symptom: string; days: number }[] {
  const counts = new Map<string, number>();
  for (const r of records) for (const s of r.symptoms) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([symptom, days]) => ({ symptom, days }));
}

// ---------------------------------------------------------------- one summary for the screens

export interface RhythmSummary {
  today: string;
  rhythm: RhythmToday;
  /** Today's mark ('rest' | 'sick') or null. */
  dayMark: DayMark | null;
  /** Routines she skipped on purpose today. */
  skippedToday: string[];
  /** Her energy today (her rating, else a check-in's), 0–10, or null. */
  energyToday: number | null;
  strengths: HabitStrengths;
  whatHelps: WhatHelpsItem[];
  symptomsByPhase: PhaseSymptoms[];
  completion: CompletionPoint[];
  trend: TrendPoint[];
  symptoms: { symptom: string; days: number }[];
}

export interface RhythmSummaryInput {
  user: { createdAt?: string | null; lifeStage?: LifeStage | null; periodStarts?: readonly string[] };
  routines: readonly RoutineForInsights[];
  logs: readonly LogForInsights[];
  plans: readonly PlanForInsights[];
  /** Her local date. */
  today: string;
}

/** Everything the dashboard, routine cards, weekly tab and My Profile show about her rhythm and habits. */
export function rhythmSummary({ user, routines, logs, plans, today }: RhythmSummaryInput): RhythmSummary {
  const records = dayRecordsFrom(logs, plans).filter((r) => r.date <= today);
  const rhythm = rhythmToday(user, today);
  const cycle = rhythm.kind === 'cycle' && rhythm.estimate ? { periodStarts: user.periodStarts ?? [], cycleLength: rhythm.estimate.days } : null;
  const active = routines.filter((r) => r.active !== false);
  const start = user.createdAt?.slice(0, 10) ?? records[0]?.date ?? today;
  return {
    today,
    rhythm,
    dayMark: records.find((r) => r.date === today)?.dayMark ?? null,
    skippedToday: records.find((r) => r.date === today)?.skippedRoutineIds ?? [],
    energyToday: records.find((r) => r.date === today)?.energy ?? null,
    strengths: habitStrengths(active, records, start, today),
    whatHelps: whatHelpsFor(active, records),
    symptomsByPhase: cycle ? symptomsByPhase(records, cycle.periodStarts, cycle.cycleLength) : [],
    completion: completionSeries(records, today),
    trend: trendSeries(records, today, cycle),
    symptoms: symptomFrequency(records),
  };
}
