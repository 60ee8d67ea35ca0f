import mongoose, { type Connection } from 'mongoose';
import { isDuplicateKey } from '../../lib/errors';
import { keyedCollection, userDataPort, type KeyedCollection, type UserDataPort } from '../../lib/user-data';
import { idempotencyModel, type IdempotencyDoc } from './idempotency.model';

/** `_id` of her record for one (operation, key) digest: an `_id` equality finds it. */
export function recordId(userId: string, digest: string): string {
  return `${userId}:${digest}`;
}

export class IdempotencyRepository {
  /** Her remembered writes, listed per person (docs/decisions/080), so export and delete reach them by `_id`. */
  private readonly records: KeyedCollection<IdempotencyDoc>;
  readonly userData: UserDataPort;

  constructor(conn: Connection) {
    // A restored record is keyed for its new owner, as a request of hers would find it.
    this.records = keyedCollection<IdempotencyDoc>(conn, idempotencyModel, 'idempotency_keys', {
      key: (doc, userId) => recordId(userId, String(doc._id).slice(String(doc._id).indexOf(':') + 1)),
    });
    this.userData = userDataPort({ idempotencyKeys: this.records.owned });
  }

  /**
   * Claims `_id` for a first request: inserts it as pending and answers null, or answers the record
   * that already holds the `_id` (a repeat). Key before document (docs/decisions/080).
   */
  async claim(doc: Pick<IdempotencyDoc, '_id' | 'userId' | 'operation' | 'requestHash'>): Promise<IdempotencyDoc | null> {
    await this.records.keys.add(doc.userId, [doc._id]);
    try {
      await this.records.model.create({ ...doc, state: 'pending', response: '' });
      return null;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const existing = await this.records.model.findOne({ _id: doc._id }).lean<IdempotencyDoc>().exec();
    // Removed between the insert and this read (a sweep or her delete): claim again once.
    if (!existing) return this.claimAgain(doc);
    return existing;
  }

  private async claimAgain(doc: Pick<IdempotencyDoc, '_id' | 'userId' | 'operation' | 'requestHash'>): Promise<IdempotencyDoc | null> {
    try {
      await this.records.model.create({ ...doc, state: 'pending', response: '' });
      return null;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return this.records.model.findOne({ _id: doc._id }).lean<IdempotencyDoc>().exec();
    }
  }

  /**
   * Takes over a record whose window has passed or whose first request was abandoned: only if it is
   * still the record that was read (same `updatedAt`), so two takers cannot both win.
   */
  async takeOver(old: IdempotencyDoc, requestHash: string, at: Date): Promise<boolean> {
    const res = await this.records.model
      .updateOne(
        { _id: old._id, updatedAt: old.updatedAt },
        { $set: { state: 'pending', response: '', requestHash, createdAt: at, updatedAt: at } },
        { timestamps: false },
      )
      .exec();
    return res.modifiedCount === 1;
  }

  /** Stores the first answer. A record removed meanwhile (her account deleted) is not written back. */
  async complete(id: string, response: string): Promise<void> {
    await this.records.model.updateOne({ _id: id }, { $set: { state: 'done', response } }).exec();
  }

  /** Forgets a claim whose write failed, so a retry applies it (a failure is not an answer to repeat). */
  async release(userId: string, id: string): Promise<void> {
    await this.records.model.deleteOne({ _id: id, state: 'pending' }).exec();
    await this.records.keys.remove(userId, [id]);
  }

  /**
   * Removes records older than `before` (a periodic job: FerretDB v1 has no TTL index). The filter
   * scans on FerretDB v1; it runs once an hour, not on a request's path.
   */
  async deleteOlderThan(before: Date): Promise<number> {
    const old = await this.records.model
      .find({ createdAt: mongoose.trusted({ $lt: before }) }, { _id: 1, userId: 1 })
      .lean<Pick<IdempotencyDoc, '_id' | 'userId'>[]>()
      .exec();
    for (const doc of old) {
      await this.records.model.deleteOne({ _id: doc._id }).exec();
      await this.records.keys.remove(doc.userId, [doc._id]);
    }
    return old.length;
  }
}
