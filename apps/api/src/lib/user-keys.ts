import mongoose, { type Connection, type Model } from 'mongoose';

/**
 * Reads that cost her data, not everyone's (docs/decisions/080-reads-by-id.md).
 *
 * FerretDB v1 (SQLite) pushes only an `_id` equality down to SQLite: `{ userId }`, `{ _id, userId }`,
 * `_id` ranges and `_id: { $in }` all scan the whole collection. So a person's list of documents
 * is found through a per-person key list, one document addressed by `_id` ('<section>:<userId>'),
 * and the documents are then read by `_id`: one equality lookup each on FerretDB, one `$in` on
 * MongoDB (served by the `_id` index).
 *
 * Order of writes (no transactions on FerretDB v1): a key is added BEFORE its document is
 * written and removed AFTER its document is deleted, so a crash in between leaves at most a key
 * whose document is missing, which readers skip. Never a document no list can reach.
 */

export const USER_KEYS_COLLECTION = 'user_keys';

export interface UserKeysDoc {
  _id: string;
  userId: string;
  section: string;
  keys: string[];
}

const userKeysSchema = new mongoose.Schema<UserKeysDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    section: { type: String, required: true },
    keys: { type: [String], default: [] },
  },
  { versionKey: false, strict: 'throw', collection: USER_KEYS_COLLECTION },
);

function userKeysModel(conn: Connection): Model<UserKeysDoc> {
  return (conn.models.UserKeys ?? conn.model<UserKeysDoc>('UserKeys', userKeysSchema)) as Model<UserKeysDoc>;
}

/** `_id` of the key list of `section` for `userId`. */
export function userKeysId(section: string, userId: string): string {
  return `${section}:${userId}`;
}

/**
 * Does the server behind `conn` push down only `_id` equalities (FerretDB v1)? Then `_id: { $in }`
 * scans, and many documents are read by one equality lookup each. Detected once per connection
 * (`buildInfo.ferretdbVersion`); until detected, the lookups that are fast everywhere are used.
 */
const idOnlyPushdown = new WeakMap<object, boolean>();

export async function detectIdOnlyPushdown(conn: Connection): Promise<boolean> {
  let ferret = true;
  try {
    const info = (await conn.db!.admin().command({ buildInfo: 1 })) as Record<string, unknown>;
    ferret = 'ferretdbVersion' in info;
  } catch {
    ferret = true;
  }
  idOnlyPushdown.set(conn, ferret);
  return ferret;
}

/**
 * Does the server apply each single-document update atomically? MongoDB does. FerretDB v1 reads the
 * document, changes it and writes it back, so two concurrent `$addToSet`s (or `$inc`s) on one document
 * can lose one; the embedded FerretDB's launcher serialises updates per collection in front of it and
 * says so when asked `{ cadenceAtomicUpdates: 1 }` (packages/db/ferretdb/atomicupdates.go,
 * docs/decisions/100). A stock FerretDB v1 does not: there key-list writes are queued in this process,
 * which is right for one app process only (main.ts says so at start).
 */
const atomicUpdates = new WeakMap<object, boolean>();

export async function detectAtomicUpdates(conn: Connection): Promise<boolean> {
  let atomic = true;
  if (pushesDownOnlyIdEquality(conn)) {
    try {
      const res = (await conn.db!.command({ cadenceAtomicUpdates: 1 })) as { atomicUpdates?: unknown };
      atomic = res.atomicUpdates === true;
    } catch {
      atomic = false;
    }
  }
  atomicUpdates.set(conn, atomic);
  return atomic;
}

/** False until detected, and on a stock FerretDB v1 (see `detectAtomicUpdates`). */
export function updatesAreAtomic(conn: Connection): boolean {
  return atomicUpdates.get(conn) === true;
}

/** True on FerretDB v1 (and until detected): only an `_id`-only filter avoids a scan there. */
export function pushesDownOnlyIdEquality(conn: Connection): boolean {
  return idOnlyPushdown.get(conn) !== false;
}

/** The documents with these `_id`s (missing ones skipped), in no particular order; `_id` lookups only. */
export async function findByIds<T>(model: Model<T>, ids: readonly string[], projection?: Record<string, 0 | 1>): Promise<T[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (unique.length === 1 || pushesDownOnlyIdEquality(model.db)) {
    const docs = await Promise.all(unique.map((_id) => model.findOne({ _id }, projection).lean<T>().exec()));
    return docs.filter((d): d is NonNullable<typeof d> => d !== null) as T[];
  }
  return model
    .find({ _id: mongoose.trusted({ $in: unique }) }, projection)
    .lean<T[]>()
    .exec();
}

/**
 * Her document with this `_id`, or null when missing or someone else's: an `_id` lookup and an
 * owner check in code (a `{ _id, userId }` filter scans the collection on FerretDB v1).
 */
export async function findOwnedById<T extends { userId: string }>(model: Model<T>, userId: string, id: string): Promise<T | null> {
  const doc = await model.findOne({ _id: id }).lean<T>().exec();
  return doc && doc.userId === userId ? (doc as T) : null;
}

/**
 * Writes to one key list, one after another in this process, only where the server's updates are not
 * atomic (a stock FerretDB v1: two concurrent `$addToSet`s on one list lost a key). On MongoDB and on
 * the embedded FerretDB every process sends its writes at once and the server applies them one by one
 * (docs/decisions/100), so several app processes can share the data.
 */
const keyListQueues = new Map<string, Promise<unknown>>();

function serialized<T>(conn: Connection, listId: string, write: () => Promise<T>): Promise<T> {
  if (updatesAreAtomic(conn)) return write();
  const previous = keyListQueues.get(listId) ?? Promise.resolve();
  const next = previous.then(write, write);
  const settled = next.catch(() => undefined);
  keyListQueues.set(listId, settled);
  void settled.then(() => {
    if (keyListQueues.get(listId) === settled) keyListQueues.delete(listId);
  });
  return next;
}

