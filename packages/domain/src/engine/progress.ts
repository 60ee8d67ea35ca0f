import {
  ONBOARDING_QUESTION_COUNT,
  RECOMMENDATION_TITLE_ELLIPSIS,
  RECOMMENDATION_TITLE_KEEP_LENGTH,
  RECOMMENDATION_TITLE_MAX_LENGTH,
  SCORE_GREEN_MIN,
  SCORE_ORANGE_MIN,
  SCORE_YELLOW_MIN,
  WIZARD_PROGRESS_DOTS,
} from '../constants/program';
import type { ScoreColor } from '../schemas/enums';

/** §2/§9 onboarding progress: step / 5 × 100, step clamped to 0..5. */
export function onboardingProgress(step: number): number {
  const s = Number.isFinite(step) ? Math.min(Math.max(step, 0), ONBOARDING_QUESTION_COUNT) : 0;
  return (s / ONBOARDING_QUESTION_COUNT) * 100;
}

/** Badge 'Question N of 5' (§2). */
export function onboardingStepLabel(step: number): string {
  return `Question ${step} of ${ONBOARDING_QUESTION_COUNT}`;
}

/** Forward button of the five-question onboarding: 'Next', or 'Generate Plan' on the last step (§2). */
export function onboardingNextLabel(step: number): 'Next' | 'Generate Plan' {
  return step >= ONBOARDING_QUESTION_COUNT ? 'Generate Plan' : 'Next';
}

/** 'Step N of 3' shown on wizard steps 1-3 (§2); null on steps 0 and 4. */
export function wizardStepLabel(step: number): string | null {
  return step >= 1 && step <= WIZARD_PROGRESS_DOTS ? `Step ${step} of ${WIZARD_PROGRESS_DOTS}` : null;
}

/** Wizard forward button: 'Generate Routines' on step 2, 'Complete Setup' on step 3, else 'Continue' (§2). */
export function wizardForwardLabel(step: number): 'Continue' | 'Generate Routines' | 'Complete Setup' {
  if (step === 2) return 'Generate Routines';
  if (step === 3) return 'Complete Setup';
  return 'Continue';
}

/** §9 score colours: ≥8 green, 6–7 yellow, 4–5 orange, below 4 red. */
export function scoreColor(score: number): ScoreColor {
  if (score >= SCORE_GREEN_MIN) return 'green';
  if (score >= SCORE_YELLOW_MIN) return 'yellow';
  if (score >= SCORE_ORANGE_MIN) return 'orange';
  return 'red';
}

/** Score badge 'n/10' (§2). */
export function scoreBadge(score: number | null): string {
  return score === null ? NOT_RATED : `${score}/10`;
}

/** What a week she did not rate shows instead of a score (docs/decisions/133). */
export const NOT_RATED = 'Not rated';

/** §9 percent completed: done / total, rounded, within 0–100; 0 when total is 0 or inputs are invalid. */
export function percentCompleted(done: number, total: number): number {
  if (!Number.isFinite(done) || !Number.isFinite(total) || total <= 0 || done <= 0) return 0;
  return Math.round((Math.min(done, total) / total) * 100);
}

/** §9 Days Active: completedDays over totalDays as a (rounded) percentage. */
export function daysActivePercent(stats: { completedDays: number; totalDays: number }): number {
  return percentCompleted(stats.completedDays, stats.totalDays);
}

/**
 * §5/§9 recommendation title: the text cut to 47 characters plus '...' when longer than 50.
 * Leading/trailing spaces are removed first; a cut never splits a surrogate pair (emoji), so the
 * result is at most 50 UTF-16 units and always valid text.
 */
export function truncateRecommendationTitle(text: string): string {
  const t = text.trim();
  if (t.length <= RECOMMENDATION_TITLE_MAX_LENGTH) return t;
  let cut = RECOMMENDATION_TITLE_KEEP_LENGTH;
  const last = t.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return t.slice(0, cut) + RECOMMENDATION_TITLE_ELLIPSIS;
}

/** Weekly check-in hint: the first two stored recommendation titles and how many more (§2). */
export function recommendationHint(titles: readonly string[]): { shown: string[]; more: number } {
  return { shown: titles.slice(0, 2), more: Math.max(0, titles.length - 2) };
}
