import mongoose, { type Connection, type Model } from 'mongoose';
import { oneTimeSecretModel, passkeyModel, type OneTimeSecretDoc, type PasskeyDoc } from './passkeys.model';

export class PasskeyRepository {
  private readonly passkeys: Model<PasskeyDoc>;
  private readonly secrets: Model<OneTimeSecretDoc>;
  constructor(conn: Connection) {
    this.passkeys = passkeyModel(conn) as Model<PasskeyDoc>;
    this.secrets = oneTimeSecretModel(conn) as Model<OneTimeSecretDoc>;
  }

  async insert(doc: PasskeyDoc): Promise<void> {
    await this.passkeys.create(doc);
  }

  async find(id: string): Promise<PasskeyDoc | null> {
    return this.passkeys.findById(id).lean<PasskeyDoc>().exec();
  }

  async listByUser(userId: string): Promise<PasskeyDoc[]> {
    return this.passkeys.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean<PasskeyDoc[]>().exec();
  }

  async countByUser(userId: string): Promise<number> {
    return this.passkeys.countDocuments({ userId }).exec();
  }

  async markUsed(id: string, counter: number, at: Date): Promise<void> {
    await this.passkeys.updateOne({ _id: id }, { $set: { counter, lastUsedAt: at } }).exec();
  }

  /** Deletes one of her passkeys; true when it existed. */
  async delete(userId: string, id: string): Promise<boolean> {
    const res = await this.passkeys.deleteOne({ _id: id, userId }).exec();
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

  async deleteAllFor(userId: string): Promise<void> {
    await this.passkeys.deleteMany({ userId }).exec();
    await this.secrets.deleteMany({ userId }).exec();
  }
}
