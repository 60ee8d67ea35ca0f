import { FOCUS_AREAS, ONBOARDING_QUESTION_IDS } from '../constants/enums';
import { FOCUS_AREA_LABELS } from '../constants/onboarding';
import { MAX_CHALLENGES_ON_CREATION, MAX_FOCUS_CHIPS, MAX_INSIGHTS } from '../constants/program';
import type { FocusArea } from '../schemas/enums';
import type { OnboardingResponses, PersonalizedProfile } from '../schemas/onboarding';
import { containsAnyKeyword, keywordForms, words } from './keywords';

/** §5 focus-area keywords, in spec order. */
export const FOCUS_AREA_KEYWORDS: Readonly<Record<FocusArea, readonly string[]>> = {
  emotional_health: ['stress', 'anxiety', 'depression', 'sleep', 'insomnia', 'mood', 'overwhelm', 'burnout'],
  physical_fitness: ['exercise', 'workout', 'gym', 'running', 'cardio', 'strength', 'active', 'fitness'],
  diet: ['eat', 'food', 'diet', 'nutrition', 'restaurant', 'cook', 'meal', 'snack'],
  mobility: ['pain', 'stiff', 'mobility', 'movement', 'joint', 'stretch', 'back', 'neck'],
  recovery: ['recovery', 'rest', 'massage', 'meditation', 'mindfulness', 'relax', 'tired', 'fatigue'],
  chronic_issues: ['chronic', 'condition', 'illness', 'injury', 'disease', 'disorder', 'hormone', 'autoimmune'],
};

/** Answers as a list: a list is used as is; a responses map is read in question order. */
export function answerList(answers: readonly string[] | OnboardingResponses): string[] {
  if (Array.isArray(answers)) return [...(answers as readonly string[])];
  const map = answers as OnboardingResponses;
  return ONBOARDING_QUESTION_IDS.map((id) => map[id]).filter((a): a is string => typeof a === 'string');
}

/** For each focus area, the (trimmed, non-empty) answers that mention one of its keywords. */
export function focusAreaMatches(answers: readonly string[] | OnboardingResponses): Record<FocusArea, string[]> {
  const list = answerList(answers)
    .map((a) => a.trim())
    .filter((a) => a !== '');
  const result = {} as Record<FocusArea, string[]>;
  for (const area of FOCUS_AREAS) {
    result[area] = list.filter((answer) => containsAnyKeyword(answer, FOCUS_AREA_KEYWORDS[area]));
  }
  return result;
}

/**
 * Focus areas mentioned in the answers, in the spec's order (emotional_health, physical_fitness,
 * diet, mobility, recovery, chronic_issues), at most `limit` (default MAX_INSIGHTS = 4).
 */
export function detectFocusAreas(
  answers: readonly string[] | OnboardingResponses,
  limit: number = MAX_INSIGHTS,
): FocusArea[] {
  const matches = focusAreaMatches(answers);
  return FOCUS_AREAS.filter((area) => matches[area].length > 0).slice(0, Math.max(0, limit));
}

/** The lifestyle-profile lists (§3) built from the answers: each area holds its matching answers. */
export function buildPersonalizedProfile(answers: readonly string[] | OnboardingResponses): PersonalizedProfile {
  const matches = focusAreaMatches(answers);
  return {
    emotionalHealth: matches.emotional_health,
    physicalFitness: matches.physical_fitness,
    diet: matches.diet,
    mobility: matches.mobility,
    recovery: matches.recovery,
    chronicIssues: matches.chronic_issues,
  };
}

/** Up to 3 focus-area display names sent as `challenges` on user creation (§7, §9). */
export function challengesFromAnswers(answers: readonly string[] | OnboardingResponses): string[] {
  return detectFocusAreas(answers, MAX_CHALLENGES_ON_CREATION).map((area) => FOCUS_AREA_LABELS[area]);
}

/** Weekly check-in focus chips: the stored profile's keys that hold non-empty lists, at most 4 (§2, §9). */
export function focusChipsFromProfile(profile: Readonly<Record<string, unknown>> | null | undefined): string[] {
  if (!profile) return [];
  return Object.entries(profile)
    .filter(([, value]) => Array.isArray(value) && value.length > 0)
    .map(([key]) => key)
    .slice(0, MAX_FOCUS_CHIPS);
}

/** One insight with the words of hers that led to it ("You mentioned “stress” and “sleep”"). */
export interface InsightReason {
  area: FocusArea;
  label: string;
  /** Her words that matched, in the order she used them (at most 3). */
  words: string[];
}

/** The focus areas shown as insights (at most 4), each with the words of hers that led to it. */
export function insightReasons(answers: readonly string[] | OnboardingResponses, limit: number = MAX_INSIGHTS): InsightReason[] {
  const said = answerList(answers).flatMap((a) => words(a));
  return detectFocusAreas(answers, limit).map((area) => {
    const found: string[] = [];
    for (const w of said) {
      if (found.length >= 3 || found.includes(w)) continue;
      if (FOCUS_AREA_KEYWORDS[area].some((kw) => keywordForms(kw).has(w))) found.push(w);
    }
    return { area, label: FOCUS_AREA_LABELS[area], words: found };
  });
}
