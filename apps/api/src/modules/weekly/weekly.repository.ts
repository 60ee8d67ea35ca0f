import type { Connection } from 'mongoose';
import { isDuplicateKey } from '../../lib/errors';
import {
  recommendationApplicationModel,
  recommendationSetModel,
  weeklyReviewModel,
  type RecommendationApplicationDoc,
  type RecommendationSetDoc,
  type WeeklyReviewDoc,
} from './weekly.model';
import { keyedCollection, userDataPort, type KeyedCollection, type UserDataPort } from '../../lib/user-data';
import { pushesDownOnlyIdEquality, sortDocs } from '../../lib/user-keys';
import { updateReturning } from '../../db/write-returning';

export type ReviewFields = Pick<WeeklyReviewDoc, 'energyMoodScore' | 'whatHelped' | 'whatDidntHelp' | 'notes' | 'reading' | 'rated'>;

/** Most reviews one list call returns (newest week first): several years of weekly use. */
export const MAX_REVIEWS_LISTED = 520;

export class WeeklyRepository {
  /**
   * Her reviews, recommendation sets and applications, each with the `_id`s of her documents
   * (docs/decisions/080): every read here is an `_id` lookup (FerretDB v1 scans any other filter).
   * Key before document.
   */
  private readonly reviews: KeyedCollection<WeeklyReviewDoc>;
  private readonly sets: KeyedCollection<RecommendationSetDoc>;
  private readonly applications: KeyedCollection<RecommendationApplicationDoc>;
  /** Her reflections, weekly recommendations and applications (applied and undone) for export / restore / delete. */
  readonly userData: UserDataPort;

  constructor(conn: Connection) {
    this.reviews = keyedCollection<WeeklyReviewDoc>(conn, weeklyReviewModel, 'weekly_reviews', { sort: { weekStartDate: 1 } });
    this.sets = keyedCollection<RecommendationSetDoc>(conn, recommendationSetModel, 'weekly_recommendations');
    this.applications = keyedCollection<RecommendationApplicationDoc>(conn, recommendationApplicationModel, 'recommendation_applications');
    this.userData = userDataPort({ weeklyReviews: this.reviews.owned, weeklyRecommendations: this.sets.owned, recommendationApplications: this.applications.owned });
  }

  // --- weekly reviews ------------------------------------------------------------------------

  async findReview(userId: string, weekStartDate: string): Promise<WeeklyReviewDoc | null> {
    return (await this.reviews.keys.load(this.reviews.model, userId)).find((r) => r.weekStartDate === weekStartDate) ?? null;
  }

  async listReviews(userId: string): Promise<WeeklyReviewDoc[]> {
    return sortDocs(await this.reviews.keys.load(this.reviews.model, userId), { weekStartDate: -1 }).slice(0, MAX_REVIEWS_LISTED);
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
      await this.reviews.keys.add(userId, [_id]);
      try {
        const created = await this.reviews.model.create({ _id, userId, weekStartDate, ...fields });
        return { doc: created.toObject() as WeeklyReviewDoc, updated: false };
      } catch (error) {
        await this.reviews.keys.remove(userId, [_id]).catch(() => undefined);
        // Two first saves raced on the unique index: the loser becomes an update.
        if (!isDuplicateKey(error)) throw error;
      }
      existing = await this.findReview(userId, weekStartDate);
      if (!existing) throw new Error('weekly review vanished after a concurrent save');
    }
    const doc = await updateReturning(this.reviews.model, { _id: existing._id }, { $set: fields });
    if (!doc) throw new Error('weekly review vanished after update');
    return { doc, updated: true };
  }

  // --- generated recommendation sets -----------------------------------------------------------

  async createRecommendationSet(set: Omit<RecommendationSetDoc, 'createdAt' | 'updatedAt'>): Promise<RecommendationSetDoc> {
    await this.sets.keys.add(set.userId, [set._id]);
    const doc = await this.sets.model.create(set);
    return doc.toObject() as RecommendationSetDoc;
  }

  async latestRecommendationSet(userId: string): Promise<RecommendationSetDoc | null> {
    return sortDocs(await this.sets.keys.load(this.sets.model, userId), { createdAt: -1 })[0] ?? null;
  }

  // --- applications (apply / undo) -------------------------------------------------------------

  async createApplication(app: Omit<RecommendationApplicationDoc, 'createdAt' | 'updatedAt'>): Promise<RecommendationApplicationDoc> {
    await this.applications.keys.add(app.userId, [app._id]);
    const doc = await this.applications.model.create(app);
    return doc.toObject() as RecommendationApplicationDoc;
  }

  /** Removes an application record whose apply failed before changing anything (e.g. over the routine limit). */
  async deleteApplication(id: string): Promise<void> {
    const app = await this.findApplication(id);
    await this.applications.model.deleteOne({ _id: id }).exec();
    if (app) await this.applications.keys.remove(app.userId, [id]);
  }

  /** Her applications (applied and undone), by her key list (decision 080). */
  async listApplications(userId: string): Promise<RecommendationApplicationDoc[]> {
    return this.applications.keys.load(this.applications.model, userId);
  }

  async findApplication(id: string): Promise<RecommendationApplicationDoc | null> {
    return this.applications.model.findById(id).lean<RecommendationApplicationDoc>().exec();
  }

  /** Marks an application undone; false when it was already undone (so undo runs once). */
  async markUndone(id: string, at: Date): Promise<boolean> {
    if (pushesDownOnlyIdEquality(this.applications.model.db)) {
      // FerretDB v1 scans for an update filter with more than `_id` (docs/decisions/080); it also applies an
      // update by reading and rewriting the document, so checking on the document read by `_id` is as strong.
      const app = await this.findApplication(id);
      if (!app || app.undoneAt !== null) return false;
      return (await this.applications.model.updateOne({ _id: id }, { $set: { undoneAt: at } }).exec()).modifiedCount > 0;
    }
    const res = await this.applications.model.updateOne({ _id: id, undoneAt: null }, { $set: { undoneAt: at } }).exec();
    return res.modifiedCount > 0;
  }

  /** Clears the undone mark (used when restoring failed midway, so the undo can be retried). */
  async clearUndone(id: string): Promise<void> {
    await this.applications.model.updateOne({ _id: id }, { $set: { undoneAt: null } }).exec();
  }
}
