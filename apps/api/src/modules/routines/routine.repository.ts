import type { Connection, Model } from 'mongoose';
import { updateReturning } from '../../db/write-returning';
import { routineModel, type RoutineDoc } from './routine.model';
import { OwnedCollection, userDataPort, type UserDataPort } from '../../lib/user-data';
import { findOwnedById, sortDocs, UserKeys } from '../../lib/user-keys';

export type NewRoutine = Omit<RoutineDoc, 'updatedAt'>;

export class RoutineRepository {
  private readonly model: Model<RoutineDoc>;
  /** Her routines (with subtasks) for export / restore / delete. */
  readonly userData: UserDataPort;
  /**
   * The `_id`s of her routines: every read here is an `_id` lookup (FerretDB v1 scans any other
   * filter; docs/decisions/080). A key is added before its routine and removed after it.
   */
  private readonly keys: UserKeys;
  constructor(conn: Connection) {
    this.model = routineModel(conn) as Model<RoutineDoc>;
    this.keys = new UserKeys(conn, 'routines');
    this.userData = userDataPort({ routines: new OwnedCollection(this.model, { keys: this.keys }) });
  }

  async create(routine: NewRoutine): Promise<RoutineDoc> {
    await this.keys.add(routine.userId, [routine._id]);
    const doc = await this.model.create(routine).catch((error: unknown) => this.unkey([routine], error));
    return doc.toObject() as RoutineDoc;
  }

  /** Inserts several routines (no transaction: FerretDB v1); returns them in the given order. */
  async createMany(routines: NewRoutine[]): Promise<RoutineDoc[]> {
    if (routines.length === 0) return [];
    for (const userId of new Set(routines.map((r) => r.userId))) {
      await this.keys.add(
        userId,
        routines.filter((r) => r.userId === userId).map((r) => r._id),
      );
    }
    const docs = await this.model.insertMany(routines, { ordered: true }).catch((error: unknown) => this.unkey(routines, error));
    return docs.map((d) => d.toObject() as RoutineDoc);
  }

  /** A write that failed (e.g. validation): its keys go again, best effort, then the error. */
  private async unkey(routines: NewRoutine[], error: unknown): Promise<never> {
    for (const r of routines) {
      if (!(await this.model.exists({ _id: r._id }).exec().catch(() => true))) await this.keys.remove(r.userId, [r._id]).catch(() => undefined);
    }
    throw error;
  }

  /** Her routine with this id (null when missing or someone else's). */
  async findOwned(userId: string, id: string): Promise<RoutineDoc | null> {
    return findOwnedById(this.model, userId, id);
  }

  /** A user's routines in creation order. */
  async listByUser(userId: string): Promise<RoutineDoc[]> {
    return sortDocs(await this.keys.load(this.model, userId), { createdAt: 1, _id: 1 });
  }

  /** How many routines she has (keys whose routine an interrupted write never stored count too: at most a few). */
  async countByUser(userId: string): Promise<number> {
    return (await this.keys.list(userId)).length;
  }

  /** `$set` the given fields on her routine; returns it as updated, or null when missing or not hers. */
  async update(userId: string, id: string, set: Partial<Omit<RoutineDoc, '_id' | 'userId' | 'createdAt' | 'updatedAt'>>): Promise<RoutineDoc | null> {
    // The owner is checked on the one document found by `_id` (userId never changes).
    if (!(await findOwnedById(this.model, userId, id))) return null;
    return updateReturning(this.model, { _id: id }, { $set: set });
  }

  /** Deletes her routine; true when it existed. */
  async delete(userId: string, id: string): Promise<boolean> {
    if (!(await findOwnedById(this.model, userId, id))) return false;
    const res = await this.model.deleteOne({ _id: id }).exec();
    await this.keys.remove(userId, [id]);
    return res.deletedCount > 0;
  }
}
