import { updateReturning } from '../../db/write-returning';
import type { Connection, Model } from 'mongoose';
import { publicSlugModel, userModel, type PublicSlugDoc, type UserDoc } from './user.model';
import { OwnedCollection, userDataPort, type UserDataPort } from '../../lib/user-data';

export type NewUser = Pick<UserDoc, '_id' | 'name' | 'location' | 'joinDate'> & Partial<UserDoc>;

export class UserRepository {
  private readonly model: Model<UserDoc>;
  /** Her user document (profile, preferences, public-page settings) for export / restore / delete. */
  readonly userData: UserDataPort;
  private readonly slugs: Model<PublicSlugDoc>;
  constructor(conn: Connection) {
    this.model = userModel(conn) as Model<UserDoc>;
    this.slugs = publicSlugModel(conn) as Model<PublicSlugDoc>;
    this.userData = userDataPort({
      users: new OwnedCollection(this.model, {
        owner: '_id',
        // A restored published page keeps its address: its slug's lookup document comes first.
        beforeInsert: async (docs) => {
          for (const doc of docs) await this.mapSlug((doc.publicProfile as { slug?: unknown } | undefined)?.slug, String(doc._id));
        },
        // Deleting her data deletes her page's address too.
        beforeDelete: async (userId) => {
          const slug = (await this.findById(userId))?.publicProfile?.slug;
          if (slug) await this.unmapSlug(slug, userId);
        },
      }),
    });
  }

  /** Points `slug` at `userId` (before the user document names it). */
  private async mapSlug(slug: unknown, userId: string): Promise<void> {
    if (typeof slug !== 'string' || slug === '') return;
    await this.slugs.updateOne({ _id: slug }, { $set: { userId } }, { upsert: true }).exec();
  }

  async create(user: NewUser): Promise<UserDoc> {
    await this.mapSlug(user.publicProfile?.slug, user._id);
    const doc = await this.model.create(user);
    return doc.toObject() as UserDoc;
  }

  /** Writes the tombstone on her account (docs/decisions/100). */
  async markErasing(id: string, at: Date): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { erasingSince: at } }).exec();
  }

  /** Her account exists and carries no tombstone: one `_id` lookup of two fields. */
  async isLive(id: string): Promise<boolean> {
    const doc = await this.model.findOne({ _id: id }, { _id: 1, erasingSince: 1 }).lean<Pick<UserDoc, '_id' | 'erasingSince'>>().exec();
    return doc !== null && !doc.erasingSince;
  }

  async findById(id: string): Promise<UserDoc | null> {
    return this.model.findById(id).lean<UserDoc>().exec();
  }

  /** The user whose page has this slug: two `_id` lookups (slug document, then user), never a scan. */
  async findBySlug(slug: string): Promise<UserDoc | null> {
    const mapping = await this.slugs.findOne({ _id: slug }).lean<PublicSlugDoc>().exec();
    if (!mapping) return null;
    const user = await this.findById(mapping.userId);
    return user?.publicProfile?.slug === slug ? user : null;
  }

  /** `$set` the given fields; returns the updated user or null when missing. */
  async update(id: string, set: Record<string, unknown>): Promise<UserDoc | null> {
    if (!('publicProfile.slug' in set)) return updateReturning(this.model, { _id: id }, { $set: set });
    // A new slug is mapped before the user names it; the old one is unmapped after (rare: publish/unpublish).
    const before = await this.findById(id);
    await this.mapSlug(set['publicProfile.slug'], id);
    const doc = await updateReturning(this.model, { _id: id }, { $set: set });
    const old = before?.publicProfile?.slug;
    if (old && old !== set['publicProfile.slug']) await this.unmapSlug(old, id);
    return doc;
  }

  /** Drops the lookup document of `slug` if it still names `userId`. */
  private async unmapSlug(slug: string, userId: string): Promise<void> {
    const mapping = await this.slugs.findOne({ _id: slug }).lean<PublicSlugDoc>().exec();
    if (mapping?.userId === userId) await this.slugs.deleteOne({ _id: slug }).exec();
  }

  async delete(id: string): Promise<void> {
    const slug = (await this.findById(id))?.publicProfile?.slug;
    await this.model.deleteOne({ _id: id }).exec();
    if (slug) await this.unmapSlug(slug, id);
  }
}
