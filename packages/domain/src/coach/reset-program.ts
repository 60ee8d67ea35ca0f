// Rule-based reset programme from the five onboarding answers (generate-reset-program without an
// LLM). Answers are triaged first; recommendations are screened for supplements against the user
// AND the answers themselves (an answer "I take levothyroxine" counts as a medication).
import type { SupplementScreeningProfile } from '../catalogues';
import { answerList, categorizeRecommendation, detectFocusAreas, FOCUS_AREA_RECOMMENDATIONS, STATIC_FALLBACK_RECOMMENDATIONS } from '../classifiers';
import { DEFAULT_PROGRAM_NAME, MAX_INSIGHTS } from '../constants';
import type { FocusArea, OnboardingRecommendation, OnboardingResponses, ResetProgram, SafetyNotice } from '../schemas';
import { sanitizeRecommendations } from '../safety/guard';
import { screeningProfileFrom } from '../safety/supplement-screen';
import { triageMany } from '../safety/triage';
import { MEDICAL_DISCLAIMER } from '../safety/weight-talk';
import { primaryIntents, sharesIntent, type Intent } from './intents';
import { lifeSignalsFrom, PERIMENOPAUSE_RECOMMENDATION, type LifeSignals } from './life-signals';
import { detectThemes, type Theme } from './themes';

/** At most this many recommendations in a generated programme. */
export const MAX_PROGRAM_RECOMMENDATIONS = 6;

/** Extra recommendations for themes the six focus areas do not cover well. */
const THEME_RECOMMENDATIONS: Readonly<Partial<Record<Theme, OnboardingRecommendation>>> = {
  cycle: STATIC_FALLBACK_RECOMMENDATIONS[2] as OnboardingRecommendation, // Seed Cycling
  energy: STATIC_FALLBACK_RECOMMENDATIONS[0] as OnboardingRecommendation, // Morning Sunlight
  sleep: {
    title: 'Consistent Sleep Window',
    description: 'Go to bed and get up at similar times every day, with a screen-free last hour to help your body wind down.',
    category: 'mindfulness',
    frequency: 'daily',
  },
  stress: {
    title: 'Ashwagandha for Stress Support',
    description:
      'Some people find ashwagandha helps them feel calmer under stress. Typical amount: 250-600 mg of root extract a day, for up to about 3 months. Check with your doctor or pharmacist first.',
    category: 'supplement',
    frequency: 'daily',
  },
  digestion: {
    title: 'Gut-Friendly Meals',
    description: 'Eat at regular times, add fibre gradually and take a relaxed ten-minute walk after your main meal.',
    category: 'nutrition',
    frequency: 'daily',
  },
  mood: {
    title: 'Daily Daylight & Connection',
    description: 'Walk outside in daylight for ten minutes and reach out to one person you like each day.',
    category: 'movement',
    frequency: 'daily',
  },
};

/** Subtitle by the first theme found; no theme keeps the default programme name. */
const PROGRAM_SUBTITLES: Readonly<Record<Theme, string>> = {
  stress: 'Calm & Balance',
  anxiety: 'Calm & Balance',
  sleep: 'Restful Sleep',
  injury: 'Gentle Strength',
  mobility: 'Gentle Strength',
  cycle: 'Cycle Harmony',
  energy: 'Energy Renewal',
  digestion: 'Gut Harmony',
  mood: 'Brighter Days',
};

export interface ResetProgramParams {
  name?: string | null;
  responses: OnboardingResponses | readonly string[];
  /** The user's saved safety profile, when known. */
  user?: SupplementScreeningProfile | null;
}

export interface GeneratedResetProgram {
  programTitle: string;
  /** Up to 4 focus areas (the result screen's insights). */
  focusAreas: FocusArea[];
  recommendations: OnboardingRecommendation[];
  /** Red-flag notice for the answers, or null. Show it prominently when present. */
  safety: SafetyNotice | null;
  disclaimer: string;
}

/** Titles that assume a natural cycle (not on the pill or HRT, not pregnant, not after menopause). */
const NATURAL_CYCLE_ONLY: readonly string[] = ['Seed Cycling', 'Cycle-Aligned Movement'];

