import type { AnyBulkWriteOperation, Connection } from 'mongoose';
import { USER_KEYS_COLLECTION, userKeysId } from '../lib/user-keys';

/**
 * Start-up migration for reads by `_id` (docs/decisions/080): data written before the
 * per-person key lists and the public-slug lookup documents existed gets them, once.
 *
 * Idempotent and restartable: every write is an `$addToSet`/upsert, and the marker is written
 * last, so an interrupted run simply runs again at the next start. Runs before the server
 * listens (main.ts and the test server, through `ensureIndexes`). It reads each collection once
 * (a scan, at start-up only); requests never do.
 */

/** Collections whose documents are listed per person through a key list, by key-list section. */
export const KEYED_SECTIONS: Readonly<Record<string, string>> = {
  routines: 'routines',
  daily_logs: 'daily_logs',
  daily_plans: 'daily_plans',
  weekly_reviews: 'weekly_reviews',
  weekly_recommendations: 'weekly_recommendations',
  recommendation_applications: 'recommendation_applications',
  onboarding_responses: 'onboarding_responses',
  lifestyle_profiles: 'lifestyle_profiles',
  onboarding_recommendations: 'recommendations',
  passkeys: 'passkeys',
};

export const MIGRATIONS_COLLECTION = 'migrations';
export const READS_BY_ID_MIGRATION = 'reads-by-id-v1';

/** Keys buffered before a flush (bounded memory whatever the data size). */
const FLUSH_EVERY = 2_000;

export interface MigrationReport {
  ran: boolean;
  keys: number;
  slugs: number;
  ms: number;
}

export async function migrateReadsById(conn: Connection): Promise<MigrationReport> {
  const t0 = Date.now();
  const db = conn.db!;
  const marker = await db.collection<{ _id: string }>(MIGRATIONS_COLLECTION).findOne({ _id: READS_BY_ID_MIGRATION });
  if (marker) return { ran: false, keys: 0, slugs: 0, ms: Date.now() - t0 };

  const keyLists = db.collection<{ _id: string; userId: string; section: string; keys: string[] }>(USER_KEYS_COLLECTION);
  let keys = 0;
  for (const [section, collection] of Object.entries(KEYED_SECTIONS)) {
    let pending = new Map<string, string[]>();
    let buffered = 0;
    const flush = async () => {
      if (!pending.size) return;
      const ops: AnyBulkWriteOperation<{ _id: string; userId: string; section: string; keys: string[] }>[] = [...pending].map(([userId, ids]) => ({
        updateOne: {
          filter: { _id: userKeysId(section, userId) },
          update: { $addToSet: { keys: { $each: ids } }, $setOnInsert: { userId, section } },
          upsert: true,
        },
      }));
      await keyLists.bulkWrite(ops as never, { ordered: false });
      pending = new Map();
      buffered = 0;
    };
    const cursor = db.collection<{ _id: string; userId?: unknown }>(collection).find({}, { projection: { _id: 1, userId: 1 } });
    for await (const doc of cursor) {
      if (typeof doc.userId !== 'string' || typeof doc._id !== 'string') continue;
      pending.set(doc.userId, [...(pending.get(doc.userId) ?? []), doc._id]);
      keys++;
      if (++buffered >= FLUSH_EVERY) await flush();
    }
    await flush();
  }

  let slugs = 0;
  const users = db.collection<{ _id: string; publicProfile?: { slug?: unknown } }>('users').find({}, { projection: { _id: 1, 'publicProfile.slug': 1 } });
  const slugDocs = db.collection<{ _id: string; userId: string }>('public_slugs');
  for await (const user of users) {
    const slug = user.publicProfile?.slug;
    if (typeof slug !== 'string' || slug === '') continue;
    await slugDocs.updateOne({ _id: slug }, { $set: { userId: user._id } }, { upsert: true });
    slugs++;
  }

  await db
    .collection<{ _id: string; at: Date }>(MIGRATIONS_COLLECTION)
    .updateOne({ _id: READS_BY_ID_MIGRATION }, { $set: { at: new Date() } }, { upsert: true });
  return { ran: true, keys, slugs, ms: Date.now() - t0 };
}
