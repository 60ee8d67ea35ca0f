import type { Connection, Model } from 'mongoose';
import { updateReturning } from '../../db/write-returning';
import { rateWindowModel, type RateWindowDoc } from './rate-limit.model';

export type RateCounts = Pick<RateWindowDoc, 'read' | 'write' | 'ai' | 'data'>;

export class RateLimitRepository {
  private readonly model: Model<RateWindowDoc>;
  constructor(conn: Connection) {
    this.model = rateWindowModel(conn) as Model<RateWindowDoc>;
  }

  /**
   * Adds `counts` to the window `_id` and answers its totals afterwards: one `findAndModify` with an
   * equality on `_id` (the fast path on FerretDB v1; atomic on MongoDB and on the embedded FerretDB's relay).
   */
  async add(id: string, counts: Partial<RateCounts>, expiresAt: Date): Promise<RateCounts> {
    const inc = Object.fromEntries(Object.entries(counts).filter(([, n]) => (n ?? 0) > 0));
    const doc = await updateReturning(this.model, { _id: id }, { $inc: inc, $setOnInsert: { expiresAt } }, { upsert: true });
    return { read: doc?.read ?? 0, write: doc?.write ?? 0, ai: doc?.ai ?? 0, data: doc?.data ?? 0 };
  }

  /** Deletes the windows that are over (the cleanup job; a scan on FerretDB v1, once a minute, of a small collection). */
  async deleteExpired(now: Date): Promise<number> {
    const res = await this.model.deleteMany({ expiresAt: { $lt: now } }).setOptions({ sanitizeFilter: false }).exec();
    return res.deletedCount ?? 0;
  }
}
