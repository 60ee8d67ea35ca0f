import { updateReturning } from '../../db/write-returning';
import type { Connection } from 'mongoose';
import { dailyLogModel, type DailyLogDoc } from './log.model';
import { keyedCollection, userDataPort, type KeyedCollection, type UserDataPort } from '../../lib/user-data';
import { findByIds, sortDocs } from '../../lib/user-keys';

/** Most logs one list call returns (newest first): more than a year of daily use. */
export const MAX_LOGS_LISTED = 400;

/**
 * `_id` (and the API's `id`) of the log of (userId, date): one log per user per local date by
 * construction (the unique userId+date index guards it as well), and reads and upserts filter on
 * `_id` alone, which FerretDB v1 serves from SQLite's primary key instead of scanning the
 * collection. Id-shaped: user ids are 22 characters, so the key stays within the 64-character id limit.
 */
export function logKey(userId: string, date: string): string {
  return `${userId}_${date}`;
}

/** Values of a new log's fields (schema defaults), by path. */
const NEW_LOG_DEFAULTS: ReadonlyArray<readonly [string, () => unknown]> = [
  ['notes', () => ''],
  ['transcript', () => ''],
  ['llmExtract', () => null],
  ['reading', () => null],
  ['mood', () => ''],
  ['completed.movement', () => false],
  ['completed.nutrition', () => false],
  ['completed.mindfulness', () => false],
  ['completed.supplement', () => false],
  ['subtasks', () => ({})],
];

/** The defaults whose path neither equals, contains nor lies inside a path of `set`. */
function defaultsNotIn(set: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(set);
  const out: Record<string, unknown> = {};
  for (const [path, value] of NEW_LOG_DEFAULTS) {
    const overlaps = keys.some((k) => k === path || k.startsWith(`${path}.`) || path.startsWith(`${k}.`));
    if (!overlaps) out[path] = value();
  }
  return out;
}

export class LogRepository {
  /** Her logs with their `_id`s (docs/decisions/080): her list is `_id` lookups, never a scan. */
  private readonly logs: KeyedCollection<DailyLogDoc>;
  /** Her daily logs for export / restore / delete. */
  readonly userData: UserDataPort;
  constructor(conn: Connection) {
    this.logs = keyedCollection<DailyLogDoc>(conn, dailyLogModel, 'daily_logs', { sort: { date: 1 }, key: (doc, userId) => logKey(userId, String(doc.date)) });
    this.userData = userDataPort({ dailyLogs: this.logs.owned });
  }

  /** One lean read by `_id` (FerretDB v1 pushes only `_id`-only filters down to SQLite). */
  async find(userId: string, date: string): Promise<DailyLogDoc | null> {
    return this.logs.model.findOne({ _id: logKey(userId, date) }).lean<DailyLogDoc>().exec();
  }

  /** The logs of `userId` on the given dates (missing dates are skipped): one `_id` lookup per date on FerretDB v1, `$in` on MongoDB. */
  async findMany(userId: string, dates: readonly string[]): Promise<DailyLogDoc[]> {
    return findByIds(this.logs.model, dates.map((d) => logKey(userId, d)));
  }

  /** A user's logs, newest date first: her key list, then the newest `limit` logs by `_id`. */
  async listByUser(userId: string, limit = MAX_LOGS_LISTED): Promise<DailyLogDoc[]> {
    // Keys are '{userId}_{date}': their order is the dates' order.
    const newest = (await this.logs.keys.list(userId)).sort().reverse().slice(0, limit);
    const docs = (await findByIds(this.logs.model, newest)).filter((d) => d.userId === userId);
    return sortDocs(docs, { date: -1 });
  }

  /**
   * Creates the log for (userId, date) or `$set`s the given paths on it (an upsert: no
   * transaction needed). `set` keys are schema paths, possibly dotted with id-shaped
   * segments (e.g. 'subtasks.<routineId>'); callers validate them. Returns the stored log.
   */
  async upsert(userId: string, date: string, set: Record<string, unknown>): Promise<DailyLogDoc> {
    const update = { $set: set, $setOnInsert: { userId, date, ...defaultsNotIn(set) } };
    const filter = { _id: logKey(userId, date) };
    // Defaults are given explicitly (only for paths not being set) so no $set/$setOnInsert path conflicts.
    // Her key is written beside the log (same round trip; `$addToSet` is idempotent): a request
    // that fails in between was never acknowledged, and its retry writes both again.
    const [doc] = await Promise.all([
      updateReturning(this.logs.model, filter, update, { upsert: true, setDefaultsOnInsert: false }),
      this.logs.keys.add(userId, [filter._id]),
    ]);
    if (!doc) throw new Error(`daily log (${date}) vanished after upsert`);
    return doc;
  }
}
