import type {
  LifestyleProfile,
  OnboardingRecommendation,
  OnboardingResponses,
  OnboardingResponsesRecord,
  RecommendationCategory,
} from '@cadence/domain';
import { ONBOARDING_QUESTION_IDS } from '@cadence/domain';
import type { LifestyleProfileDoc, OnboardingResponseDoc, RecommendationDoc, StoredResponses } from './onboarding.model';

/** Stored answers → the responses map (only known question ids, only stored answers). */
export function toResponses(stored: StoredResponses | null | undefined): OnboardingResponses {
  const out: OnboardingResponses = {};
  for (const id of ONBOARDING_QUESTION_IDS) {
    const answer = stored?.[id];
    if (typeof answer === 'string') out[id] = answer;
  }
  return out;
}

export function toResponsesRecord(doc: OnboardingResponseDoc): OnboardingResponsesRecord {
  return { id: doc._id, userId: doc.userId, responses: toResponses(doc.responses) };
}

export function toLifestyleProfile(doc: LifestyleProfileDoc): LifestyleProfile {
  return {
    id: doc._id,
    userId: doc.userId,
    emotionalHealth: doc.emotionalHealth ?? [],
    physicalFitness: doc.physicalFitness ?? [],
    diet: doc.diet ?? [],
    mobility: doc.mobility ?? [],
    recovery: doc.recovery ?? [],
    chronicIssues: doc.chronicIssues ?? [],
    programName: doc.programName,
  };
}

/** A stored set of onboarding recommendations (the spec shows no response shape; this is the record). */
export interface RecommendationRecord {
  id: string;
  userId: string;
  profileId: string;
  source: 'onboarding';
  items: OnboardingRecommendation[];
  createdAt: string;
}

export function toRecommendationRecord(doc: RecommendationDoc): RecommendationRecord {
  return {
    id: doc._id,
    userId: doc.userId,
    profileId: doc.profileId,
    source: 'onboarding',
    items: (doc.items ?? []).map((i) => ({
      title: i.title,
      description: i.description ?? '',
      category: i.category as RecommendationCategory,
      frequency: i.frequency ?? 'daily',
    })),
    createdAt: doc.createdAt.toISOString(),
  };
}
