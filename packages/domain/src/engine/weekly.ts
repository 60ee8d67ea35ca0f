// Weekly statistics from logs and the local recommendation rules of §8 (used when the server's
// recommendation generation fails).
import { LOG_COMPLETION_TYPES, WEEKLY_CATEGORY_TYPES } from '../constants/enums';
import { countOf } from '../constants/plural';
import { DAYS_PER_WEEK, LOCAL_RULE_MIN_MINDFULNESS_DAYS, LOCAL_RULE_MIN_MOVEMENT_DAYS, PREVIOUS_DAYS_COUNT } from '../constants/program';
import { containsKeyword } from '../classifiers/keywords';
import { presentSymptoms, storedReading } from '../reading/views';
import type { EnergyTrend } from '../schemas/enums';
import type { DailyLog } from '../schemas/log';
import type { ExtractLevel } from '../schemas/plan';
import type { WeeklyRecommendation, WeeklyStats } from '../schemas/weekly';
import { weekDates } from './dates';
import { dayProgress } from './day-progress';
import type { PlanTask } from '../schemas/plan';

/** At most this many common symptoms are reported. */
export const MAX_COMMON_SYMPTOMS = 5;
/** A change of at least this much (0–10 scale) between the first and second half of the week is a trend. */
export const ENERGY_TREND_THRESHOLD = 1;

/** Words an energy level may be given as, on a 0–10 scale. */
export const ENERGY_WORDS: Readonly<Record<string, number>> = {
  'very low': 1,
  exhausted: 1,
  low: 3,
  tired: 3,
  ok: 5,
  okay: 5,
  moderate: 5,
  medium: 5,
  normal: 5,
  good: 7,
  high: 8,
  great: 9,
  'very high': 9,
};

/** An extracted level as a 0–10 number, or null when it cannot be read. */
export function levelScore(level: ExtractLevel | undefined | null): number | null {
  if (typeof level === 'number') return level;
  if (typeof level !== 'string') return null;
  const key = level.trim().toLowerCase();
  if (Object.hasOwn(ENERGY_WORDS, key)) return ENERGY_WORDS[key] as number;
  const n = Number(key);
  return key !== '' && Number.isFinite(n) && n >= 0 && n <= 10 ? n : null;
}

type LogLike = Pick<DailyLog, 'date' | 'completed' | 'subtasks'> &
  Partial<Pick<DailyLog, 'notes' | 'transcript' | 'llmExtract'>> & {
    /** The stored reading (docs/decisions/110); a stored value of an older version is read again. */
    reading?: unknown;
  };

/** Whether anything was completed in the log: a type flag or any ticked subtask. */
export function logHasActivity(log: Pick<DailyLog, 'completed' | 'subtasks'>): boolean {
  return (
    LOG_COMPLETION_TYPES.some((t) => log.completed[t]) ||
    Object.values(log.subtasks).some((ticks) => Object.values(ticks).some((v) => v === true))
  );
}

/** A day's plan tasks as the weekly statistics read them. */
export interface PlanTasksOfDay {
  date: string;
  tasks: ReadonlyArray<Pick<PlanTask, 'status' | 'routineId' | 'category'>>;
}

/**
 * What one day counts for in the weekly statistics (docs/decisions/062), from the same truth as the day's
 * count (dayProgress): active when the day's plan has a task done or the log has any tick; a category counts
 * when its log flag is set or a done plan task has that category (routine, manual and adapted tasks alike).
 */
export function dayActivity(input: { tasks?: PlanTasksOfDay['tasks'] | null; log?: Pick<DailyLog, 'completed' | 'subtasks'> | null }): {
  active: boolean;
  categories: Record<(typeof WEEKLY_CATEGORY_TYPES)[number], boolean>;
} {
  const tasks = input.tasks ?? [];
  const log = input.log ?? null;
  const active = dayProgress({ tasks }).done > 0 || (log !== null && logHasActivity(log));
  const categories = Object.fromEntries(
    WEEKLY_CATEGORY_TYPES.map((t) => [t, log?.completed[t] === true || tasks.some((x) => x.status === 'done' && x.category === t)]),
  ) as Record<(typeof WEEKLY_CATEGORY_TYPES)[number], boolean>;
  return { active, categories };
}

/**
 * Her symptoms on one day, from the log's stored reading: hers, now, not negated — "No pain today"
 * counts nothing, "two hot flushes in the night" counts 'hot flushes' (docs/decisions/110). The weekly
 * stats, the export and the clinician PDF all read this. Logs from the API always carry their reading
 * (its mapper reads a log saved before readings on the fly; server code without the mapper uses
 * `withReading`), so this module never bundles the reader into a screen.
 */
