import mongoose, { type Connection, type Model } from 'mongoose';
import { findOwnedById, sortDocs, UserKeys } from '../../lib/user-keys';
import { oneTimeSecretModel, passkeyModel, type OneTimeSecretDoc, type PasskeyDoc } from './passkeys.model';

export class PasskeyRepository {
  private readonly passkeys: Model<PasskeyDoc>;
  private readonly secrets: Model<OneTimeSecretDoc>;
  /** The `_id`s of her passkeys (docs/decisions/080): her list is `_id` lookups, never a scan. */
  private readonly keys: UserKeys;
  constructor(conn: Connection) {
    this.passkeys = passkeyModel(conn) as Model<PasskeyDoc>;
    this.keys = new UserKeys(conn, 'passkeys');
    this.secrets = oneTimeSecretModel(conn) as Model<OneTimeSecretDoc>;
  }

  async insert(doc: PasskeyDoc): Promise<void> {
    await this.keys.add(doc.userId, [doc._id]);
    await this.passkeys.create(doc);
  }

  async find(id: string): Promise<PasskeyDoc | null> {
    return this.passkeys.findById(id).lean<PasskeyDoc>().exec();
  }

  async listByUser(userId: string): Promise<PasskeyDoc[]> {
    return sortDocs(await this.keys.load(this.passkeys, userId), { createdAt: 1, _id: 1 });
  }

  async countByUser(userId: string): Promise<number> {
    return (await this.listByUser(userId)).length;
  }

  async markUsed(id: string, counter: number, at: Date): Promise<void> {
    await this.passkeys.updateOne({ _id: id }, { $set: { counter, lastUsedAt: at } }).exec();
  }

  /** Deletes one of her passkeys; true when it existed. */
  async delete(userId: string, id: string): Promise<boolean> {
    if (!(await findOwnedById(this.passkeys, userId, id))) return false;
    const res = await this.passkeys.deleteOne({ _id: id }).exec();
    await this.keys.remove(userId, [id]);
    return res.deletedCount > 0;
  }

  async saveSecret(doc: OneTimeSecretDoc): Promise<void> {
    await this.secrets.create(doc);
  }

  /** Uses a one-time secret: deletes it and returns it (null when unknown or already used). */
  async takeSecret(id: string): Promise<OneTimeSecretDoc | null> {
    const doc = await this.secrets.findById(id).lean<OneTimeSecretDoc>().exec();
    if (!doc) return null;
    const res = await this.secrets.deleteOne({ _id: id }).exec();
    // Two requests racing for the same secret: only the one whose delete removed it wins.
    return res.deletedCount === 1 ? doc : null;
  }

  async deleteSecretsOf(userId: string, purpose: OneTimeSecretDoc['purpose']): Promise<void> {
    await this.secrets.deleteMany({ userId, purpose }).exec();
  }

  async sweepExpired(now: Date): Promise<void> {
    await this.secrets.deleteMany({ expiresAt: mongoose.trusted({ $lt: now }) }).exec();
  }

  /** Deleting her data: filters on the owner (a scan on FerretDB v1, only then), her key list last. */
  async deleteAllFor(userId: string): Promise<void> {
    await this.passkeys.deleteMany({ userId }).exec();
    await this.keys.clear(userId);
    await this.secrets.deleteMany({ userId }).exec();
  }
}
