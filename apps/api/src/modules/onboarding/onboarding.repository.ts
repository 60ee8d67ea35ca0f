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

export class OnboardingRepository {
  private readonly responses: Model<OnboardingResponseDoc>;
  private readonly profiles: Model<LifestyleProfileDoc>;
  private readonly recommendations: Model<RecommendationDoc>;
  /** Her onboarding answers, lifestyle profiles and recommendations for export / restore / delete. */
  readonly userData: UserDataPort;

  constructor(conn: Connection) {
    this.responses = onboardingResponseModel(conn) as Model<OnboardingResponseDoc>;
    this.profiles = lifestyleProfileModel(conn) as Model<LifestyleProfileDoc>;
    this.recommendations = recommendationModel(conn) as Model<RecommendationDoc>;
    this.userData = userDataPort({
      onboardingResponses: new OwnedCollection(this.responses),
      lifestyleProfiles: new OwnedCollection(this.profiles),
      onboardingRecommendations: new OwnedCollection(this.recommendations),
    });
  }

  // --- onboarding responses ---------------------------------------------------------------------

  async findResponsesByUser(userId: string): Promise<OnboardingResponseDoc | null> {
    return this.responses.findOne({ userId }).lean<OnboardingResponseDoc>().exec();
  }

  /**
   * Stores the user's responses, replacing earlier ones (one record per user, unique userId).
   * No upsert/transaction tricks: update, else insert; a concurrent insert (duplicate key) falls
   * back to the update. Portable to FerretDB v1.
   */
  async saveResponses(userId: string, newId: string, responses: StoredResponses): Promise<OnboardingResponseDoc> {
    const replace = async () => {
      const res = await this.responses.updateOne({ userId }, { $set: { responses } }).exec();
      return res.matchedCount > 0;
    };
    if (!(await replace())) {
      try {
        await this.responses.create({ _id: newId, userId, responses });
      } catch (error) {
        if (!isDuplicateKey(error) || !(await replace())) throw error;
      }
    }
    const doc = await this.findResponsesByUser(userId);
    if (!doc) throw new Error('onboarding responses vanished after save');
    return doc;
  }

  // --- lifestyle profiles ------------------------------------------------------------------------

  async createProfile(profile: Omit<LifestyleProfileDoc, 'createdAt' | 'updatedAt'>): Promise<LifestyleProfileDoc> {
    const doc = await this.profiles.create(profile);
    return doc.toObject() as LifestyleProfileDoc;
  }

  async findProfileById(id: string): Promise<LifestyleProfileDoc | null> {
    return this.profiles.findById(id).lean<LifestyleProfileDoc>().exec();
  }

  // --- recommendations ---------------------------------------------------------------------------

  async createRecommendations(rec: Omit<RecommendationDoc, 'createdAt' | 'updatedAt'>): Promise<RecommendationDoc> {
    const doc = await this.recommendations.create(rec);
    return doc.toObject() as RecommendationDoc;
  }

  async listRecommendationsByUser(userId: string): Promise<RecommendationDoc[]> {
    return this.recommendations.find({ userId, source: 'onboarding' }).sort({ createdAt: 1, _id: 1 }).lean<RecommendationDoc[]>().exec();
  }
}