export function symptomsOf(log: LogLike): string[] {
  const found = new Set<string>(presentSymptoms(storedReading(log)).map((s) => s.symptom));
  // An object extract is structured already (the LLM coach's list): its names count as they are.
  const extract = log.llmExtract;
  if (extract && typeof extract !== 'string') for (const s of extract.symptoms) found.add(s.trim().toLowerCase());
  found.delete('');
  return [...found];
}

/**
 * Her symptoms on one day as the Log's weekly tab counts them: when she wrote something, the stored reading of her
 * words alone — the daily tab's summary reads the same reading, so a day's check-in shows the same symptoms on both
 * tabs (docs/decisions/110, 156). An extract's own names count only for a day with no words of hers to read (an
 * extract stored without text, e.g. restored data).
 */
export function readingSymptomsOf(log: LogLike): string[] {
  const reading = storedReading(log);
  if (reading === null || reading.sentences.length === 0) return symptomsOf(log);
  return [...new Set(presentSymptoms(reading).map((s) => s.symptom))];
}

/** 'improving' | 'stable' | 'declining' from day-ordered energy scores; 'unknown' with fewer than 2. */
export function energyTrendOf(scores: readonly number[]): EnergyTrend {
  if (scores.length < 2) return 'unknown';
  const half = Math.floor(scores.length / 2);
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const diff = mean(scores.slice(scores.length - half)) - mean(scores.slice(0, half));
  if (diff >= ENERGY_TREND_THRESHOLD) return 'improving';
  if (diff <= -ENERGY_TREND_THRESHOLD) return 'declining';
  return 'stable';
}

/**
 * Weekly stats (§3) from the logs of the week starting `weekStart` (Monday, 'YYYY-MM-DD'):
 * - totalDays: 7, or the days elapsed so far (1–7) when `today` falls inside the week;
 * - completedDays: days (up to totalDays) that were active (dayActivity: a done plan task or any tick in the log);
 * - categoryStats: days with the movement / nutrition / mindfulness flag set or a done plan task of that category;
 * - commonSymptoms: her symptoms from each day's stored reading (readingSymptomsOf), most frequent first (ties: first seen), at most 5;
 * - energyTrend: from llmExtract.energy in date order (see energyTrendOf).
 * Logs outside the week are ignored; for several logs with the same date the last one counts.
 */
export function weeklyStatsFromLogs(
  logs: readonly LogLike[],
  weekStart: string,
  today?: string,
  plans: readonly PlanTasksOfDay[] = [],
  /** The day she joined (her calendar): days before it are not hers to count (decision 099: "1 of 1 days", not "1 of 4"). */
  joinedOn?: string,
): WeeklyStats {
  const days = weekDates(weekStart);
  const lastIndex = today !== undefined && days.includes(today) ? days.indexOf(today) : days.length - 1;
  const inWeek = new Set(days.slice(0, lastIndex + 1).filter((d) => joinedOn === undefined || d >= joinedOn || d === today));
  const byDate = new Map<string, LogLike>();
  for (const log of logs) if (inWeek.has(log.date)) byDate.set(log.date, log);
  const weekLogs = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));

  const categoryStats = { movement: 0, nutrition: 0, mindfulness: 0 };
  const symptomCounts = new Map<string, number>();
  const energy: number[] = [];
  let completedDays = 0;
  const planBy = new Map(plans.filter((p) => inWeek.has(p.date)).map((p) => [p.date, p.tasks]));
  for (const date of inWeek) {
    const day = dayActivity({ tasks: planBy.get(date) ?? null, log: byDate.get(date) ?? null });
    if (day.active) completedDays += 1;
    for (const t of WEEKLY_CATEGORY_TYPES) if (day.categories[t]) categoryStats[t] += 1;
  }
  for (const log of weekLogs) {
    for (const s of readingSymptomsOf(log)) symptomCounts.set(s, (symptomCounts.get(s) ?? 0) + 1);
    const e = log.llmExtract && typeof log.llmExtract === 'object' ? levelScore(log.llmExtract.energy) : null;
    if (e !== null) energy.push(e);
  }
  const commonSymptoms = [...symptomCounts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_COMMON_SYMPTOMS)
    .map(([s]) => s);
  return { completedDays, totalDays: inWeek.size, categoryStats, commonSymptoms, energyTrend: energyTrendOf(energy) };
}

/** The local suggestions, exact labels (rationales are rewritten with her numbers, see below). */
export const LOCAL_RECOMMENDATIONS = {
  addMovement: {
    type: 'add',
    routineType: 'movement',
    label: 'Add a daily 20-minute walk',
    rationale: 'You completed movement on fewer than 3 days this week. Gentle daily movement supports energy and hormone balance.',
    priority: 'high',
  },
  breathing: {
    type: 'add',
    routineType: 'mindfulness',
    label: 'Add a 5-minute breathing practice',
    rationale: 'You completed mindfulness on fewer than 2 days this week. A short breathing practice helps lower stress.',
    priority: 'medium',
  },
  modifySupplement: {
    type: 'modify',
    routineType: 'supplement',
    label: 'Review your supplement routine for energy support',
    rationale:
      'Fatigue came up this week or your energy is trending down. Consider magnesium or vitamin D timing, and check with your healthcare provider.',
    priority: 'high',
  },
} as const satisfies Record<string, WeeklyRecommendation>;

