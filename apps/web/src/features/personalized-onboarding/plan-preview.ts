import {
  buildPersonalizedProfile,
  challengesFromAnswers,
  DEFAULT_PROGRAM_NAME,
  DEFAULT_USER_NAME,
  detectFocusAreas,
  extractNameAndLocation,
  FOCUS_AREA_LABELS,
  generateResetProgram,
  insightReasons,
  type InsightReason,
  ONBOARDING_QUESTIONS,
  type OnboardingRecommendation,
  type OnboardingResponses,
  type PersonalizedProfile,
} from '@cadence/domain';

/** What the result screen shows, computed from the five answers by the domain rules. */
export interface PlanPreview {
  responses: OnboardingResponses;
  /** Extracted from answer 1 ('my name is …', 'I live in …'); defaults when absent. */
  name: string;
  location: string;
  programName: string;
  /** Up to 4 focus-area display names ('Your Personalized Insights'). */
  insights: string[];
  /** The same insights with the words of hers that led to each. */
  insightReasons: InsightReason[];
  /** Whether a name was found in answer 1 (else `name` is the default and she is asked for it). */
  nameFound: boolean;
  /** Up to 3 focus-area names sent as the new user's challenges. */
  challenges: string[];
  profile: PersonalizedProfile;
  recommendations: OnboardingRecommendation[];
}

/** The answers as the spec's responses map (question id → trimmed answer). */
export function toResponses(answers: readonly string[]): OnboardingResponses {
  const responses: OnboardingResponses = {};
  ONBOARDING_QUESTIONS.forEach((q, i) => {
    responses[q.id] = (answers[i] ?? '').trim();
  });
  return responses;
}

export function buildPlanPreview(answers: readonly string[]): PlanPreview {
  const responses = toResponses(answers);
  const { name, location } = extractNameAndLocation(responses.basic_info ?? '');
  // The same deterministic, safety-screened rule coach the server falls back to, so the cards
  // shown here are the routines that get saved (the server's answer replaces them when it differs).
  const program = generateResetProgram({ name: name ?? DEFAULT_USER_NAME, responses });
  return {
    responses,
    name: name ?? DEFAULT_USER_NAME,
    location: location ?? '',
    programName: DEFAULT_PROGRAM_NAME,
    insights: detectFocusAreas(responses).map((a) => FOCUS_AREA_LABELS[a]),
    insightReasons: insightReasons(responses),
    nameFound: name !== undefined,
    challenges: challengesFromAnswers(responses),
    profile: buildPersonalizedProfile(responses),
    recommendations: program.recommendations,
  };
}

/** The preview with the name and location she corrected on the result screen (blank name → the default). */
export function withProfileCorrections(preview: PlanPreview, edits: { name: string; location: string }): PlanPreview {
  const name = edits.name.trim();
  return { ...preview, name: name === '' ? DEFAULT_USER_NAME : name, location: edits.location.trim(), nameFound: name !== '' };
}
