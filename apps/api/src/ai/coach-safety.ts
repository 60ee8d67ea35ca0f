import {
  MEDICAL_DISCLAIMER,
  sanitizeDailyPlan,
  sanitizeRecommendations,
  scrubUnsafeAdvice,
  triageMany,
  type DailyPlan,
  type OnboardingRecommendation,
  type SafetyNotice,
  type User,
  type WeeklyRecommendation,
  type WizardRoutine,
} from '@cadence/domain';

// The safety rails shared by both coaches (all from @cadence/domain's safety module):
// triage BEFORE generating; after generating, supplement screening for this user, calorie /
// weight-target scrubbing, and the 'not medical advice' disclaimer.

export function medicalDisclaimer(): string {
  return MEDICAL_DISCLAIMER;
}

/** Red-flag triage of everything the person wrote; a notice means: generate nothing. */
export function triage(texts: readonly (string | null | undefined)[]): SafetyNotice | null {
  return triageMany(texts);
}

export function scrub(text: string): string {
  return scrubUnsafeAdvice(text);
}

export function cleanOnboardingRecommendations(recs: readonly OnboardingRecommendation[], user: User | null | undefined): OnboardingRecommendation[] {
  return sanitizeRecommendations(recs, user ?? {});
}

export function cleanWeeklyRecommendations(recs: readonly WeeklyRecommendation[], user: User | null | undefined): WeeklyRecommendation[] {
  return sanitizeRecommendations(recs, user ?? {});
}

export function cleanWizardRoutines(routines: readonly WizardRoutine[], user: User | null | undefined): WizardRoutine[] {
  return sanitizeRecommendations(routines, user ?? {});
}

/** Screening, scrubbing and the disclaimer for a generated plan. */
export function cleanPlan(plan: DailyPlan, user: User | null | undefined): DailyPlan {
  return sanitizeDailyPlan(plan, user ?? {});
}
