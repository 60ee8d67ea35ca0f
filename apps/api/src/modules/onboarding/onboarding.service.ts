import type {
  GenerateResetProgramInput,
  GenerateRoutinesInput,
  LifestyleProfile,
  LifestyleProfileInput,
  OnboardingRecommendation,
  OnboardingResponsesInput,
  OnboardingResponsesRecord,
  PersonalizedRecommendationsInput,
  ResetProgram,
  SafetyNotice,
  User,
  WizardProfile,
  WizardRoutine,
} from '@cadence/domain';
import {
  answerList,
  DEFAULT_PROGRAM_NAME,
  detectFocusAreas,
  fallbackWizardRoutines,
  keywordBasedRecommendations,
  MAX_CHALLENGES,
  MEDICAL_DISCLAIMER,
  routineFieldsFromWizard,
  routineTypeFromLabel,
  sanitizeRecommendations,
  recommendationsWithoutSeedCycling,
  routinesForLifeStage,
  screeningProfileFrom,
  screenRecommendationsDetailed,
  scrubItem,
  triageMany,
  withMentionedMedicines,
} from '@cadence/domain';
import type { Logger } from 'pino';
import type { Coach } from '../../ai/coach';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { RoutineService } from '../routines/routine.service';
import type { UserService } from '../users/user.service';
import {
  toLifestyleProfile,
  toRecommendationRecord,
  toResponses,
  toResponsesRecord,
  type RecommendationRecord,
} from './onboarding.mapper';
import type { OnboardingRepository } from './onboarding.repository';
import type { CompleteOnboardingBody } from './onboarding.schemas';
import type { UserDataPort } from '../../lib/user-data';

/** The user (or, before she exists, a bare profile) with the wizard's medicines and pregnancy answers. */
function withHealthAnswers(user: User | null, input: Pick<GenerateRoutinesInput, 'medications' | 'pregnancyStatus'>): User | null {
  if (input.medications === undefined && input.pregnancyStatus === undefined) return user;
  const base = user ?? ({ medications: '', healthConditions: '' } as unknown as User);
  return {
    ...base,
    medications: [base.medications, input.medications ?? ''].filter((t) => t.trim() !== '').join(', '),
    ...(input.pregnancyStatus !== undefined ? { pregnancyStatus: input.pregnancyStatus } : {}),
  };
}

/** `safety` is present only when red-flag triage fired. */
export type WithSafety<T> = T & { safety?: SafetyNotice };

export interface ResetProgramResponse {
  success: true;
  resetProgram: ResetProgram;
  /** Focus-area ids found in the answers (e.g. 'emotional_health'; display names: FOCUS_AREA_LABELS), at most 4. */
  focusAreas: string[];
  /** The full recommendations behind `resetProgram.recommendations` (same order). */
  recommendationDetails: OnboardingRecommendation[];
  safety?: SafetyNotice;
  /** 'Not medical advice' note: on every coach answer (docs/decisions/036). */
  disclaimer: string;
}

export interface SavedRecommendations extends RecommendationRecord {
  /** Recommendations not stored because they name a supplement this user must avoid. */
  screenedOut: { title: string; supplements: string[] }[];
}

const withSafety = <T extends object>(value: T, safety: SafetyNotice | null | undefined): WithSafety<T> =>
  safety ? { ...value, safety } : value;

/** One recommendation as the single text the spec's reset programme carries (§3: list of strings). */
export function recommendationText(rec: OnboardingRecommendation): string {
  const description = rec.description.trim();
  return description ? `${rec.title}: ${description}` : rec.title;
}

