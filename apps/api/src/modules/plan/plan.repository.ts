import type { Connection, Model } from 'mongoose';
import { updateReturning } from '../../db/write-returning';
import { conflict, isDuplicateKey } from '../../lib/errors';
import { dailyPlanModel, type DailyPlanDoc, type PlanTaskDoc } from './plan.model';
import { keyedCollection, userDataPort, type KeyedCollection, type UserDataPort } from '../../lib/user-data';
import { findByIds, pushesDownOnlyIdEquality } from '../../lib/user-keys';

/** Everything of a plan but its identity and timestamps. */
export type PlanFields = Omit<DailyPlanDoc, '_id' | 'userId' | 'date' | 'createdAt' | 'updatedAt'>;

/** The stored plan as read (no `_id`, no `createdAt`: the API never shows them). */
export type StoredPlan = Omit<DailyPlanDoc, '_id' | 'createdAt'>;

const READ_PROJECTION = { _id: 0, createdAt: 0 } as const;

/**
 * `_id` of the plan of (userId, date): one plan per user per local date by construction (the
 * unique userId+date index guards it as well). Not shown by the API (a DailyPlan has no id).
 * Id-shaped userIds contain no ':', so the key is unambiguous.
 */
export function planKey(userId: string, date: string): string {
  return `${userId}:${date}`;
}

export class PlanRepository {
  /** Her plans with their `_id`s (docs/decisions/080): reads here are `_id` lookups only. */
  private readonly plans: KeyedCollection<DailyPlanDoc>;
  /** Her daily plans for export / restore / delete. */
  readonly userData: UserDataPort;
  constructor(conn: Connection) {
    this.plans = keyedCollection<DailyPlanDoc>(conn, dailyPlanModel, 'daily_plans', { sort: { date: 1 }, key: (doc, userId) => planKey(userId, String(doc.date)) });
    this.userData = userDataPort({ dailyPlans: this.plans.owned });
  }

  /**
   * The plan of `userId` for `date`: one lean read by `_id` (derived from userId and date).
   * An `_id`-only filter is the one FerretDB v1 pushes down to SQLite (any other filter scans the
   * whole collection in Go); on MongoDB it is the `_id` index.
   */
  async find(userId: string, date: string): Promise<StoredPlan | null> {
    return this.plans.model.findOne({ _id: planKey(userId, date) }, READ_PROJECTION).lean<StoredPlan>().exec();
  }

  /** docs/decisions/045: the plans of `userId` on the given dates (an `_id` $in lookup; missing dates are skipped). */
  async findMany(userId: string, dates: readonly string[]): Promise<StoredPlan[]> {
    // `_id: { $in }` scans on FerretDB v1: one `_id` lookup per date there, `$in` on MongoDB.
    return findByIds(this.plans.model as unknown as Model<StoredPlan>, dates.map((d) => planKey(userId, d)), READ_PROJECTION);
  }

  /**
   * Inserts the plan unless one exists for (userId, date). Returns false when another
   * request created it first (unique index), so the caller reads that one instead.
   */
  async insert(userId: string, date: string, fields: PlanFields): Promise<boolean> {
    try {
      await Promise.all([this.plans.model.create({ _id: planKey(userId, date), userId, date, ...fields }), this.plans.keys.add(userId, [planKey(userId, date)])]);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /**
   * Changes the plan of (userId, date) from what is stored now (docs/decisions/095-task-identity.md): `change` gets
   * the plan as stored (null when there is none) and answers the new fields, or null to leave it alone. The write
   * is conditional on the version it read (`rev`), so a tick or another change made in between is never
   * overwritten: `change` runs again on the newer plan. On FerretDB v1 (one process, update filters other than
   * `_id` scan: docs/decisions/080) the plan's writes are queued in this process and the write filters on `_id`;
   * on MongoDB the version in the filter decides, across processes. Returns the plan as stored after it.
   */
  async mutate(userId: string, date: string, change: (current: StoredPlan | null) => PlanFields | null | Promise<PlanFields | null>): Promise<StoredPlan | null> {
    const _id = planKey(userId, date);
    return serializedPlan(_id, async () => {
      for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
        const current = await this.find(userId, date);
        const fields = await change(current);
        if (!fields) return current;
        if (!current) {
          if (await this.insert(userId, date, fields)) return this.find(userId, date);
          continue; // created meanwhile: change that one
        }
        const set: Record<string, unknown> = { ...fields, rev: (current.rev ?? 0) + 1 };
        // Optional fields that are absent must not survive from the previous version.
        const unset: Record<string, 1> = {};
        for (const key of ['disclaimer', 'lastChanges'] as const) {
          if (fields[key] === undefined) {
            delete set[key];
            unset[key] = 1;
          }
        }
        const filter = pushesDownOnlyIdEquality(this.plans.model.db) ? { _id } : { _id, rev: current.rev ?? null };
        const doc = await this.updatePlan(filter, { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) });
        if (doc) return doc;
      }
      throw conflict(PLAN_CHANGED);
    });
  }

