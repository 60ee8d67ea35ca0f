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
import { pushesDownOnlyIdEquality, sortDocs, UserKeys } from '../../lib/user-keys';

export type ReviewFields = Pick<WeeklyReviewDoc, 'energyMoodScore' | 'whatHelped' | 'whatDidntHelp' | 'notes'>;

/** Most reviews one list call returns (newest week first): several years of weekly use. */
export const MAX_REVIEWS_LISTED = 520;

export class WeeklyRepository {
  private readonly reviews: Model<WeeklyReviewDoc>;
  private readonly sets: Model<RecommendationSetDoc>;
  private readonly applications: Model<RecommendationApplicationDoc>;
  /** Her reflections, weekly recommendations and applications (applied and undone) for export / restore / delete. */
  readonly userData: UserDataPort;
  /**
   * The `_id`s of her reviews, recommendation sets and applications (docs/decisions/080): every
   * read here is an `_id` lookup (FerretDB v1 scans any other filter). Key before document.
   */
  private readonly reviewKeys: UserKeys;
  private readonly setKeys: UserKeys;
  private readonly applicationKeys: UserKeys;

  constructor(conn: Connection) {
    this.reviews = weeklyReviewModel(conn) as Model<WeeklyReviewDoc>;
    this.sets = recommendationSetModel(conn) as Model<RecommendationSetDoc>;
    this.applications = recommendationApplicationModel(conn) as Model<RecommendationApplicationDoc>;
    this.reviewKeys = new UserKeys(conn, 'weekly_reviews');
    this.setKeys = new UserKeys(conn, 'weekly_recommendations');
    this.applicationKeys = new UserKeys(conn, 'recommendation_applications');
    this.userData = userDataPort({
      weeklyReviews: new OwnedCollection(this.reviews, { sort: { weekStartDate: 1 }, keys: this.reviewKeys }),
      weeklyRecommendations: new OwnedCollection(this.sets, { keys: this.setKeys }),
      recommendationApplications: new OwnedCollection(this.applications, { keys: this.applicationKeys }),
    });
  }

  // --- weekly reviews ------------------------------------------------------------------------

  async findReview(userId: string, weekStartDate: string): Promise<WeeklyReviewDoc | null> {
    return (await this.reviewKeys.load(this.reviews, userId)).find((r) => r.weekStartDate === weekStartDate) ?? null;
  }

  async listReviews(userId: string): Promise<WeeklyReviewDoc[]> {
    return sortDocs(await this.reviewKeys.load(this.reviews, userId), { weekStartDate: -1 }).slice(0, MAX_REVIEWS_LISTED);
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
    let existing = await this.findReview(userId, weekStartDate);
    if (!existing) {
      const _id = newId();
      await this.reviewKeys.add(userId, [_id]);
      try {
        const created = await this.reviews.create({ _id, userId, weekStartDate, ...fields });
        return { doc: created.toObject() as WeeklyReviewDoc, updated: false };
      } catch (error) {
        await this.reviewKeys.remove(userId, [_id]).catch(() => undefined);
        // Two first saves raced on the unique index: the loser becomes an update.
        if (!isDuplicateKey(error)) throw error;
      }
      existing = await this.findReview(userId, weekStartDate);
      if (!existing) throw new Error('weekly review vanished after a concurrent save');
    }
    await this.reviews.updateOne({ _id: existing._id }, { $set: fields }).exec();
    const doc = await this.reviews.findOne({ _id: existing._id }).lean<WeeklyReviewDoc>().exec();
    if (!doc) throw new Error('weekly review vanished after update');
    return { doc, updated: true };
  }

  // --- generated recommendation sets -----------------------------------------------------------

  async createRecommendationSet(set: Omit<RecommendationSetDoc, 'createdAt' | 'updatedAt'>): Promise<RecommendationSetDoc> {
    await this.setKeys.add(set.userId, [set._id]);
    const doc = await this.sets.create(set);
    return doc.toObject() as RecommendationSetDoc;
  }

  async latestRecommendationSet(userId: string): Promise<RecommendationSetDoc | null> {
    return sortDocs(await this.setKeys.load(this.sets, userId), { createdAt: -1 })[0] ?? null;
  }

  // --- applications (apply / undo) -------------------------------------------------------------

  async createApplication(app: Omit<RecommendationApplicationDoc, 'createdAt' | 'updatedAt'>): Promise<RecommendationApplicationDoc> {
    await this.applicationKeys.add(app.userId, [app._id]);
    const doc = await this.applications.create(app);
    return doc.toObject() as RecommendationApplicationDoc;
  }

  /** Removes an application record whose apply failed before changing anything (e.g. over the routine limit). */
  async deleteApplication(id: string): Promise<void> {
    const app = await this.findApplication(id);
    await this.applications.deleteOne({ _id: id }).exec();
    if (app) await this.applicationKeys.remove(app.userId, [id]);
  }

  async findApplication(id: string): Promise<RecommendationApplicationDoc | null> {
    return this.applications.findById(id).lean<RecommendationApplicationDoc>().exec();
  }

  /** Marks an application undone; false when it was already undone (so undo runs once). */
  async markUndone(id: string, at: Date): Promise<boolean> {
    if (pushesDownOnlyIdEquality(this.applications.db)) {
      // FerretDB v1 scans for an update filter with more than `_id` (docs/decisions/080); it also applies an
      // update by reading and rewriting the document, so checking on the document read by `_id` is as strong.
      const app = await this.findApplication(id);
      if (!app || app.undoneAt !== null) return false;
      return (await this.applications.updateOne({ _id: id }, { $set: { undoneAt: at } }).exec()).modifiedCount > 0;
    }
    const res = await this.applications.updateOne({ _id: id, undoneAt: null }, { $set: { undoneAt: at } }).exec();
    return res.modifiedCount > 0;
  }

  /** Clears the undone mark (used when restoring failed midway, so the undo can be retried). */
  async clearUndone(id: string): Promise<void> {
    await this.applications.updateOne({ _id: id }, { $set: { undoneAt: null } }).exec();
  }
}
