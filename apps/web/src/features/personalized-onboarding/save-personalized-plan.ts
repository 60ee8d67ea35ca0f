import {
  keywordBasedRecommendations,
  recommendationFromText,
  recommendationsForLifeStage,
  recommendationToRoutineInput,
  type LifeStage,
  type OnboardingRecommendation,
  type ResetProgram,
  type SafetyNotice,
} from '@cadence/domain';
import { setItem } from '../../lib/storage';
import type { trpc } from '../../lib/trpc';
import type { PlanPreview } from './plan-preview';

export type TrpcClient = ReturnType<typeof trpc.useUtils>['client'];

/**
 * How far a save got. Kept by the screen between attempts, so pressing the button again after a
 * failure continues where it stopped (no second user, no duplicate routines) and nothing is lost.
 */
export interface SaveProgress {
  userId?: string;
  userName?: string;
  userLocation?: string;
  responsesSaved?: boolean;
  profileId?: string;
  recommendations?: OnboardingRecommendation[];
  resetProgram?: ResetProgram;
  /** Recommendations actually stored (the server drops any it screened out for this user). */
  routineRecommendations?: OnboardingRecommendation[];
  routinesCreated: number;
  safety: SafetyNotice[];
  lifeStageSaved?: boolean;
}

export const newSaveProgress = (): SaveProgress => ({ routinesCreated: 0, safety: [] });

export interface SavedPlan {
  userId: string;
  programName: string;
  safety: SafetyNotice[];
}

function addSafety(progress: SaveProgress, notice: SafetyNotice | null | undefined) {
  if (notice && !progress.safety.some((n) => n.title === notice.title && n.message === notice.message)) progress.safety.push(notice);
}

const recommendationText = (r: OnboardingRecommendation): string => (r.description.trim() ? `${r.title}: ${r.description.trim()}` : r.title);

interface ResetProgramResult {
  resetProgram: ResetProgram;
  recommendationDetails?: OnboardingRecommendation[];
  safety?: SafetyNotice | null;
}

/**
 * 'Start My Wellness Journey →' (spec §2, §7), in order: users.create → onboarding.saveResponses →
 * onboarding.saveLifestyleProfile → onboarding.generateResetProgram (keyword-based recommendations
 * when it fails) → onboarding.savePersonalizedRecommendations → one routines.create per
 * recommendation (daily, personalised) → the local-storage keys of §3.
 */
export async function savePersonalizedPlan(client: TrpcClient, preview: PlanPreview, progress: SaveProgress, lifeStage: LifeStage | null = null): Promise<SavedPlan> {
  const { responses, programName } = preview;

  if (!progress.userId) {
    const user = await client.users.create.mutate({ name: preview.name, location: preview.location, challenges: preview.challenges });
    progress.userId = user.id;
    progress.userName = user.name;
    progress.userLocation = user.location;
  }
  const userId = progress.userId;

  if (lifeStage !== null && !progress.lifeStageSaved) {
    // docs/decisions/043: her optional life stage (seed cycling is then left out where it does not fit).
    await client.users.update.mutate({ lifeStage });
    progress.lifeStageSaved = true;
  }

  if (!progress.responsesSaved) {
    const saved = (await client.onboarding.saveResponses.mutate({ responses })) as { safety?: SafetyNotice | null };
    addSafety(progress, saved.safety);
    progress.responsesSaved = true;
  }

  if (!progress.profileId) {
    const profile = await client.onboarding.saveLifestyleProfile.mutate({ ...preview.profile, programName });
    progress.profileId = profile.id;
  }
  const profileId = progress.profileId;

  if (!progress.recommendations) {
    try {
      const res = (await client.onboarding.generateResetProgram.mutate({ name: progress.userName ?? preview.name, responses })) as ResetProgramResult;
      const details = res.recommendationDetails?.length ? res.recommendationDetails : res.resetProgram.recommendations.map(recommendationFromText);
      addSafety(progress, res.safety);
      progress.resetProgram = res.resetProgram;
      progress.recommendations = details;
    } catch (err) {
      console.warn('[personalized-onboarding] generate-reset-program failed; using keyword-based recommendations', err);
      const fallback = keywordBasedRecommendations(responses);
      progress.recommendations = fallback;
      progress.resetProgram = { programTitle: programName, recommendations: fallback.map(recommendationText) };
    }
  }
  const recommendations = recommendationsForLifeStage(progress.recommendations, lifeStage);

  if (!progress.routineRecommendations) {
    const saved = (await client.onboarding.savePersonalizedRecommendations.mutate({ profileId, recommendations })) as {
      screenedOut?: { title: string }[];
    };
    const dropped = new Set((saved.screenedOut ?? []).map((d) => d.title));
    progress.routineRecommendations = recommendations.filter((r) => !dropped.has(r.title));
  }

  const routineRecs = progress.routineRecommendations;
  while (progress.routinesCreated < routineRecs.length) {
    // The session is the user (decision 023): the routine input carries no user id.
    const { userId: _owner, ...routine } = recommendationToRoutineInput(routineRecs[progress.routinesCreated]!, userId);
    await client.routines.create.mutate(routine);
    progress.routinesCreated += 1;
  }

  setItem('wellnessUserId', userId);
  setItem('hasPersonalizedOnboarding', true);
  setItem('onboardingCompleted', true);
  setItem('hasCompletedOnboarding', true);
  setItem('userName', progress.userName ?? preview.name);
  setItem('userLocation', progress.userLocation ?? preview.location);
  setItem('personalizedProfile', { ...preview.profile });
  setItem('programName', programName);
  setItem('recommendations', routineRecs);
  if (progress.resetProgram) setItem('resetProgram', progress.resetProgram);

  return { userId, programName, safety: progress.safety };
}
