import { testDbName } from '@cadence/db';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startTestServer, TestBrowser, type TestServer } from '../testing/test-server';
import { USER_KEYS_COLLECTION } from '../lib/user-keys';
import { MIGRATIONS_COLLECTION, migrateReadsById, READS_BY_ID_MIGRATION } from './reads-by-id-migration';

// Data written before the key lists and slug documents existed (docs/decisions/080)
// is listed, found and exported after a restart: the start-up migration gives it its keys, once.
const dbName = testDbName('api_reads_by_id_migration');
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers.slice(0, -1)) await s.close().catch(() => undefined);
  await servers.at(-1)?.close({ dropDatabase: true });
});

async function start() {
  const server = await startTestServer({ mongoUri: inject('mongoUri'), dbName });
  servers.push(server);
  return server;
}

describe('start-up migration to reads by _id', () => {
  it('gives data written in the old shape its keys and slug document; idempotent', async () => {
    const first = await start();
    const browser = new TestBrowser(first.url);
    const created = await browser.request('POST', '/api/wellness/users', { name: 'Maya', location: 'Leeds', challenges: ['fatigue'] });
    expect(created.status).toBe(201);
    const userId = created.json.id as string;
    const other = await new TestBrowser(first.url).request('POST', '/api/wellness/users', { name: 'Ann', location: '', challenges: [] });
    const otherId = other.json.id as string;

    // The old shape: documents only, no key lists, no slug documents, no marker.
    const db = first.conn.db!;
    const at = (iso: string) => new Date(iso);
    const routine = (id: string, owner: string, label: string, createdAt: string) => ({
      _id: id,
      userId: owner,
      type: 'movement',
      label,
      frequency: 'daily',
      notes: '',
      active: true,
      isPersonalized: false,
      subtasks: [],
      createdAt: at(createdAt),
      updatedAt: at(createdAt),
    });
    await db.collection('routines').insertMany([
      routine('oldRoutineB', userId, 'Evening stretch', '2026-11-02T08:00:00Z'),
      routine('oldRoutineA', userId, 'Morning walk', '2026-11-01T08:00:00Z'),
      routine('oldRoutineC', otherId, 'Not hers', '2026-11-01T09:00:00Z'),
    ] as never[]);
    const log = (date: string) => ({
      _id: `${userId}_${date}`,
      userId,
      date,
      notes: `notes of ${date}`,
      transcript: '',
      llmExtract: null,
      mood: '',
      completed: { movement: true, nutrition: false, mindfulness: false, supplement: false },
      subtasks: {},
      createdAt: at(`${date}T20:00:00Z`),
      updatedAt: at(`${date}T20:00:00Z`),
    });
    await db.collection('daily_logs').insertMany([log('2026-11-01'), log('2026-11-02')] as never[]);
    await db.collection('weekly_reviews').insertOne({
      _id: 'oldReview1',
      userId,
      weekStartDate: '2026-10-26',
      energyMoodScore: 6,
      whatHelped: 'walks',
      whatDidntHelp: '',
      notes: '',
      createdAt: at('2026-11-01T10:00:00Z'),
      updatedAt: at('2026-11-01T10:00:00Z'),
    } as never);
    const slug = `old-page-${randomBytes(6).toString('hex')}`;
    await db
      .collection('users')
      .updateOne({ _id: userId } as never, { $set: { 'publicProfile.published': true, 'publicProfile.slug': slug, 'publicProfile.show.routines': true } });
    await db.collection(USER_KEYS_COLLECTION).deleteMany({});
    await db.collection('public_slugs').deleteMany({});
    await db.collection(MIGRATIONS_COLLECTION).deleteMany({});

    // Restart: the migration runs before the server listens.
    await first.close();
    const second = await start();
    const cookie = browser.cookie;
    const her = new TestBrowser(second.url);
    her.cookie = cookie;

    const routines = await her.request('GET', `/api/wellness/users/${userId}/routines`);
    expect(routines.status).toBe(200);
    expect((routines.json as { id: string }[]).map((r) => r.id)).toEqual(['oldRoutineA', 'oldRoutineB']);
    const logs = await her.request('GET', `/api/wellness/users/${userId}/logs`);
    expect((logs.json as { date: string; notes: string }[]).map((l) => [l.date, l.notes])).toEqual([
      ['2026-11-02', 'notes of 2026-11-02'],
      ['2026-11-01', 'notes of 2026-11-01'],
    ]);
    const reviews = await her.request('GET', `/api/wellness/users/${userId}/weekly-reviews`);
    expect((reviews.json as { id: string }[]).map((r) => r.id)).toEqual(['oldReview1']);
    const page = await new TestBrowser(second.url).request('GET', `/api/wellness/public-profile/${slug}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.json)).toContain('Morning walk');

    // Her old routine can be edited and deleted by id; the other person's stays out of her list.
    const patched = await her.request('PATCH', '/api/wellness/routines/oldRoutineA', { label: 'Morning walk (long)' });
    expect(patched.status).toBe(200);
    expect((await her.request('PATCH', '/api/wellness/routines/oldRoutineC', { label: 'x' })).status).toBe(404);
    expect((await her.request('DELETE', '/api/wellness/routines/oldRoutineB')).status).toBe(204);
    const after = await her.request('GET', `/api/wellness/users/${userId}/routines`);
    expect((after.json as { id: string; label: string }[]).map((r) => [r.id, r.label])).toEqual([['oldRoutineA', 'Morning walk (long)']]);

    // Once: a second start does nothing; a forced re-run adds no duplicate key.
    expect((await migrateReadsById(second.conn)).ran).toBe(false);
    const keysBefore = await second.conn.db!.collection(USER_KEYS_COLLECTION).find({}).sort({ _id: 1 }).toArray();
    await second.conn.db!.collection(MIGRATIONS_COLLECTION).deleteOne({ _id: READS_BY_ID_MIGRATION } as never);
    const rerun = await migrateReadsById(second.conn);
    expect(rerun.ran).toBe(true);
    const keysAfter = await second.conn.db!.collection(USER_KEYS_COLLECTION).find({}).sort({ _id: 1 }).toArray();
    const sorted = (docs: typeof keysAfter) => docs.map((d) => ({ ...d, keys: [...(d.keys as string[])].sort() }));
    expect(sorted(keysAfter)).toEqual(sorted(keysBefore));
  });
});
