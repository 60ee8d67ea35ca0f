import type { Connection } from 'mongoose';
import { updateReturning } from '../../db/write-returning';
import { routineModel, type RoutineDoc } from './routine.model';
import { keyedCollection, userDataPort, type KeyedCollection, type UserDataPort } from '../../lib/user-data';
import { findOwnedById, sortDocs } from '../../lib/user-keys';

export type NewRoutine = Omit<RoutineDoc, 'updatedAt'>;

export class RoutineRepository {
  /**
   * Her routines with their `_id`s: every read here is an `_id` lookup (FerretDB v1 scans any other
   * filter; docs/decisions/080). A key is added before its routine and removed after it.
   */
  private readonly routines: KeyedCollection<RoutineDoc>;
  /** Her routines (with subtasks) for export / restore / delete. */
  readonly userData: UserDataPort;
  constructor(conn: Connection) {
    this.routines = keyedCollection<RoutineDoc>(conn, routineModel, 'routines');
    this.userData = userDataPort({ routines: this.routines.owned });
  }

  async create(routine: NewRoutine): Promise<RoutineDoc> {
    await this.routines.keys.add(routine.userId, [routine._id]);
    const doc = await this.routines.model.create(routine).catch((error: unknown) => this.unkey([routine], error));
    return doc.toObject() as RoutineDoc;
  }

  /** Inserts several routines (no transaction: FerretDB v1); returns them in the given order. */
  async createMany(routines: NewRoutine[]): Promise<RoutineDoc[]> {
    if (routines.length === 0) return [];
    for (const userId of new Set(routines.map((r) => r.userId))) {
      await this.routines.keys.add(
        userId,
        routines.filter((r) => r.userId === userId).map((r) => r._id),
      );
    }
    const docs = await this.routines.model.insertMany(routines, { ordered: true }).catch((error: unknown) => this.unkey(routines, error));
    return docs.map((d) => d.toObject() as RoutineDoc);
  }

  /** A write that failed (e.g. validation): its keys go again, best effort, then the error. */
  private async unkey(routines: NewRoutine[], error: unknown): Promise<never> {
    for (const r of routines) {
      if (!(await this.routines.model.exists({ _id: r._id }).exec().catch(() => true))) await this.routines.keys.remove(r.userId, [r._id]).catch(() => undefined);
    }
    throw error;
  }

  /** Her routine with this id (null when missing or someone else's). */
  async findOwned(userId: string, id: string): Promise<RoutineDoc | null> {
    return findOwnedById(this.routines.model, userId, id);
  }

  /** A user's routines in creation order. */
  async listByUser(userId: string): Promise<RoutineDoc[]> {
    return sortDocs(await this.routines.keys.load(this.routines.model, userId), { createdAt: 1, _id: 1 });
  }

  /** How many routines she has (keys whose routine an interrupted write never stored count too: at most a few). */
  async countByUser(userId: string): Promise<number> {
    return (await this.routines.keys.list(userId)).length;
  }

  /** `$set` the given fields on her routine; returns it as updated, or null when missing or not hers. */
  async update(userId: string, id: string, set: Partial<Omit<RoutineDoc, '_id' | 'userId' | 'createdAt' | 'updatedAt'>>): Promise<RoutineDoc | null> {
    // The owner is checked on the one document found by `_id` (userId never changes).
    if (!(await findOwnedById(this.routines.model, userId, id))) return null;
    return updateReturning(this.routines.model, { _id: id }, { $set: set });
  }

  /** Deletes her routine; true when it existed. */
  async delete(userId: string, id: string): Promise<boolean> {
    if (!(await findOwnedById(this.routines.model, userId, id))) return false;
    const res = await this.routines.model.deleteOne({ _id: id }).exec();
    await this.routines.keys.remove(userId, [id]);
    return res.deletedCount > 0;
  }
}
