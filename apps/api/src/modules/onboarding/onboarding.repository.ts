import type { Connection } from 'mongoose';
import { isDuplicateKey } from '../../lib/errors';
import {
  lifestyleProfileModel,
  onboardingResponseModel,
  recommendationModel,
  type LifestyleProfileDoc,
  type OnboardingResponseDoc,
  type RecommendationDoc,
  type StoredResponses,
} from './onboarding.model';
import { keyedCollection, userDataPort, type KeyedCollection, type UserDataPort } from '../../lib/user-data';
import { sortDocs } from '../../lib/user-keys';
import { updateReturning } from '../../db/write-returning';

export class OnboardingRepository {
  /** Each with the `_id`s of her documents (docs/decisions/080): reads are `_id` lookups only. Key before document. */
  private readonly responses: KeyedCollection<OnboardingResponseDoc>;
  private readonly profiles: KeyedCollection<LifestyleProfileDoc>;
  private readonly recommendations: KeyedCollection<RecommendationDoc>;
  /** Her onboarding answers, lifestyle profiles and recommendations for export / restore / delete. */
  readonly userData: UserDataPort;

  constructor(conn: Connection) {
    this.responses = keyedCollection<OnboardingResponseDoc>(conn, onboardingResponseModel, 'onboarding_responses');
    this.profiles = keyedCollection<LifestyleProfileDoc>(conn, lifestyleProfileModel, 'lifestyle_profiles');
    this.recommendations = keyedCollection<RecommendationDoc>(conn, recommendationModel, 'onboarding_recommendations');
    this.userData = userDataPort({
      onboardingResponses: this.responses.owned,
      lifestyleProfiles: this.profiles.owned,
      onboardingRecommendations: this.recommendations.owned,
    });
  }

  // --- onboarding responses ---------------------------------------------------------------------

  async findResponsesByUser(userId: string): Promise<OnboardingResponseDoc | null> {
    return sortDocs(await this.responses.keys.load(this.responses.model, userId), { createdAt: 1, _id: 1 })[0] ?? null;
  }

  /**
   * Stores the user's responses, replacing earlier ones (one record per user, unique userId).
   * No upsert/transaction tricks: update, else insert; a concurrent insert (duplicate key) falls
   * back to the update. Portable to FerretDB v1; every filter is an `_id` equality.
   */
  async saveResponses(userId: string, newId: string, responses: StoredResponses): Promise<OnboardingResponseDoc> {
    let id = (await this.findResponsesByUser(userId))?._id;
    if (!id) {
      await this.responses.keys.add(userId, [newId]);
      try {
        // The first save answers what it created: no read-back.
        return (await this.responses.model.create({ _id: newId, userId, responses })).toObject() as OnboardingResponseDoc;
      } catch (error) {
        await this.responses.keys.remove(userId, [newId]).catch(() => undefined);
        if (!isDuplicateKey(error)) throw error;
        id = (await this.findResponsesByUser(userId))?._id;
        if (!id) throw error;
      }
    }
    const doc = await updateReturning(this.responses.model, { _id: id }, { $set: { responses } });
    if (!doc) throw new Error('onboarding responses vanished after save');
    return doc;
  }

  // --- lifestyle profiles ------------------------------------------------------------------------

  async createProfile(profile: Omit<LifestyleProfileDoc, 'createdAt' | 'updatedAt'>): Promise<LifestyleProfileDoc> {
    await this.profiles.keys.add(profile.userId, [profile._id]);
    const doc = await this.profiles.model.create(profile);
    return doc.toObject() as LifestyleProfileDoc;
  }

  async findProfileById(id: string): Promise<LifestyleProfileDoc | null> {
    return this.profiles.model.findById(id).lean<LifestyleProfileDoc>().exec();
  }

  // --- recommendations ---------------------------------------------------------------------------

  async createRecommendations(rec: Omit<RecommendationDoc, 'createdAt' | 'updatedAt'>): Promise<RecommendationDoc> {
    await this.recommendations.keys.add(rec.userId, [rec._id]);
    const doc = await this.recommendations.model.create(rec);
    return doc.toObject() as RecommendationDoc;
  }

  async listRecommendationsByUser(userId: string): Promise<RecommendationDoc[]> {
    const mine = await this.recommendations.keys.load(this.recommendations.model, userId);
    return sortDocs(
      mine.filter((r) => r.source === 'onboarding'),
      { createdAt: 1, _id: 1 },
    );
  }
}