/** Challenges for the new user: the chosen ones plus a non-empty custom one, each once, at most MAX_CHALLENGES. */
export function wizardChallenges(profile: Pick<WizardProfile, 'challenges' | 'customChallenge'>): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of [...profile.challenges, profile.customChallenge]) {
    const c = raw.trim();
    const key = c.toLowerCase();
    if (c === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out.slice(0, MAX_CHALLENGES);
}

export interface OnboardingDeps {
  repo: OnboardingRepository;
  users: UserService;
  routines: RoutineService;
  coach: Coach;
  log: Pick<Logger, 'warn' | 'error'>;
}

/**
 * The two onboarding flows (spec §2, §7): the five-question personalised onboarding (responses,
 * lifestyle profile, reset programme, recommendations) and the stepped wizard (generated
 * routines, completion). Every answer is triaged for red flags; supplements are screened.
 */
export class OnboardingService {
  constructor(private readonly deps: OnboardingDeps) {}

  /** Her documents of this module, for export / restore / delete (docs/decisions/049; the account module calls these). */
  get userData(): UserDataPort {
    return this.deps.repo.userData;
  }

  /** POST /api/wellness/onboarding-responses — one record per user; a second post replaces the answers. */
  async saveResponses(userId: string, fields: Omit<OnboardingResponsesInput, 'userId'>): Promise<WithSafety<OnboardingResponsesRecord>> {
    const input = { ...fields, userId };
    const doc = await this.deps.repo.saveResponses(input.userId, newId(), toResponses(input.responses));
    const record = toResponsesRecord(doc);
    return withSafety(record, triageMany(answerList(record.responses)));
  }

  /** POST /api/wellness/lifestyle-profile — stores the profile and the programme name on the user. */
  async saveLifestyleProfile(userId: string, fields: Omit<LifestyleProfileInput, 'userId'>): Promise<LifestyleProfile> {
    const input = { ...fields, userId };
    const doc = await this.deps.repo.createProfile({
      _id: newId(),
      userId: input.userId,
      emotionalHealth: input.emotionalHealth,
      physicalFitness: input.physicalFitness,
      diet: input.diet,
      mobility: input.mobility,
      recovery: input.recovery,
      chronicIssues: input.chronicIssues,
      programName: input.programName,
    });
    await this.deps.users.setProgramName(input.userId, input.programName);
    return toLifestyleProfile(doc);
  }

  /** POST /api/wellness/generate-reset-program — the coach's programme, screened for this user. */
  async generateResetProgram(userId: string, fields: Omit<GenerateResetProgramInput, 'userId'>): Promise<ResetProgramResponse> {
    const input = { ...fields, userId };
    const user = await this.deps.users.getOwned(input.userId);
    if (!user) throw notFound();
    const responses = toResponses(input.responses);
    const answers = answerList(responses);
    let result: Awaited<ReturnType<Coach['resetProgram']>>;
    try {
      result = await this.deps.coach.resetProgram({ name: input.name, responses: responses as Record<string, string>, user });
    } catch (error) {
      // The coaches fall back on their own; this is the last resort (spec: keyword-based recommendations).
      this.deps.log.warn({ err: error }, 'reset programme generation failed; using keyword-based recommendations');
      result = { programTitle: DEFAULT_PROGRAM_NAME, focusAreas: [], recommendations: keywordBasedRecommendations(responses), safety: null };
    }
    const recommendations = sanitizeRecommendations(result.recommendations, this.screeningProfile(user, answers));
    const focusAreas = result.focusAreas.length > 0 ? result.focusAreas : detectFocusAreas(responses);
    const response: ResetProgramResponse = {
      success: true,
      resetProgram: {
        programTitle: result.programTitle || DEFAULT_PROGRAM_NAME,
        recommendations: recommendations.map(recommendationText),
      },
      focusAreas,
      recommendationDetails: recommendations,
      disclaimer: result.disclaimer || MEDICAL_DISCLAIMER,
    };
    return withSafety(response, result.safety ?? triageMany(answers));
  }

  /**
   * POST /api/wellness/personalized-recommendations — stores the chosen recommendations for the
   * user's lifestyle profile. A recommendation naming a supplement the user must avoid (medications,
   * conditions, pregnancy, or what she wrote in onboarding) is never stored.
   */
  async savePersonalizedRecommendations(userId: string, fields: Omit<PersonalizedRecommendationsInput, 'userId'>): Promise<SavedRecommendations> {
    const input = { ...fields, userId };
    const profile = await this.deps.repo.findProfileById(input.profileId);
    if (!profile || profile.userId !== input.userId) throw notFound();
    const user = await this.deps.users.getOwned(input.userId);
    if (!user) throw notFound();
    const stored = await this.deps.repo.findResponsesByUser(input.userId);
    // Seed cycling only for natural cycles (docs/decisions/043): left out, and reported, for other life stages.
    const fitting = recommendationsWithoutSeedCycling(input.recommendations, user.lifeStage);
    const unfit = input.recommendations.filter((r) => !fitting.includes(r)).map((item) => ({ item, supplements: [] as string[] }));
    const screened = screenRecommendationsDetailed(fitting, this.screeningProfile(user, answerList(toResponses(stored?.responses))));
    const kept = screened.kept;
    const dropped = [...screened.dropped, ...unfit];
    const doc = await this.deps.repo.createRecommendations({
      _id: newId(),
      userId: input.userId,
      profileId: input.profileId,
      source: 'onboarding',
      items: kept.map(scrubItem),
    });
    return {
      ...toRecommendationRecord(doc),
      screenedOut: dropped.map((d) => ({ title: d.item.title, supplements: d.supplements })),
    };
  }

  /** POST /api/onboarding/generate-routines — public (the wizard runs before the user exists). */
  async generateRoutines(userId: string | null, input: GenerateRoutinesInput): Promise<WithSafety<{ routines: WizardRoutine[]; disclaimer: string }>> {
    const stored = userId ? await this.deps.users.getOwned(userId) : null;
    // The life stage she chose in the wizard counts even before she exists (docs/decisions/070).
    const lifeStage = input.lifeStage ?? stored?.lifeStage ?? null;
    const withStage = stored && lifeStage !== stored.lifeStage ? { ...stored, lifeStage } : stored;
    // Her answers to the medicines and pregnancy questions (asked before supplements: docs/decisions/110).
    const user = withHealthAnswers(withStage, input);
    const texts = [input.context, input.profile.customChallenge, ...input.profile.challenges];
    let routines: WizardRoutine[];
    try {
      routines = await this.deps.coach.wizardRoutines({ profile: input.profile, context: input.context, user, lifeStage });
    } catch (error) {
      this.deps.log.warn({ err: error }, 'wizard routine generation failed; using the fallback routines');
      routines = fallbackWizardRoutines();
    }
    // The user may not exist yet: what she wrote counts as possible medications/conditions.
    const profile = { ...this.screeningProfile(user, texts), lifeStage };
    let safe = sanitizeRecommendations(routinesForLifeStage(routines, lifeStage), profile);
    if (safe.length === 0) safe = sanitizeRecommendations(routinesForLifeStage(fallbackWizardRoutines(), lifeStage), profile);
    return withSafety({ routines: safe, disclaimer: MEDICAL_DISCLAIMER }, triageMany(texts));
  }

  /**
   * POST /api/onboarding/complete — creates the user and the included routines (type from the
   * label when absent, personalised, subtasks with ids). The transport binds the session.
   */
  async complete(input: CompleteOnboardingBody): Promise<{ userId: string }> {
    const included = input.routines.filter((r) => r.included !== false);
    if (included.length === 0) throw badRequest('routines: include at least one routine');
    const user = await this.deps.users.createFull({
      name: input.profile.name,
      email: input.profile.email,
      location: input.profile.location,
      challenges: wizardChallenges(input.profile),
    });
    await this.deps.routines.createForUser(
      user.id,
      included.map((r) => routineFieldsFromWizard(r, routineTypeFromLabel(r.label))),
    );
    return { userId: user.id };
  }

  private screeningProfile(user: User | null, texts: readonly (string | null | undefined)[]) {
    // The medicines she named and has not answered about yet count at once (docs/decisions/110).
    return screeningProfileFrom(user ? withMentionedMedicines(user) : null, ...texts);
  }
}
