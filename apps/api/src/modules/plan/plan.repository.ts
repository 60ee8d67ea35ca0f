import mongoose, { type Connection, type Model } from 'mongoose';
import { updateReturning } from '../../db/write-returning';
import { isDuplicateKey } from '../../lib/errors';
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

  /** Issue 19: the plans of `userId` on the given dates (an `_id` $in lookup; missing dates are skipped). */
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

  /** Creates or replaces the plan for (userId, date) (an upsert; no transaction needed). */
  async upsert(userId: string, date: string, fields: PlanFields): Promise<void> {
    const set: Record<string, unknown> = { ...fields };
    // Optional fields that are absent must not survive from the previous version.
    const unset: Record<string, 1> = {};
    if (fields.disclaimer === undefined) {
      delete set.disclaimer;
      unset.disclaimer = 1;
    }
    const update = { $set: set, $setOnInsert: { userId, date }, ...(Object.keys(unset).length ? { $unset: unset } : {}) };
    const filter = { _id: planKey(userId, date) };
    try {
      await Promise.all([this.plans.model.updateOne(filter, update, { upsert: true }).exec(), this.plans.keys.add(userId, [filter._id])]);
    } catch (error) {
      // Two upserts raced: the loser's insert failed on the unique key, so update the winner's.
      if (!isDuplicateKey(error)) throw error;
      await this.plans.model.updateOne(filter, update).exec();
    }
  }

  /**
   * Appends a task unless the plan already holds `maxTasks` tasks (checked in the same
   * update on MongoDB, so concurrent adds cannot overflow). Returns the plan as stored after it,
   * 'full' or 'missing'.
   */
  async pushTask(userId: string, date: string, task: PlanTaskDoc, maxTasks: number): Promise<StoredPlan | 'full' | 'missing'> {
    const _id = planKey(userId, date);
    if (pushesDownOnlyIdEquality(this.plans.model.db)) {
      // FerretDB v1 scans the collection for an update filter with more than `_id` (docs/decisions/080):
      // check on the one plan read by `_id`, then update by `_id`. (FerretDB v1 applies an update by
      // reading and rewriting the document anyway, so the same-update check was no stronger there.)
      const plan = await this.plans.model.findOne({ _id }, { tasks: 1 }).lean<{ tasks?: unknown[] }>().exec();
      if (!plan) return 'missing';
      if ((plan.tasks?.length ?? 0) >= maxTasks) return 'full';
      return (await this.updatePlan({ _id }, { $push: { tasks: task } })) ?? 'missing';
    }
    const doc = await this.updatePlan({ _id, [`tasks.${maxTasks - 1}`]: mongoose.trusted({ $exists: false }) }, { $push: { tasks: task } });
    if (doc) return doc;
    const exists = await this.plans.model.exists({ _id }).exec();
    return exists ? 'full' : 'missing';
  }

  /** Sets the status of the task at `index`; returns the plan as stored after it, or null when the plan or that task does not exist. */
  async setTaskStatus(userId: string, date: string, index: number, status: PlanTaskDoc['status']): Promise<StoredPlan | null> {
    if (!Number.isSafeInteger(index) || index < 0) return null;
    const _id = planKey(userId, date);
    const update = { $set: { [`tasks.${index}.status`]: status } };
    if (pushesDownOnlyIdEquality(this.plans.model.db)) {
      // As pushTask: the task's existence checked on the plan read by `_id`, the update by `_id` alone.
      const plan = await this.plans.model.findOne({ _id }, { tasks: 1 }).lean<{ tasks?: unknown[] }>().exec();
      if (!plan || (plan.tasks?.length ?? 0) <= index) return null;
      return this.updatePlan({ _id }, update);
    }
    // The task must exist (a concurrent regenerate may have shortened the list): never pad the array.
    return this.updatePlan({ _id, [`tasks.${index}`]: mongoose.trusted({ $exists: true }) }, update);
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
    const res = await this.plans.model.updateOne({ _id: planKey(userId, date) }, { $set: { safety } }).exec();
    return res.matchedCount > 0;
  }
}
