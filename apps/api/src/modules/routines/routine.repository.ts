import type { Connection, Model } from 'mongoose';
import { updateReturning } from '../../db/write-returning';
import { routineModel, type RoutineDoc } from './routine.model';
import { OwnedCollection, userDataPort, type UserDataPort } from '../../lib/user-data';

export type NewRoutine = Omit<RoutineDoc, 'updatedAt'>;

export class RoutineRepository {
  private readonly model: Model<RoutineDoc>;
  /** Her routines (with subtasks) for export / restore / delete. */
  readonly userData: UserDataPort;
  constructor(conn: Connection) {
    this.model = routineModel(conn) as Model<RoutineDoc>;
    this.userData = userDataPort({ routines: new OwnedCollection(this.model) });
  }

  async create(routine: NewRoutine): Promise<RoutineDoc> {
    const doc = await this.model.create(routine);
    return doc.toObject() as RoutineDoc;
  }

  /** Inserts several routines (no transaction: FerretDB v1); returns them in the given order. */
  async createMany(routines: NewRoutine[]): Promise<RoutineDoc[]> {
    if (routines.length === 0) return [];
    const docs = await this.model.insertMany(routines, { ordered: true });
    return docs.map((d) => d.toObject() as RoutineDoc);
  }

  /** Her routine with this id (null when missing or someone else's). */
  async findOwned(userId: string, id: string): Promise<RoutineDoc | null> {
    return this.model.findOne({ _id: id, userId }).lean<RoutineDoc>().exec();
  }

  /** A user's routines in creation order. */
  async listByUser(userId: string): Promise<RoutineDoc[]> {
    return this.model.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean<RoutineDoc[]>().exec();
  }

  async countByUser(userId: string): Promise<number> {
    return this.model.countDocuments({ userId }).exec();
  }

  /** `$set` the given fields on her routine; returns it as updated, or null when missing or not hers. */
  async update(userId: string, id: string, set: Partial<Omit<RoutineDoc, '_id' | 'userId' | 'createdAt' | 'updatedAt'>>): Promise<RoutineDoc | null> {
    return updateReturning(this.model, { _id: id, userId }, { $set: set });
  }

  /** Deletes her routine; true when it existed. */
  async delete(userId: string, id: string): Promise<boolean> {
    const res = await this.model.deleteOne({ _id: id, userId }).exec();
    return res.deletedCount > 0;
  }
}
