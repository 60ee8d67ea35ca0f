import { daysActivePercent, formatLongUsDate, ratingOf, weekStartMonday, weeklyStatsFromLogs, type DailyLog, type WeeklyReview } from '@cadence/domain';

/** One point of the progress chart: a week, its energy/mood score (if reflected) and task completion %. */
export interface WeekPoint {
  weekStart: string;
  /** Short axis label, e.g. 'Mar 3'. */
  label: string;
  score: number | null;
  /** She reflected on this week (with or without a rating). */
  reflected: boolean;
  completion: number | null;
}

/** Weeks shown at most (the most recent ones). */
export const CHART_MAX_WEEKS = 12;

const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Energy/mood by week (from reviews) and task completion by week (Days Active % of the week's
 * logs, domain weeklyStatsFromLogs + daysActivePercent), oldest week first.
 */
export function buildWeekPoints(reviews: readonly WeeklyReview[], logs: readonly DailyLog[], today: string): WeekPoint[] {
  const weeks = new Set<string>(reviews.map((r) => r.weekStartDate));
  for (const log of logs) weeks.add(weekStartMonday(log.date));
  const ordered = [...weeks].sort().slice(-CHART_MAX_WEEKS);
  return ordered.map((weekStart) => {
    const review = reviews.find((r) => r.weekStartDate === weekStart);
    const hasLogs = logs.some((l) => weekStartMonday(l.date) === weekStart);
    return {
      weekStart,
      label: SHORT.format(new Date(`${weekStart}T00:00:00Z`)),
      // A week she did not rate has no point on the line (docs/decisions/133).
      score: review ? ratingOf(review) : null,
      reflected: review !== undefined,
      completion: hasLogs ? daysActivePercent(weeklyStatsFromLogs(logs, weekStart, today)) : null,
    };
  });
}

/** A one-sentence summary of the chart for assistive technology. */
export function chartSummary(points: readonly WeekPoint[]): string {
  if (points.length === 0) return 'No weekly data yet.';
  const parts = points.map((p) => {
    const score = p.score !== null ? `energy and mood ${p.score} out of 10` : p.reflected ? 'energy and mood not rated' : 'no reflection';
    const completion = p.completion === null ? 'no tasks logged' : `${p.completion}% of days active`;
    return `week of ${formatLongUsDate(p.weekStart)}: ${score}, ${completion}`;
  });
  return `Weekly progress, ${points.length} ${points.length === 1 ? 'week' : 'weeks'}: ${parts.join('; ')}.`;
}