/** Whether a recommendation fits what her answers say about her cycle and life stage. */
export function fitsLifeSignals(r: Pick<OnboardingRecommendation, 'title' | 'description'>, signals: LifeSignals): boolean {
  // Perimenopausal cycles are irregular: day-counted advice does not fit either.
  if (signals.naturalCycle && !signals.perimenopause) return true;
  const intents = primaryIntents(r.title, r.description);
  return !NATURAL_CYCLE_ONLY.includes(r.title) && !intents.has('seed-cycling');
}

/**
 * Keeps the first recommendation of each idea: a later one whose title (or, without one, its
 * description) shares an intent with an earlier one is dropped ('Morning Sunlight' after
 * 'Daily Daylight & Connection').
 */
export function dedupeByIntent<T extends { title: string; description: string }>(items: readonly T[]): T[] {
  const kept: T[] = [];
  const seen = new Set<Intent>();
  for (const item of items) {
    const intents = primaryIntents(item.title, item.description);
    if (kept.some((k) => k.title === item.title) || sharesIntent(intents, seen)) continue;
    kept.push(item);
    for (const i of intents) seen.add(i);
  }
  return kept;
}

export function generateResetProgram({ responses, user }: ResetProgramParams): GeneratedResetProgram {
  const answers = answerList(responses as OnboardingResponses);
  const safety = triageMany(answers);
  const allAreas = detectFocusAreas(answers, Number.POSITIVE_INFINITY);
  const focusAreas = allAreas.slice(0, MAX_INSIGHTS);
  const themes = detectThemes(answers);
  const screening = screeningProfileFrom(user, ...answers);
  const signals = lifeSignalsFrom([...answers, user?.healthConditions, user?.medications], user?.lifeStage);

  const candidates: OnboardingRecommendation[] = [];
  const add = (r: OnboardingRecommendation | undefined): void => {
    if (r !== undefined && !candidates.some((c) => c.title === r.title)) candidates.push({ ...r });
  };
  // Hot flushes / night sweats / perimenopause named: her most specific need goes first.
  if (signals.perimenopause) add({ ...PERIMENOPAUSE_RECOMMENDATION });
  for (const area of allAreas) add(FOCUS_AREA_RECOMMENDATIONS[area]);
  for (const theme of themes) add(THEME_RECOMMENDATIONS[theme]);
  const fitting = (list: readonly OnboardingRecommendation[]): OnboardingRecommendation[] =>
    dedupeByIntent(list.filter((r) => fitsLifeSignals(r, signals)));

  let recommendations = sanitizeRecommendations(fitting(candidates), screening).slice(0, MAX_PROGRAM_RECOMMENDATIONS);
  if (recommendations.length === 0) recommendations = sanitizeRecommendations(fitting(STATIC_FALLBACK_RECOMMENDATIONS), screening);
  const first = themes[0];
  return {
    programTitle: first === undefined ? DEFAULT_PROGRAM_NAME : `${DEFAULT_PROGRAM_NAME}: ${PROGRAM_SUBTITLES[first]}`,
    focusAreas,
    recommendations: recommendations.map((r) => ({ ...r, frequency: 'daily' })),
    safety,
    disclaimer: MEDICAL_DISCLAIMER,
  };
}

const CATEGORY_HINTS: Readonly<Record<OnboardingRecommendation['category'], string>> = {
  mindfulness: 'Mindful practice',
  movement: 'Movement',
  nutrition: 'Nutrition',
  supplement: 'Supplement',
  other: 'Habit',
};

/**
 * One recommendation as a string the web's keyword fallback (recommendationFromText) reads back
 * into the same category: "Title: description" when that already categorises correctly, else
 * a category hint is put first and the description is left out if it pulls elsewhere.
 */
export function recommendationToText(r: OnboardingRecommendation): string {
  const candidates = [
    `${r.title}: ${r.description}`,
    `${CATEGORY_HINTS[r.category]}: ${r.title}. ${r.description}`,
    `${CATEGORY_HINTS[r.category]}: ${r.title}`,
  ];
  return candidates.find((c) => categorizeRecommendation(c) === r.category) ?? (candidates[0] as string);
}

/** The spec's response shape: `resetProgram {programTitle, recommendations: string[]}`. */
export function toResetProgram(program: Pick<GeneratedResetProgram, 'programTitle' | 'recommendations'>): ResetProgram {
  return { programTitle: program.programTitle, recommendations: program.recommendations.map(recommendationToText) };
}
