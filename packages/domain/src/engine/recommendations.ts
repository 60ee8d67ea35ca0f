import { categorizeRecommendation } from '../classifiers/categorize';
import { PERSONALIZED_ROUTINE_FREQUENCY } from '../constants/program';
import type { OnboardingRecommendation } from '../schemas/onboarding';
import type { CreateRoutineInput } from '../schemas/routine';
import { isRoutineIncluded } from '../schemas/predicates';
import { truncateRecommendationTitle } from './progress';

/** An onboarding recommendation from one AI recommendation string (title truncated, category by keyword). */
export function recommendationFromText(text: string): OnboardingRecommendation {
  const description = text.trim();
  return {
    title: truncateRecommendationTitle(description),
    description,
    category: categorizeRecommendation(description),
    frequency: PERSONALIZED_ROUTINE_FREQUENCY,
  };
}

/** The routine created for a personalised-onboarding recommendation (§7; always daily, §9). */
export function recommendationToRoutineInput(rec: OnboardingRecommendation, userId: string): CreateRoutineInput {
  return {
    userId,
    type: rec.category,
    label: rec.title,
    notes: rec.description,
    frequency: PERSONALIZED_ROUTINE_FREQUENCY,
    subtasks: [],
    isPersonalized: true,
    active: true,
  };
}

/** The wizard routines sent on completion: only those not excluded (§7). */
export function includedRoutines<T extends { included?: boolean | null }>(routines: readonly T[]): T[] {
  return routines.filter(isRoutineIncluded);
}

/** Toggle a wizard routine's included flag (absent counts as included). */
export function toggleIncluded<T extends { included?: boolean | null }>(routine: T): T & { included: boolean } {
  return { ...routine, included: !isRoutineIncluded(routine) };
}
