import type { Connection, Model } from 'mongoose';
import { isDuplicateKey } from '../lib/errors';

/**
 * Writes that answer the new state (docs/decisions/023-operations-declared-once.md, "portable persistence"):
 * one `findOneAndUpdate` on servers that have it (MongoDB), and an update followed by a read-back only
 * where the running server lacks it. Detected once per connection at start (`detectWriteReturning`).
 */
const returningSupported = new WeakMap<object, boolean>();

const PROBE_COLLECTION = 'cadence_capabilities';

/**
 * Probes the server once: does findOneAndUpdate, as `updateReturning` sends it (an upsert returning
 * the document after, no projection: FerretDB v1 refuses projections there), work?
 */
export async function detectWriteReturning(conn: Connection): Promise<boolean> {
  let ok: boolean;
  try {
    const coll = conn.db!.collection<{ _id: string; at: Date }>(PROBE_COLLECTION);
    const at = new Date();
    const res = await coll.findOneAndUpdate({ _id: 'find-one-and-update' }, { $set: { at } }, { upsert: true, returnDocument: 'after' });
    ok = res !== null && res !== undefined && res.at instanceof Date && res.at.getTime() === at.getTime();
  } catch {
    ok = false;
  }
  returningSupported.set(conn, ok);
  return ok;
}

/** What was detected for this connection (false until probed: the read-back is always correct). */
export function supportsWriteReturning(conn: Connection): boolean {
  return returningSupported.get(conn) === true;
}

/**
 * Applies `update` to the one document matching `filter` and returns it as stored afterwards (lean), or null
 * when nothing matched (and `upsert` is off): one round trip where the server has findOneAndUpdate (MongoDB and
 * FerretDB v1 both do). Never pass a projection here (FerretDB v1 refuses one). A lost upsert race (duplicate
 * key) is retried as a plain update.
 */
export async function updateReturning<T>(
  model: Model<T>,
  filter: Record<string, unknown>,
  update: Record<string, unknown>,
  options: { upsert?: boolean; setDefaultsOnInsert?: boolean } = {},
): Promise<T | null> {
  const once = async (upsert: boolean): Promise<T | null> => {
    if (supportsWriteReturning(model.db)) {
      return model
        .findOneAndUpdate(filter, update, { upsert, returnDocument: 'after', setDefaultsOnInsert: options.setDefaultsOnInsert })
        .lean<T>()
        .exec();
    }
    const res = await model.updateOne(filter, update, { upsert, setDefaultsOnInsert: options.setDefaultsOnInsert }).exec();
    if (res.matchedCount === 0 && res.upsertedCount === 0) return null;
    return model.findOne(filter).lean<T>().exec();
  };
  try {
    return await once(options.upsert ?? false);
  } catch (error) {
    if (!options.upsert || !isDuplicateKey(error)) throw error;
    return once(false);
  }
}
