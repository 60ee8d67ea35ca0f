// Weekly statistics from logs and the local recommendation rules of §8 (used when the server's
// recommendation generation fails).
import { LOG_COMPLETION_TYPES, WEEKLY_CATEGORY_TYPES } from '../constants/enums';
import { LOCAL_RULE_MIN_MINDFULNESS_DAYS, LOCAL_RULE_MIN_MOVEMENT_DAYS, PREVIOUS_DAYS_COUNT } from '../constants/program';
import { containsKeyword } from '../classifiers/keywords';
import { summarizeSymptoms } from '../classifiers/categorize';
import type { EnergyTrend } from '../schemas/enums';
import type { DailyLog } from '../schemas/log';
import type { ExtractLevel } from '../schemas/plan';
import type { WeeklyRecommendation, WeeklyStats } from '../schemas/weekly';
import { weekDates } from './dates';

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
  Partial<Pick<DailyLog, 'notes' | 'transcript' | 'llmExtract'>>;

/** Whether anything was completed in the log: a type flag or any ticked subtask. */
export function logHasActivity(log: Pick<DailyLog, 'completed' | 'subtasks'>): boolean {
  return (
    LOG_COMPLETION_TYPES.some((t) => log.completed[t]) ||
    Object.values(log.subtasks).some((ticks) => Object.values(ticks).some((v) => v === true))
  );
}

/** Symptoms of one log: its extract's list plus the keyword summary of notes, transcript and a text extract. */
export function symptomsOf(log: LogLike): string[] {
  const found = new Set<string>();
  const texts = [log.notes ?? '', log.transcript ?? ''];
  const extract = log.llmExtract;
  if (typeof extract === 'string') texts.push(extract);
  else if (extract) for (const s of extract.symptoms) found.add(s.trim().toLowerCase());
  for (const s of summarizeSymptoms(texts)) found.add(s);
  found.delete('');
  return [...found];
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
 * - completedDays: days (up to totalDays) whose log has any completion;
 * - categoryStats: days with the movement / nutrition / mindfulness flag set;
 * - commonSymptoms: symptoms from llmExtract lists and the keyword summary of notes, transcript
 *   and text extracts, most frequent first (ties: first seen), at most 5;
 * - energyTrend: from llmExtract.energy in date order (see energyTrendOf).
 * Logs outside the week are ignored; for several logs with the same date the last one counts.
 */
export function weeklyStatsFromLogs(logs: readonly LogLike[], weekStart: string, today?: string): WeeklyStats {
  const days = weekDates(weekStart);
  const lastIndex = today !== undefined && days.includes(today) ? days.indexOf(today) : days.length - 1;
  const inWeek = new Set(days.slice(0, lastIndex + 1));
  const byDate = new Map<string, LogLike>();
  for (const log of logs) if (inWeek.has(log.date)) byDate.set(log.date, log);
  const weekLogs = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));

  const categoryStats = { movement: 0, nutrition: 0, mindfulness: 0 };
  const symptomCounts = new Map<string, number>();
  const energy: number[] = [];
  let completedDays = 0;
  for (const log of weekLogs) {
    if (logHasActivity(log)) completedDays += 1;
    for (const t of WEEKLY_CATEGORY_TYPES) if (log.completed[t]) categoryStats[t] += 1;
    for (const s of symptomsOf(log)) symptomCounts.set(s, (symptomCounts.get(s) ?? 0) + 1);
    const e = log.llmExtract && typeof log.llmExtract === 'object' ? levelScore(log.llmExtract.energy) : null;
    if (e !== null) energy.push(e);
  }
  const commonSymptoms = [...symptomCounts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_COMMON_SYMPTOMS)
    .map(([s]) => s);
  return { completedDays, totalDays: inWeek.size, categoryStats, commonSymptoms, energyTrend: energyTrendOf(energy) };
}

/** The local suggestions, exact labels. */
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

/**
 * §8 local weekly-recommendation rules, in this order:
 * movement < 3 → high 'add' movement; mindfulness < 2 → medium breathing; a fatigue symptom or a
 * declining energy trend → high 'modify' supplement.
 */
export function localWeeklyRecommendations(
  stats: Pick<WeeklyStats, 'categoryStats' | 'commonSymptoms' | 'energyTrend'>,
): WeeklyRecommendation[] {
  const result: WeeklyRecommendation[] = [];
  if (stats.categoryStats.movement < LOCAL_RULE_MIN_MOVEMENT_DAYS) result.push({ ...LOCAL_RECOMMENDATIONS.addMovement });
  if (stats.categoryStats.mindfulness < LOCAL_RULE_MIN_MINDFULNESS_DAYS) result.push({ ...LOCAL_RECOMMENDATIONS.breathing });
  const fatigue = stats.commonSymptoms.some((s) => containsKeyword(s, 'fatigue'));
  if (fatigue || stats.energyTrend === 'declining') result.push({ ...LOCAL_RECOMMENDATIONS.modifySupplement });
  return result;
}

/** §9 previous-days list: up to 7 logs dated before `today`, newest first. */
export function previousDaysLogs<T extends { date: string }>(logs: readonly T[], today: string, limit = PREVIOUS_DAYS_COUNT): T[] {
  return logs
    .filter((l) => l.date < today)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, limit);
}
