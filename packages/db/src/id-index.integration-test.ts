import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDbName } from './index';

// The embedded FerretDB serves an `_id` equality from an index SQLite can use (ferretdb/idindex.go,
// docs/decisions/080): FerretDB v1.24's own `_id_` index is on another expression, so without this every
// `_id` lookup scanned its table. On MongoDB the `_id` index is used anyway.
let conn: Connection;

beforeAll(async () => {
  conn = await mongoose.createConnection(inject('mongoUri'), { dbName: testDbName('db_id_index') }).asPromise();
  await conn.dropDatabase();
});
afterAll(async () => {
  await conn?.dropDatabase();
  await conn?.close();
});

/** Seeds `count` documents into `name`, then waits (the sweeper runs each second) until `explain` shows the `_id` index on FerretDB. */
async function seedAndExplain(name: string, count: number) {
  const db = conn.db!;
  const info = (await db.admin().command({ buildInfo: 1 })) as Record<string, unknown>;
  const coll = db.collection<{ _id: string; n: number }>(name);
  await coll.insertMany(Array.from({ length: count }, (_, n) => ({ _id: `k${n}`, n })));
  let plan = '';
  for (let i = 0; i < 40; i++) {
    // A real query first: EXPLAIN alone never notices a schema changed by another connection.
    await coll.findOne({ _id: 'k1' });
    const explained = (await db.command({ explain: { find: name, filter: { _id: 'k7' } } })) as Record<string, unknown>;
    plan = JSON.stringify(explained.queryPlanner);
    if (!('ferretdbVersion' in info) || /USING INDEX \S+_cadence_id/.test(plan)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if ('ferretdbVersion' in info) expect(plan).toMatch(/SEARCH \S+ USING INDEX \S+_cadence_id/);
  return coll;
}

describe('_id lookups', () => {
  it('use an index, also on a collection created while the server runs', async () => {
    const coll = await seedAndExplain('id_lookups', 500);
    expect(await coll.findOne({ _id: 'k7' })).toEqual({ _id: 'k7', n: 7 });
    expect(await coll.countDocuments()).toBe(500);
  });

  it('a database dropped and created again (a new file, same name) gets its index again, and its data stays readable', async () => {
    await conn.db!.collection('id_lookups').insertOne({ _id: 'before' } as never);
    await conn.dropDatabase();
    const coll = await seedAndExplain('id_lookups_again', 200);
    expect(await coll.findOne({ _id: 'k7' })).toEqual({ _id: 'k7', n: 7 });
    expect(await coll.countDocuments()).toBe(200);
  });
});