/** How many (list, key) pairs `ListedKeys` remembers per connection before it forgets the oldest. */
export const LISTED_KEYS_REMEMBERED = 200_000;

/**
 * The keys this process knows to be in their lists (it added them and has not removed them since), so
 * a write to an existing document does not write its key again: one round trip for a tick or a note
 * (docs/decisions/081). Used only on FerretDB v1. Safe with several app processes on one database
 * (docs/decisions/100): a key leaves its list only when its document is gone for good (a deleted routine
 * or passkey is never written again under its random id; logs and plans leave only with her whole
 * account, whose later writes the account fence refuses). On MongoDB the idempotent `$addToSet` is sent
 * every time, beside the write.
 */
class ListedKeys {
  private readonly pairs = new Set<string>();
  has(listId: string, key: string): boolean {
    return this.pairs.has(`${listId}\u0000${key}`);
  }
  mark(listId: string, keys: readonly string[]) {
    for (const key of keys) {
      const pair = `${listId}\u0000${key}`;
      this.pairs.delete(pair);
      this.pairs.add(pair);
    }
    for (const oldest of this.pairs) {
      if (this.pairs.size <= LISTED_KEYS_REMEMBERED) break;
      this.pairs.delete(oldest);
    }
  }
  forget(listId: string, keys?: readonly string[]) {
    if (keys) for (const key of keys) this.pairs.delete(`${listId}\u0000${key}`);
    else for (const pair of this.pairs) if (pair.startsWith(`${listId}\u0000`)) this.pairs.delete(pair);
  }
}

const listedKeys = new WeakMap<object, ListedKeys>();

/** One person's key list of one section (e.g. the `_id`s of her routines). */
export class UserKeys {
  private readonly model: Model<UserKeysDoc>;
  constructor(
    private readonly conn: Connection,
    readonly section: string,
  ) {
    this.model = userKeysModel(conn);
  }

  /** The remembered listed keys of this connection; none on MongoDB (see `ListedKeys`). */
  private listed(): ListedKeys | undefined {
    if (!pushesDownOnlyIdEquality(this.conn)) return undefined;
    let known = listedKeys.get(this.conn);
    if (!known) listedKeys.set(this.conn, (known = new ListedKeys()));
    return known;
  }

  /** Her keys, in the order they were first added. */
  async list(userId: string): Promise<string[]> {
    const doc = await this.model.findOne({ _id: userKeysId(this.section, userId) }).lean<UserKeysDoc>().exec();
    return doc?.keys ?? [];
  }

  /** Adds keys (idempotent). Call BEFORE writing the documents. Keys this process knows are listed cost nothing. */
  async add(userId: string, keys: readonly string[]): Promise<void> {
    const listId = userKeysId(this.section, userId);
    const listed = this.listed();
    const missing = listed ? keys.filter((key) => !listed.has(listId, key)) : keys;
    if (missing.length === 0) return;
    await serialized(this.conn, listId, () => this.addNow(userId, missing));
    listed?.mark(listId, missing);
  }

  private async addNow(userId: string, keys: readonly string[]): Promise<void> {
    await this.model
      .updateOne(
        { _id: userKeysId(this.section, userId) },
        { $addToSet: { keys: { $each: [...keys] } }, $setOnInsert: { userId, section: this.section } },
        { upsert: true },
      )
      .exec()
      .catch(async (error: unknown) => {
        // Two first adds raced on the new key list: the loser adds to the winner's.
        if ((error as { code?: number }).code !== 11000) throw error;
        await this.model.updateOne({ _id: userKeysId(this.section, userId) }, { $addToSet: { keys: { $each: [...keys] } } }).exec();
      });
  }

  /** Removes keys (idempotent). Call AFTER deleting the documents. */
  async remove(userId: string, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    // `$pullAll` ($pull with `$in` is silently ignored by FerretDB v1).
    const listId = userKeysId(this.section, userId);
    this.listed()?.forget(listId, keys);
    await serialized(this.conn, listId, () => this.model.updateOne({ _id: listId }, { $pullAll: { keys: [...keys] } }).exec());
  }

  /** Drops her whole key list (after her documents are deleted). */
  async clear(userId: string): Promise<void> {
    const listId = userKeysId(this.section, userId);
    this.listed()?.forget(listId);
    await serialized(this.conn, listId, () => this.model.deleteOne({ _id: listId }).exec());
  }

  /** Her documents of `model` (missing ones skipped; keys left by an interrupted write are ignored). */
  async load<T extends { userId: string }>(model: Model<T>, userId: string, projection?: Record<string, 0 | 1>): Promise<T[]> {
    const docs = await findByIds(model, await this.list(userId), projection);
    // A key list is hers by its `_id`; the owner check guards against a key naming another's document.
    return docs.filter((d) => d.userId === userId);
  }
}

/** Sorts documents in memory as `sort({ ...fields })` would (ascending 1, descending -1). */
export function sortDocs<T>(docs: T[], sort: Record<string, 1 | -1>): T[] {
  const fields = Object.entries(sort);
  const value = (doc: T, field: string): number | string => {
    const v = (doc as Record<string, unknown>)[field];
    if (v instanceof Date) return v.getTime();
    return typeof v === 'number' ? v : v === null || v === undefined ? '' : String(v);
  };
  return docs.sort((a, b) => {
    for (const [field, dir] of fields) {
      const x = value(a, field);
      const y = value(b, field);
      if (x < y) return -dir;
      if (x > y) return dir;
    }
    return 0;
  });
}
