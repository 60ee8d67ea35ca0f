import { updateReturning } from '../../db/write-returning';
import type { Connection, Model } from 'mongoose';
import { userModel, type UserDoc } from './user.model';
import { OwnedCollection, userDataPort, type UserDataPort } from '../../lib/user-data';

export type NewUser = Pick<UserDoc, '_id' | 'name' | 'location' | 'joinDate'> & Partial<UserDoc>;

export class UserRepository {
  private readonly model: Model<UserDoc>;
  /** Her user document (profile, preferences, public-page settings) for export / restore / delete. */
  readonly userData: UserDataPort;
  constructor(conn: Connection) {
    this.model = userModel(conn) as Model<UserDoc>;
    this.userData = userDataPort({ users: new OwnedCollection(this.model, { owner: '_id' }) });
  }

  async create(user: NewUser): Promise<UserDoc> {
    const doc = await this.model.create(user);
    return doc.toObject() as UserDoc;
  }

  async findById(id: string): Promise<UserDoc | null> {
    return this.model.findById(id).lean<UserDoc>().exec();
  }

  async findBySlug(slug: string): Promise<UserDoc | null> {
    return this.model.findOne({ 'publicProfile.slug': slug }).lean<UserDoc>().exec();
  }

  /** `$set` the given fields; returns the updated user or null when missing. */
  async update(id: string, set: Record<string, unknown>): Promise<UserDoc | null> {
    return updateReturning(this.model, { _id: id }, { $set: set });
  }

  async delete(id: string): Promise<void> {
    await this.model.deleteOne({ _id: id }).exec();
  }
}
