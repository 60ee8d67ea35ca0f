import { updateReturning } from '../../db/write-returning';
import mongoose, { type Connection, type Model } from 'mongoose';
import { dailyLogModel, type DailyLogDoc } from './log.model';
import { OwnedCollection, userDataPort, type UserDataPort } from '../../lib/user-data';

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
  private readonly model: Model<DailyLogDoc>;
  /** Her daily logs for export / restore / delete. */
  readonly userData: UserDataPort;
  constructor(conn: Connection) {
    this.model = dailyLogModel(conn) as Model<DailyLogDoc>;
    this.userData = userDataPort({
      dailyLogs: new OwnedCollection(this.model, { sort: { date: 1 }, key: (doc, userId) => logKey(userId, String(doc.date)) }),
    });
  }

  /** One lean read by `_id` (FerretDB v1 pushes only `_id`-only filters down to SQLite). */
  async find(userId: string, date: string): Promise<DailyLogDoc | null> {
    return this.model.findOne({ _id: logKey(userId, date) }).lean<DailyLogDoc>().exec();
  }

  /** The logs of `userId` on the given dates (an `_id` $in lookup; missing dates are skipped). */
  async findMany(userId: string, dates: readonly string[]): Promise<DailyLogDoc[]> {
    if (dates.length === 0) return [];
    return this.model
      .find({ _id: mongoose.trusted({ $in: dates.map((d) => logKey(userId, d)) }) })
      .lean<DailyLogDoc[]>()
      .exec();
  }

  /** A user's logs, newest date first (served by the unique userId+date index). */
  async listByUser(userId: string, limit = MAX_LOGS_LISTED): Promise<DailyLogDoc[]> {
    return this.model.find({ userId }).sort({ date: -1 }).limit(limit).lean<DailyLogDoc[]>().exec();
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
    const doc = await updateReturning(this.model, filter, update, { upsert: true, setDefaultsOnInsert: false });
    if (!doc) throw new Error(`daily log (${date}) vanished after upsert`);
    return doc;
  }
}
