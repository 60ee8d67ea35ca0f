import { countOf, daysActivePercent, formatLongUsDate, PROGRESS_MAX_WEEKS, ratingOf, type WeekProgress, type WeeklyReview } from '@cadence/domain';

/** One point of the progress chart: a week, its energy/mood score (if rated) and its days active %. */
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
export const CHART_MAX_WEEKS = PROGRESS_MAX_WEEKS;

const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Energy/mood by week (from reviews; a week she did not rate has none: docs/decisions/133) and days active % by week
 * — the server's weekly statistics of each week, the very figures the Log's weekly tab shows (docs/decisions/134) —
 * oldest week first.
 */
export function buildWeekPoints(reviews: readonly WeeklyReview[], progress: readonly WeekProgress[]): WeekPoint[] {
  const weeks = new Set<string>([...reviews.map((r) => r.weekStartDate), ...progress.map((p) => p.weekStartDate)]);
  const ordered = [...weeks].sort().slice(-CHART_MAX_WEEKS);
  return ordered.map((weekStart) => {
    const review = reviews.find((r) => r.weekStartDate === weekStart);
    const week = progress.find((p) => p.weekStartDate === weekStart);
    return {
      weekStart,
      label: SHORT.format(new Date(`${weekStart}T00:00:00Z`)),
      score: review ? ratingOf(review) : null,
      reflected: review !== undefined,
      completion: week?.logged ? daysActivePercent(week.stats) : null,
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
  return `Weekly progress, ${countOf(points.length, 'week')}: ${parts.join('; ')}.`;
}