/** Fewer observed days than this and no "you did X on fewer than N days" rule fires (no day-1 scolding). */
export const MIN_OBSERVED_DAYS_FOR_SHORTFALL = 3;

export interface WeekWindow {
  /** Programme day today (days since she started, plus one); limits the days observed. */
  daysSinceStart?: number | null;
}

/** Days of this week that can be judged: the days passed this week, and no more than since she started. */
export function observedDays(stats: Partial<Pick<WeeklyStats, 'totalDays'>>, window: WeekWindow = {}): number {
  const passed = typeof stats.totalDays === 'number' && stats.totalDays > 0 ? Math.min(stats.totalDays, DAYS_PER_WEEK) : DAYS_PER_WEEK;
  const since = typeof window.daysSinceStart === 'number' && window.daysSinceStart > 0 ? window.daysSinceStart : Number.POSITIVE_INFINITY;
  return Math.min(passed, since);
}

/** A whole-week threshold pro-rated to the days observed (3 of 7 → 1 of 3): at least 1; the full value for a full week. */
export function proRatedThreshold(weekThreshold: number, observed: number): number {
  if (observed >= DAYS_PER_WEEK) return weekThreshold;
  return Math.max(1, Math.round((weekThreshold * observed) / DAYS_PER_WEEK));
}

/** "this week" or "since you started" — how the reason names the days it counts. */
export function weekScope(stats: Partial<Pick<WeeklyStats, 'totalDays'>>, window: WeekWindow = {}): string {
  const passed = typeof stats.totalDays === 'number' && stats.totalDays > 0 ? Math.min(stats.totalDays, DAYS_PER_WEEK) : DAYS_PER_WEEK;
  return observedDays(stats, window) < passed ? 'since you started' : passed < DAYS_PER_WEEK ? 'so far this week' : 'this week';
}

const daysWord = (n: number): string => countOf(n, 'day');

/**
 * §8 local weekly-recommendation rules, in this order:
 * movement < 3 → high 'add' movement; mindfulness < 2 → medium breathing; a fatigue symptom or a
 * declining energy trend → high 'modify' supplement. The day thresholds are for a whole week and
 * are pro-rated to the days observed (days passed this week, and days since she started); with
 * fewer than 3 observed days they do not fire. Each reason quotes her numbers.
 */
export function localWeeklyRecommendations(
  stats: Pick<WeeklyStats, 'categoryStats' | 'commonSymptoms' | 'energyTrend'> & Partial<Pick<WeeklyStats, 'totalDays'>>,
  window: WeekWindow = {},
): WeeklyRecommendation[] {
  const result: WeeklyRecommendation[] = [];
  const observed = observedDays(stats, window);
  const scope = weekScope(stats, window);
  if (observed >= MIN_OBSERVED_DAYS_FOR_SHORTFALL) {
    const moved = stats.categoryStats.movement;
    if (moved < proRatedThreshold(LOCAL_RULE_MIN_MOVEMENT_DAYS, observed)) {
      result.push({
        ...LOCAL_RECOMMENDATIONS.addMovement,
        rationale: `You ticked movement on ${moved} of ${daysWord(observed)} ${scope}. Gentle daily movement supports energy and hormone balance.`,
      });
    }
    const calm = stats.categoryStats.mindfulness;
    if (calm < proRatedThreshold(LOCAL_RULE_MIN_MINDFULNESS_DAYS, observed)) {
      result.push({
        ...LOCAL_RECOMMENDATIONS.breathing,
        rationale: `You ticked mindfulness on ${calm} of ${daysWord(observed)} ${scope}. A short breathing practice helps lower stress.`,
      });
    }
  }
  const fatigue = stats.commonSymptoms.find((s) => containsKeyword(s, 'fatigue'));
  if (fatigue !== undefined || stats.energyTrend === 'declining') {
    const why =
      fatigue !== undefined
        ? `“${fatigue}” is among your most common symptoms ${scope === 'this week' ? 'this week' : scope}.`
        : 'Your energy trend this week is going down.';
    result.push({ ...LOCAL_RECOMMENDATIONS.modifySupplement, rationale: `${why} Consider magnesium or vitamin D timing, and check with your healthcare provider.` });
  }
  return result;
}

/** §9 previous-days list: up to 7 logs dated before `today`, newest first. */
export function previousDaysLogs<T extends { date: string }>(logs: readonly T[], today: string, limit = PREVIOUS_DAYS_COUNT): T[] {
  return logs
    .filter((l) => l.date < today)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, limit);
}
