import type { Connection, Model } from 'mongoose';
import { sessionModel, type SessionDoc } from './session.model';

export class SessionRepository {
  private readonly model: Model<SessionDoc>;
  constructor(conn: Connection) {
    this.model = sessionModel(conn) as Model<SessionDoc>;
  }

  async create(doc: SessionDoc): Promise<void> {
    await this.model.create(doc);
  }

  async find(hash: string): Promise<SessionDoc | null> {
    return this.model.findById(hash).lean<SessionDoc>().exec();
  }

  async touch(hash: string, expiresAt: Date): Promise<void> {
    await this.model.updateOne({ _id: hash }, { $set: { expiresAt } }).exec();
  }

  async delete(hash: string): Promise<void> {
    await this.model.deleteOne({ _id: hash }).exec();
  }

  /** Every session of `userId` (delete my data). */
  async deleteAllFor(userId: string): Promise<number> {
    const res = await this.model.deleteMany({ userId }).exec();
    return res.deletedCount ?? 0;
  }

  async deleteExpired(now: Date): Promise<number> {
    const res = await this.model.deleteMany({ expiresAt: { $lt: now } }).setOptions({ sanitizeFilter: false }).exec();
    return res.deletedCount ?? 0;
  }
}
