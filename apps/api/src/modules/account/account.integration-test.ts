// Her data, hers (docs/decisions/049): export → delete → import → export round trip on the real database,
// the collection scan after a delete, the CSV, and files a restore must refuse (nothing written).
import { testDbName } from '@cadence/db';
import { EXPORT_SECTIONS } from '@cadence/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, buildFixture, collectionNames, countAll, TEST_ENV, type Fixture } from '../../e2e-api/e2e-kit';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let maya: Fixture;

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('account'), env: TEST_ENV });
  maya = await buildFixture(ApiClient.fresh(server.url), 'Maya');
  // A note a spreadsheet would run as a formula, and one with quotes and a line break.
  await maya.client.ok('POST', '/api/wellness/logs', { userId: maya.userId, date: '2026-01-05', notes: '=HYPERLINK("http://x","y") fatigue all day' });
  await maya.client.ok('POST', '/api/wellness/logs', { userId: maya.userId, date: '2026-01-06', notes: 'She said "ok",\nthen slept badly' });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

/** Ids replaced by their order of first appearance: two exports of the same content compare equal. */
function canonical(file: { data: unknown }): unknown {
  const ids = new Map<string, string>();
  const idLike = /^[A-Za-z0-9_-]{22}$/;
  const name = (s: string) => {
    if (!ids.has(s)) ids.set(s, `#${ids.size}`);
    return ids.get(s) as string;
  };
  const fix = (s: string) => (idLike.test(s) ? name(s) : s.replace(/^([A-Za-z0-9_-]{22})([_:](?:\d{4}-\d{2}-\d{2}|[A-Za-z0-9_-]{43}))$/, (_m, id: string, rest: string) => name(id) + rest));
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return fix(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [fix(k), walk(x)]));
    return v;
  };
  return walk(file.data);
}

/** Every document of every collection that mentions `needle` anywhere (value or key). */
async function documentsMentioning(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of await collectionNames(server.conn)) {
    for (const doc of await server.conn.collection(name).find({}).toArray()) {
      if (JSON.stringify(doc).includes(needle)) found.push(`${name}/${String(doc._id)}`);
    }
  }
  return found;
}

describe('export, delete, restore', () => {
  let first: { format: string; version: number; data: Record<string, unknown[]> };

  it('exports everything as a JSON attachment with a format name and version', async () => {
    const res = await maya.client.call('GET', `/api/wellness/users/${maya.userId}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cadence-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    first = res.json;
    expect(first.format).toBe('cadence-export');
    expect(first.version).toBe(1);
    for (const section of EXPORT_SECTIONS)
      expect(first.data[section]?.length, section).toBeGreaterThan(0);
    const user = first.data.users![0] as { name: string; publicProfile: { published: boolean; slug: string } };
    expect(user.name).toBe('Maya');
    expect(user.publicProfile).toMatchObject({ published: true, slug: maya.slug });
  });

  it('exports her days as a spreadsheet-safe CSV', async () => {
    const res = await maya.client.call('GET', `/api/wellness/users/${maya.userId}/export?format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="cadence-export-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"date","tasks_done","tasks_total","movement","nutrition","mindfulness","supplement","energy_0_10","mood","symptoms_in_notes","notes"',
    );
    expect(lines[1]).toMatch(/^"2026-01-05",.*"'=HYPERLINK\(""http:\/\/x"",""y""\) fatigue all day"$/);
    expect(lines[1]).toContain('"fatigue"');
    expect(res.text).toContain('"She said ""ok"",\nthen slept badly"');
    expect(res.text).toContain(`"${maya.date}","`);
    // A bad format is a clear 400.
    expect((await maya.client.call('GET', `/api/wellness/users/${maya.userId}/export?format=xlsx`)).status).toBe(400);
  });

  it('delete removes every document of hers in every collection and signs the browser out', async () => {
    const before = await documentsMentioning(maya.userId);
    expect(before.length).toBeGreaterThan(8);
    const res = await maya.client.call('DELETE', `/api/wellness/users/${maya.userId}`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/cadence_sid=;/);
    expect(await documentsMentioning(maya.userId)).toEqual([]);
    expect(await documentsMentioning('Gentle morning stretch')).toEqual([]);
    expect((await ApiClient.fresh(server.url).call('GET', `/api/wellness/public-profile/${maya.slug}`)).status).toBe(404);
    expect((await maya.client.call('GET', `/api/wellness/users/${maya.userId}`)).status).toBe(404);
  });

  it('restoring the file makes a new account with the same content, signed in; its export equals the first (ids aside)', async () => {
    const browser = ApiClient.fresh(server.url);
    const restored = await browser.ok('POST', '/api/wellness/import', first, 201);
    expect(restored.id).not.toBe(maya.userId);
    expect(restored.name).toBe('Maya');
    const user = await browser.ok('GET', `/api/wellness/users/${restored.id}`, undefined);
    expect(user.createdAt).toBe((first.data.users![0] as { createdAt: string }).createdAt);
    const again = await browser.ok('GET', `/api/wellness/users/${restored.id}/export`, undefined);
    expect(canonical(again)).toEqual(canonical(first));
    // Her plan and logs read back through the ordinary routes.
    const logs = await browser.ok('GET', `/api/wellness/users/${restored.id}/logs`, undefined);
    expect(logs.map((l: { date: string }) => l.date)).toContain('2026-01-05');
    expect((await browser.ok('GET', `/api/wellness/public-profile/${maya.slug}`, undefined)).user.name).toBe('Maya');
  });
});