  /**
   * Sets the status of the task with id `taskId`: a conditional update on that task's id (decision 095), so a
   * task that moved since she saw it is still the one ticked, and a task gone since is not replaced by another.
   * Returns the plan as stored after it, or null when the plan or that task does not exist.
   */
  async setTaskStatusById(userId: string, date: string, taskId: string, status: PlanTaskDoc['status']): Promise<StoredPlan | null> {
    const _id = planKey(userId, date);
    if (!pushesDownOnlyIdEquality(this.plans.model.db)) {
      // MongoDB: the positional update matches the task by its id in the same atomic write.
      return this.updatePlan({ _id, 'tasks.id': taskId }, { $set: { 'tasks.$.status': status }, $inc: { rev: 1 } });
    }
    // FerretDB v1 (no positional filter pushdown, one process): the plan's writes are queued here, so the
    // position found on the plan read by `_id` is still the task's when the update by `_id` runs.
    return serializedPlan(_id, async () => {
      const plan = await this.plans.model.findOne({ _id }, { tasks: 1 }).lean<{ tasks?: { id?: string }[] }>().exec();
      const index = plan?.tasks?.findIndex((t) => t.id === taskId) ?? -1;
      if (index < 0) return null;
      return this.updatePlan({ _id }, { $set: { [`tasks.${index}.status`]: status }, $inc: { rev: 1 } });
    });
  }

  /** One update that answers the stored plan (one round trip: db/write-returning.ts), as `find` reads it. */
  private async updatePlan(filter: Record<string, unknown>, update: Record<string, unknown>): Promise<StoredPlan | null> {
    const doc = await updateReturning<DailyPlanDoc>(this.plans.model, filter, update);
    if (!doc) return null;
    const { _id: _id, createdAt: _createdAt, ...plan } = doc;
    return plan;
  }

  /** Replaces the stored safety notice of (userId, date); false when that plan does not exist. */
  async setSafety(userId: string, date: string, safety: unknown): Promise<boolean> {
    const _id = planKey(userId, date);
    const res = await serializedPlan(_id, () => this.plans.model.updateOne({ _id }, { $set: { safety }, $inc: { rev: 1 } }).exec());
    return res.matchedCount > 0;
  }
}

/** Answered (409) when a plan kept changing under a write (MongoDB, several processes): she reloads and tries again. */
export const PLAN_CHANGED = 'Your plan changed while this was being saved. Reload and try again.';
/** Attempts of a conditional whole-plan write before it answers 409. */
const MAX_WRITE_ATTEMPTS = 5;

/** In-process queue of each plan's writes (FerretDB v1 serves one process: docs/decisions/080, 095). */
const planQueues = new Map<string, Promise<unknown>>();
function serializedPlan<T>(key: string, write: () => Promise<T>): Promise<T> {
  const previous = planQueues.get(key) ?? Promise.resolve();
  const next = previous.then(write, write);
  const settled = next.catch(() => undefined);
  planQueues.set(key, settled);
  void settled.then(() => {
    if (planQueues.get(key) === settled) planQueues.delete(key);
  });
  return next;
}
