import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDbName } from './index';

mongoose.set('strictQuery', true);
mongoose.set('sanitizeFilter', true);

interface Habit {
  key: string;
  title: string;
  streak: number;
  createdBy?: string;
}

const habitSchema = new mongoose.Schema<Habit>({
  key: { type: String, required: true, unique: true },
  title: { type: String, required: true },
  streak: { type: Number, default: 0 },
  createdBy: { type: String },
});

let conn: Connection;
let Habit: mongoose.Model<Habit>;

beforeAll(async () => {
  conn = await mongoose.createConnection(inject('mongoUri'), { dbName: testDbName('db_crud') }).asPromise();
  await conn.dropDatabase();
  Habit = conn.model<Habit>('Habit', habitSchema);
  await Habit.init(); // creates the unique index
});

afterAll(async () => {
  await conn?.dropDatabase();
  await conn?.close();
});

describe('mongoose against the resolved database', () => {
  it('creates and reads a document', async () => {
    const created = await Habit.create({ key: 'water', title: 'Drink water' });
    expect(created._id).toBeDefined();
    const found = await Habit.findOne({ key: 'water' }).lean();
    expect(found).toMatchObject({ key: 'water', title: 'Drink water', streak: 0 });
  });

  it('rejects a duplicate on a unique index with E11000 (code 11000)', async () => {
    await Habit.create({ key: 'walk', title: 'Walk' });
    const err = await Habit.create({ key: 'walk', title: 'Walk again' }).then(
      () => undefined,
      (e: unknown) => e as { code?: number; message: string },
    );
    expect(err?.code).toBe(11000);
    expect(err?.message).toMatch(/E11000 duplicate key error/);
    expect(await Habit.countDocuments({ key: 'walk' })).toBe(1);
  });

  it('upserts with $setOnInsert only on insert', async () => {
    const first = await Habit.updateOne(
      { key: 'sleep' },
      { $setOnInsert: { createdBy: 'coach', title: 'Sleep 8h' }, $set: { streak: 1 } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    const second = await Habit.updateOne(
      { key: 'sleep' },
      { $setOnInsert: { createdBy: 'someone-else', title: 'ignored' }, $set: { streak: 2 } },
      { upsert: true },
    );
    expect(second.upsertedCount).toBe(0);
    expect(second.matchedCount).toBe(1);
    const doc = await Habit.findOne({ key: 'sleep' }).lean();
    expect(doc).toMatchObject({ createdBy: 'coach', title: 'Sleep 8h', streak: 2 });

    // findOneAndUpdate without a projection works on FerretDB v1 too.
    const after = await Habit.findOneAndUpdate(
      { key: 'stretch' },
      { $setOnInsert: { title: 'Stretch' }, $inc: { streak: 1 } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(after).toMatchObject({ key: 'stretch', title: 'Stretch', streak: 1 });
  });

  it('updates a document', async () => {
    await Habit.create({ key: 'read', title: 'Read' });
    const res = await Habit.updateOne({ key: 'read' }, { $inc: { streak: 3 }, $set: { title: 'Read 10 pages' } });
    expect(res.modifiedCount).toBe(1);
    const doc = await Habit.findOne({ key: 'read' }).lean();
    expect(doc).toMatchObject({ title: 'Read 10 pages', streak: 3 });
  });

  it('deletes a document', async () => {
    await Habit.create({ key: 'sugar', title: 'No sugar' });
    const res = await Habit.deleteOne({ key: 'sugar' });
    expect(res.deletedCount).toBe(1);
    expect(await Habit.findOne({ key: 'sugar' })).toBeNull();
  });

  it('sanitizeFilter neutralises query-selector injection', async () => {
    await Habit.create({ key: 'inject', title: 'x' });
    const hostile = JSON.parse('{"$ne": "nothing"}') as unknown as string;
    await expect(Habit.findOne({ key: hostile }).lean()).rejects.toThrow(/Cast to string failed/);
  });
});
