import type { Connection, Model } from 'mongoose';
import { sortDocs, UserKeys } from './user-keys';

/** One stored document as it travels in an export file (dates as Date or ISO text). */
export type PortableDoc = Record<string, unknown> & { _id: string };

/** A person's documents of several collections, by export section name. */
export type UserDataSections = Record<string, PortableDoc[]>;

export interface OwnedCollectionOptions {
  /** Field holding the owner's id ('userId', or '_id' for the users collection itself). */
  owner?: 'userId' | '_id';
  /** Export order (deterministic, so two exports of the same data are equal). */
  sort?: Record<string, 1 | -1>;
  /** `_id` of a restored document when it is derived from its content (logs, plans). */
  key?: (doc: PortableDoc, userId: string) => string;
  /** Her key list (lib/user-keys.ts): listed, restored and deleted through it, never by a scan. */
  keys?: UserKeys;
  /** Runs before restored documents are inserted (e.g. lookup documents that must name them first). */
  beforeInsert?: (docs: Record<string, unknown>[]) => Promise<void>;
  /** Runs before her documents are deleted (e.g. lookup documents that name her). */
  beforeDelete?: (userId: string) => Promise<void>;
}

/**
 * One collection of a person's documents, as exported, restored and deleted (docs/decisions/049).
 * Built by the module's own repository over its own model; the account module reaches it
 * only through the module's service (`userData`).
 */
export class OwnedCollection {
  constructor(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model of the module
    private readonly model: Model<any>,
    private readonly opts: OwnedCollectionOptions = {},
  ) {}

  private get owner() {
    return this.opts.owner ?? 'userId';
  }

  async listFor(userId: string): Promise<PortableDoc[]> {
    const sort = { ...(this.opts.sort ?? { createdAt: 1 }), _id: 1 as const };
    if (this.opts.keys) return sortDocs(await this.opts.keys.load<PortableDoc & { userId: string }>(this.model, userId), sort);
    if (this.owner === '_id') return this.model.find({ _id: userId }).lean<PortableDoc[]>().exec();
    return this.model.find({ [this.owner]: userId }).sort(sort).lean<PortableDoc[]>().exec();
  }

  /** The `_id` a restored copy of `doc` gets, for the new owner `userId`. */
  newKey(doc: PortableDoc, userId: string, fresh: () => string): string {
    return this.opts.key ? this.opts.key(doc, userId) : fresh();
  }

  /** The owner id a document names (every document of a file must name the same person). */
  ownerOf(doc: PortableDoc): unknown {
    return doc[this.owner];
  }

  /** First problem of the documents against the model (unknown keys, types, required fields), or null. */
  check(docs: PortableDoc[]): string | null {
    for (const [i, raw] of docs.entries()) {
      try {
        const doc = new this.model(raw);
        const error = doc.validateSync();
        if (error) {
          const first = Object.values(error.errors)[0] as { path?: string; message?: string } | undefined;
          return `[${i}] ${first?.path ?? ''}: ${first?.message ?? error.message}`;
        }
      } catch (error) {
        // strict: 'throw' refuses fields the model does not know.
        return `[${i}] ${error instanceof Error ? error.message.replace(/^Field `(.+)` is not in schema.*$/, 'unknown field "$1"') : 'invalid'}`;
      }
    }
    return null;
  }

  /**
   * Inserts restored documents as they were: their own createdAt/updatedAt kept, and no field the
   * file did not have added from schema defaults (a restored account exports exactly as the original).
   */
  async insert(docs: PortableDoc[]): Promise<void> {
    if (!docs.length) return;
    const cast = docs.map((raw) => {
      const full = new this.model(raw).toObject({ virtuals: false, getters: false }) as Record<string, unknown>;
      return Object.fromEntries(Object.keys(raw).map((k) => [k, full[k]]));
    });
    await this.opts.beforeInsert?.(cast);
    const keys = this.opts.keys;
    if (keys) {
      const byOwner = new Map<string, string[]>();
      for (const doc of cast) byOwner.set(String(doc[this.owner]), [...(byOwner.get(String(doc[this.owner])) ?? []), String(doc._id)]);
      for (const [owner, ids] of byOwner) await keys.add(owner, ids);
    }
    await this.model.insertMany(cast, { ordered: true, timestamps: false, lean: true });
  }

  /**
   * Deletes all her documents. A filter on the owner, so nothing of hers is left even if an
   * interrupted write left a document without its key: a scan on FerretDB v1, but only when she
   * deletes her data. Her key list goes last (docs/decisions/080).
   */
  async deleteFor(userId: string): Promise<number> {
    await this.opts.beforeDelete?.(userId);
    const res = await this.model.deleteMany({ [this.owner]: userId }).exec();
    await this.opts.keys?.clear(userId);
    return res.deletedCount ?? 0;
  }
}

/** What every module with user data offers the account module (export, restore, delete). */
export interface UserDataPort {
  /** Section name → collection. */
  readonly sections: Record<string, OwnedCollection>;
  exportFor(userId: string): Promise<UserDataSections>;
  deleteAllFor(userId: string): Promise<void>;
}

/** The standard port over a module's owned collections. */
export function userDataPort(sections: Record<string, OwnedCollection>): UserDataPort {
  return {
    sections,
    async exportFor(userId) {
      const out: UserDataSections = {};
      for (const [name, coll] of Object.entries(sections)) out[name] = await coll.listFor(userId);
      return out;
    },
    async deleteAllFor(userId) {
      for (const coll of Object.values(sections)) await coll.deleteFor(userId);
    },
  };
}

export interface KeyedCollection<D> {
  model: Model<D>;
  keys: UserKeys;
  owned: OwnedCollection;
}

/**
 * One of her collections as a repository holds it: the module's model, her key list (reads are
 * `_id` lookups, docs/decisions/080) and the export / restore / delete port over both.
 */
export function keyedCollection<D>(
  conn: Connection,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the module's model factory
  modelOf: (conn: Connection) => Model<any>,
  keyListName: string,
  opts: Omit<OwnedCollectionOptions, 'keys'> = {},
): KeyedCollection<D> {
  const model = modelOf(conn) as Model<D>;
  const keys = new UserKeys(conn, keyListName);
  return { model, keys, owned: new OwnedCollection(model, { ...opts, keys }) };
}
