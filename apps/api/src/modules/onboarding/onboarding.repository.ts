import type { Connection, Model } from 'mongoose';
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
import { OwnedCollection, userDataPort, type UserDataPort } from '../../lib/user-data';
import { sortDocs, UserKeys } from '../../lib/user-keys';

export class OnboardingRepository {
  private readonly responses: Model<OnboardingResponseDoc>;
  private readonly profiles: Model<LifestyleProfileDoc>;
  private readonly recommendations: Model<RecommendationDoc>;
  /** Her onboarding answers, lifestyle profiles and recommendations for export / restore / delete. */
  readonly userData: UserDataPort;
  /** The `_id`s of her documents (docs/decisions/080): reads are `_id` lookups only. Key before document. */
  private readonly responseKeys: UserKeys;
  private readonly profileKeys: UserKeys;
  private readonly recommendationKeys: UserKeys;

  constructor(conn: Connection) {
    this.responses = onboardingResponseModel(conn) as Model<OnboardingResponseDoc>;
    this.profiles = lifestyleProfileModel(conn) as Model<LifestyleProfileDoc>;
    this.recommendations = recommendationModel(conn) as Model<RecommendationDoc>;
    this.responseKeys = new UserKeys(conn, 'onboarding_responses');
    this.profileKeys = new UserKeys(conn, 'lifestyle_profiles');
    this.recommendationKeys = new UserKeys(conn, 'onboarding_recommendations');
    this.userData = userDataPort({
      onboardingResponses: new OwnedCollection(this.responses, { keys: this.responseKeys }),
      lifestyleProfiles: new OwnedCollection(this.profiles, { keys: this.profileKeys }),
      onboardingRecommendations: new OwnedCollection(this.recommendations, { keys: this.recommendationKeys }),
    });
  }

  // --- onboarding responses ---------------------------------------------------------------------

  async findResponsesByUser(userId: string): Promise<OnboardingResponseDoc | null> {
    return sortDocs(await this.responseKeys.load(this.responses, userId), { createdAt: 1, _id: 1 })[0] ?? null;
  }

  /**
   * Stores the user's responses, replacing earlier ones (one record per user, unique userId).
   * No upsert/transaction tricks: update, else insert; a concurrent insert (duplicate key) falls
   * back to the update. Portable to FerretDB v1; every filter is an `_id` equality.
   */
  async saveResponses(userId: string, newId: string, responses: StoredResponses): Promise<OnboardingResponseDoc> {
    let id = (await this.findResponsesByUser(userId))?._id;
    if (!id) {
      await this.responseKeys.add(userId, [newId]);
      try {
        await this.responses.create({ _id: newId, userId, responses });
        id = newId;
      } catch (error) {
        await this.responseKeys.remove(userId, [newId]).catch(() => undefined);
        if (!isDuplicateKey(error)) throw error;
        id = (await this.findResponsesByUser(userId))?._id;
        if (!id) throw error;
      }
    }
    if (id !== newId) await this.responses.updateOne({ _id: id }, { $set: { responses } }).exec();
    const doc = await this.responses.findOne({ _id: id }).lean<OnboardingResponseDoc>().exec();
    if (!doc) throw new Error('onboarding responses vanished after save');
    return doc;
  }

  // --- lifestyle profiles ------------------------------------------------------------------------

  async createProfile(profile: Omit<LifestyleProfileDoc, 'createdAt' | 'updatedAt'>): Promise<LifestyleProfileDoc> {
    await this.profileKeys.add(profile.userId, [profile._id]);
    const doc = await this.profiles.create(profile);
    return doc.toObject() as LifestyleProfileDoc;
  }

  async findProfileById(id: string): Promise<LifestyleProfileDoc | null> {
    return this.profiles.findById(id).lean<LifestyleProfileDoc>().exec();
  }

  // --- recommendations ---------------------------------------------------------------------------

  async createRecommendations(rec: Omit<RecommendationDoc, 'createdAt' | 'updatedAt'>): Promise<RecommendationDoc> {
    await this.recommendationKeys.add(rec.userId, [rec._id]);
    const doc = await this.recommendations.create(rec);
    return doc.toObject() as RecommendationDoc;
  }

  async listRecommendationsByUser(userId: string): Promise<RecommendationDoc[]> {
    const mine = await this.recommendationKeys.load(this.recommendations, userId);
    return sortDocs(
      mine.filter((r) => r.source === 'onboarding'),
      { createdAt: 1, _id: 1 },
    );
  }
}
