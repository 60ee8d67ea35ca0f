import type { Connection, Model } from 'mongoose';
import { isDuplicateKey } from '../../lib/errors';
import {
  recommendationApplicationModel,
  recommendationSetModel,
  weeklyReviewModel,
  type RecommendationApplicationDoc,
  type RecommendationSetDoc,
  type WeeklyReviewDoc,
} from './weekly.model';
import { OwnedCollection, userDataPort, type UserDataPort } from '../../lib/user-data';

export type ReviewFields = Pick<WeeklyReviewDoc, 'energyMoodScore' | 'whatHelped' | 'whatDidntHelp' | 'notes'>;

/** Most reviews one list call returns (newest week first): several years of weekly use. */
export const MAX_REVIEWS_LISTED = 520;

export class WeeklyRepository {
  private readonly reviews: Model<WeeklyReviewDoc>;
  private readonly sets: Model<RecommendationSetDoc>;
  private readonly applications: Model<RecommendationApplicationDoc>;
  /** Her reflections, weekly recommendations and applications (applied and undone) for export / restore / delete. */
  readonly userData: UserDataPort;

  constructor(conn: Connection) {
    this.reviews = weeklyReviewModel(conn) as Model<WeeklyReviewDoc>;
    this.sets = recommendationSetModel(conn) as Model<RecommendationSetDoc>;
    this.applications = recommendationApplicationModel(conn) as Model<RecommendationApplicationDoc>;
    this.userData = userDataPort({
      weeklyReviews: new OwnedCollection(this.reviews, { sort: { weekStartDate: 1 } }),
      weeklyRecommendations: new OwnedCollection(this.sets),
      recommendationApplications: new OwnedCollection(this.applications),
    });
  }

  // --- weekly reviews ------------------------------------------------------------------------

  async findReview(userId: string, weekStartDate: string): Promise<WeeklyReviewDoc | null> {
    return this.reviews.findOne({ userId, weekStartDate }).lean<WeeklyReviewDoc>().exec();
  }

  async listReviews(userId: string): Promise<WeeklyReviewDoc[]> {
    return this.reviews.find({ userId }).sort({ weekStartDate: -1 }).limit(MAX_REVIEWS_LISTED).lean<WeeklyReviewDoc[]>().exec();
  }

  /**
   * Creates the week's review, or updates it when one exists (unique userId + weekStartDate).
   * Returns the stored review and whether it already existed.
   */
  async saveReview(
    userId: string,
    weekStartDate: string,
    fields: ReviewFields,
    newId: () => string,
  ): Promise<{ doc: WeeklyReviewDoc; updated: boolean }> {
    const existing = await this.findReview(userId, weekStartDate);
    if (!existing) {
      try {
        const created = await this.reviews.create({ _id: newId(), userId, weekStartDate, ...fields });
        return { doc: created.toObject() as WeeklyReviewDoc, updated: false };
      } catch (error) {
        // Two first saves raced on the unique index: the loser becomes an update.
        if (!isDuplicateKey(error)) throw error;
      }
    }
    await this.reviews.updateOne({ userId, weekStartDate }, { $set: fields }).exec();
    const doc = await this.findReview(userId, weekStartDate);
    if (!doc) throw new Error('weekly review vanished after update');
    return { doc, updated: true };
  }

  // --- generated recommendation sets -----------------------------------------------------------

  async createRecommendationSet(set: Omit<RecommendationSetDoc, 'createdAt' | 'updatedAt'>): Promise<RecommendationSetDoc> {
    const doc = await this.sets.create(set);
    return doc.toObject() as RecommendationSetDoc;
  }

  async latestRecommendationSet(userId: string): Promise<RecommendationSetDoc | null> {
    return this.sets.findOne({ userId }).sort({ createdAt: -1 }).lean<RecommendationSetDoc>().exec();
  }

  // --- applications (apply / undo) -------------------------------------------------------------

  async createApplication(app: Omit<RecommendationApplicationDoc, 'createdAt' | 'updatedAt'>): Promise<RecommendationApplicationDoc> {
    const doc = await this.applications.create(app);
    return doc.toObject() as RecommendationApplicationDoc;
  }

  /** Removes an application record whose apply failed before changing anything (e.g. over the routine limit). */
  async deleteApplication(id: string): Promise<void> {
    await this.applications.deleteOne({ _id: id }).exec();
  }

  async findApplication(id: string): Promise<RecommendationApplicationDoc | null> {
    return this.applications.findById(id).lean<RecommendationApplicationDoc>().exec();
  }

  /** Marks an application undone; false when it was already undone (so undo runs once). */
  async markUndone(id: string, at: Date): Promise<boolean> {
    const res = await this.applications.updateOne({ _id: id, undoneAt: null }, { $set: { undoneAt: at } }).exec();
    return res.modifiedCount > 0;
  }

  /** Clears the undone mark (used when restoring failed midway, so the undo can be retried). */
  async clearUndone(id: string): Promise<void> {
    await this.applications.updateOne({ _id: id }, { $set: { undoneAt: null } }).exec();
  }
}