describe('a restore refuses files it cannot trust, and writes nothing', () => {
  let file: Record<string, unknown> & { data: Record<string, Record<string, unknown>[]> };
  let owner: ApiClient;
  beforeAll(async () => {
    const f = await buildFixture(ApiClient.fresh(server.url), 'Rosa');
    owner = f.client;
    file = await owner.ok('GET', `/api/wellness/users/${f.userId}/export`, undefined);
  });

  const bad: [string, (f: typeof file) => unknown, RegExp][] = [
    ['another version', (f) => ({ ...f, version: 2 }), /version/],
    ['another format', (f) => ({ ...f, format: 'habitica' }), /not a Cadence export/],
    ['an unknown top-level key', (f) => ({ ...f, extra: 1 }), /cannot be restored/],
    ['an unknown section', (f) => ({ ...f, data: { ...f.data, secrets: [] } }), /cannot be restored/],
    ['a missing section', (f) => ({ ...f, data: { ...f.data, routines: undefined } }), /routines/],
    ['an operator', (f) => ({ ...f, data: { ...f.data, users: [{ ...f.data.users![0], name: { $ne: null } }] } }), /\$ne/],
    ['an unknown field in a document', (f) => ({ ...f, data: { ...f.data, routines: [{ ...f.data.routines![0], isAdmin: true }] } }), /isAdmin/],
    ['a wrong type', (f) => ({ ...f, data: { ...f.data, weeklyReviews: [{ ...f.data.weeklyReviews![0], energyMoodScore: 'lots' }] } }), /energyMoodScore/],
    ['someone else’s document', (f) => ({ ...f, data: { ...f.data, dailyLogs: [{ ...f.data.dailyLogs![0], userId: 'AAAAAAAAAAAAAAAAAAAAAA' }] } }), /someone else/],
    ['two people', (f) => ({ ...f, data: { ...f.data, users: [f.data.users![0], f.data.users![0]] } }), /exactly one person/],
  ];

  it.each(bad)('%s → 400 with a clear message', async (_what, mutate, message) => {
    const counts = await countAll(server.conn);
    const res = await ApiClient.fresh(server.url).call('POST', '/api/wellness/import', mutate(file));
    expect(res.status, res.text).toBe(400);
    expect(res.text).toMatch(message);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await countAll(server.conn)).toEqual(counts);
  });

  it('a truncated file → 400; an oversized one → 413 with the limit; nothing written', async () => {
    const counts = await countAll(server.conn);
    const text = JSON.stringify(file);
    const truncated = await ApiClient.fresh(server.url).call('POST', '/api/wellness/import', text.slice(0, Math.floor(text.length / 2)));
    expect(truncated.status).toBe(400);
    expect(truncated.text).toBe('body: Invalid JSON');
    const huge = { ...file, exportedAt: 'x'.repeat(6 * 1024 * 1024) };
    const oversized = await ApiClient.fresh(server.url).call('POST', '/api/wellness/import', huge);
    expect(oversized.status).toBe(413);
    expect(oversized.text).toMatch(/limit 5120 KiB/);
    expect(await countAll(server.conn)).toEqual(counts);
  });

  it('a file restored while the original still exists gets its own account; the taken public page stays unpublished', async () => {
    const browser = ApiClient.fresh(server.url);
    const restored = await browser.ok('POST', '/api/wellness/import', file, 201);
    const user = await browser.ok('GET', `/api/wellness/users/${restored.id}`, undefined);
    expect(user.publicProfile.published).toBe(false);
  });

  it('export and delete are for the session owner only (404 otherwise)', async () => {
    const ownerId = (file.data.users![0] as { _id: string })._id;
    const stranger = ApiClient.fresh(server.url);
    await stranger.ok('POST', '/api/wellness/users', { name: 'Eve', location: 'X', challenges: ['Anxiety'] }, 201);
    for (const [method, path] of [
      ['GET', `/api/wellness/users/${ownerId}/export`],
      ['GET', `/api/wellness/users/${ownerId}/export?format=csv`],
      ['DELETE', `/api/wellness/users/${ownerId}`],
    ] as const) {
      expect((await stranger.call(method, path)).status).toBe(404);
      expect((await ApiClient.fresh(server.url).call(method, path)).status).toBe(404);
    }
    expect((await owner.call('GET', `/api/wellness/users/${ownerId}`)).status).toBe(200);
  });
});
