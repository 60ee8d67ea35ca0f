import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectTrpcNotFound } from '../../testing/expectations';
import { newUser, startTestServer, TestBrowser, trpcClientFor, type TestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_routines') });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

/** The kit's tRPC client (batched, like the web app) on this browser's cookie jar. */
const trpcFor = (browser: TestBrowser) => trpcClientFor(browser, { batch: true });

/** Raw tRPC mutation over HTTP (for inputs the typed client would not let through). */
async function rawMutation(browser: TestBrowser, path: string, body: string) {
  return browser.request('POST', `/trpc/${path}`, body);
}

const routinesCount = () => server.conn.collection('routines').countDocuments();

async function expectNotFound(p: Promise<unknown>) {
  expect((await expectTrpcNotFound(p)).message).toBe('Not found');
}

describe('routines (REST)', () => {
  it('creates routines (201) with defaults and subtask ids, lists them in creation order', async () => {
    const { browser, userId } = await newUser(server.url);
    const first = await browser.request('POST', '/api/wellness/routines', {
      userId,
      type: 'movement',
      label: 'Morning walk',
      notes: 'Around the park',
      frequency: 'daily',
      subtasks: [{ name: 'Shoes on', description: 'Comfy ones' }, { name: 'Walk 20 minutes' }],
      isPersonalized: false,
      active: true,
    });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      userId,
      type: 'movement',
      label: 'Morning walk',
      frequency: 'daily',
      notes: 'Around the park',
      active: true,
      isPersonalized: false,
      subtasks: [
        { id: expect.stringMatching(/^[A-Za-z0-9_-]+$/), name: 'Shoes on', description: 'Comfy ones', completed: false },
        { id: expect.stringMatching(/^[A-Za-z0-9_-]+$/), name: 'Walk 20 minutes', description: '', completed: false },
      ],
      createdAt: expect.any(String),
    });
    expect(first.json.subtasks[0].id).not.toBe(first.json.subtasks[1].id);

    // Routines-screen form defaults: only type + label (+ userId).
    const second = await browser.request('POST', '/api/wellness/routines', { userId, type: 'mindfulness', label: '  Breathing  ' });
    expect(second.status).toBe(201);
    expect(second.json).toMatchObject({ label: 'Breathing', frequency: 'daily', notes: '', subtasks: [], active: true, isPersonalized: false });

    const third = await browser.request('POST', '/api/wellness/routines', {
      userId,
      type: 'supplement',
      label: 'Vitamin D',
      frequency: 'as_needed',
      isPersonalized: true,
      active: false,
    });
    expect(third.status).toBe(201);

    const list = await browser.request('GET', `/api/wellness/users/${userId}/routines`);
    expect(list.status).toBe(200);
    expect(list.json.map((r: { label: string }) => r.label)).toEqual(['Morning walk', 'Breathing', 'Vitamin D']);
    expect(list.json[0]).toEqual(first.json);
    expect(list.json[2]).toMatchObject({ active: false, isPersonalized: true, frequency: 'as_needed' });
  });

  it('updates a routine: the active toggle and the edit dialog fields; absent fields unchanged', async () => {
    const { browser, userId } = await newUser(server.url);
    const { json: routine } = await browser.request('POST', '/api/wellness/routines', {
      userId,
      type: 'movement',
      label: 'Stretch',
      notes: 'Gentle',
      subtasks: [{ name: 'Neck rolls' }],
    });
    const toggled = await browser.request('PATCH', `/api/wellness/routines/${routine.id}`, { active: false });
    expect(toggled.status).toBe(200);
    expect(toggled.json).toEqual({ ...routine, active: false });

    const edited = await browser.request('PATCH', `/api/wellness/routines/${routine.id}`, {
      label: 'Evening stretch',
      frequency: 'weekly',
      notes: '',
      active: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ label: 'Evening stretch', frequency: 'weekly', notes: '', active: true, type: 'movement' });
    expect(edited.json.subtasks).toEqual(routine.subtasks);

    // Subtasks: a kept id stays, a new one gets an id; the type can change.
    const keptId = routine.subtasks[0].id as string;
    const withSubtasks = await browser.request('PATCH', `/api/wellness/routines/${routine.id}`, {
      type: 'mindfulness',
      subtasks: [{ id: keptId, name: 'Neck rolls', completed: true }, { name: 'Breathe' }],
    });
    expect(withSubtasks.status).toBe(200);
    expect(withSubtasks.json.type).toBe('mindfulness');
    expect(withSubtasks.json.subtasks[0]).toMatchObject({ id: keptId, name: 'Neck rolls', completed: true });
    expect(withSubtasks.json.subtasks[1].id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const empty = await browser.request('PATCH', `/api/wellness/routines/${routine.id}`, {});
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual(withSubtasks.json);

    const list = await browser.request('GET', `/api/wellness/users/${userId}/routines`);
    expect(list.json).toEqual([withSubtasks.json]);
  });

  it('deletes a routine (204); a second delete is 404', async () => {
    const { browser, userId } = await newUser(server.url);
    const { json: a } = await browser.request('POST', '/api/wellness/routines', { userId, type: 'other', label: 'A' });
    const { json: b } = await browser.request('POST', '/api/wellness/routines', { userId, type: 'other', label: 'B' });
    const del = await browser.request('DELETE', `/api/wellness/routines/${a.id}`);
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    const again = await browser.request('DELETE', `/api/wellness/routines/${a.id}`);
    expect(again.status).toBe(404);
    expect(again.text).toBe('Not found');
    const list = await browser.request('GET', `/api/wellness/users/${userId}/routines`);
    expect(list.json.map((r: { id: string }) => r.id)).toEqual([b.id]);
    expect((await browser.request('PATCH', `/api/wellness/routines/${a.id}`, { active: false })).status).toBe(404);
  });

  it('answers 404 to another session and to no session on every routine path, changing nothing', async () => {
    const { browser: owner, userId } = await newUser(server.url, 'Owner');
    const { json: routine } = await owner.request('POST', '/api/wellness/routines', { userId, type: 'movement', label: 'Mine' });
    const { browser: other } = await newUser(server.url, 'Other');
    const anonymous = new TestBrowser(server.url);
    const before = await routinesCount();

    for (const stranger of [other, anonymous]) {
      const attempts = [
        await stranger.request('GET', `/api/wellness/users/${userId}/routines`),
        await stranger.request('POST', '/api/wellness/routines', { userId, type: 'movement', label: 'Planted' }),
        await stranger.request('PATCH', `/api/wellness/routines/${routine.id}`, { label: 'Hacked', active: false }),
        await stranger.request('DELETE', `/api/wellness/routines/${routine.id}`),
      ];
      for (const res of attempts) {
        expect(res.status).toBe(404);
        expect(res.text).toBe('Not found');
      }
    }
    expect(await routinesCount()).toBe(before);
    const list = await owner.request('GET', `/api/wellness/users/${userId}/routines`);
    expect(list.json).toEqual([routine]);
  });

  it('rejects bad input with a readable 400 and writes nothing', async () => {
    const { browser, userId } = await newUser(server.url);
    const { json: routine } = await browser.request('POST', '/api/wellness/routines', { userId, type: 'movement', label: 'Walk' });
    const before = await routinesCount();
    const bad: [unknown, RegExp][] = [
      [{ userId, type: 'movement' }, /^label: is required/],
      [{ userId, type: 'dance', label: 'x' }, /^type: must be one of: movement, nutrition, mindfulness, supplement, other/],
      [{ userId, type: 'movement', label: 'x', frequency: 'hourly' }, /^frequency: must be one of: daily, weekly, as_needed/],
      [{ userId, type: 'movement', label: 42 }, /^label: must be text/],
      [{ userId, type: 'movement', label: '   ' }, /^label: must not be empty/],
      [{ userId, type: 'movement', label: 'x'.repeat(201) }, /^label: must be at most 200 characters/],
      [{ userId, type: 'movement', label: 'x', notes: 'n'.repeat(2001) }, /^notes: must be at most 2000 characters/],
      [{ userId: { $ne: null }, type: 'movement', label: 'x' }, /^userId: must be text/],
      [{ userId, type: { $in: ['movement'] }, label: 'x' }, /^type: must be one of/],
      [{ userId, type: 'movement', label: 'x', active: 'yes' }, /^active: /],
      [{ userId, type: 'movement', label: 'x', subtasks: [{ name: { $gt: '' } }] }, /^subtasks\.0\.name: must be text/],
      [{ userId, type: 'movement', label: 'x', subtasks: 'Walk' }, /^subtasks: /],
      [{ userId, type: 'movement', label: 'x', subtasks: Array.from({ length: 31 }, (_, i) => ({ name: `s${i}` })) }, /^subtasks: must have at most 30 items/],
      [{ userId, type: 'movement', label: 'x', extra: 1 }, /unknown field: extra/],
      [{ userId, type: 'movement', label: 'x', constructor: { prototype: { polluted: true } } }, /./],
      [{ userId: 'bad id!', type: 'movement', label: 'x' }, /^userId: must be 1-64 letters/],
    ];
    for (const [body, message] of bad) {
      const res = await browser.request('POST', '/api/wellness/routines', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toMatch(message);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    const proto = await browser.request('POST', '/api/wellness/routines', `{"userId":"${userId}","type":"movement","label":"x","__proto__":{"polluted":true}}`);
    expect(proto.status).toBe(400);
    expect(proto.text).not.toBe('');
    const subProto = await browser.request(
      'POST',
      '/api/wellness/routines',
      `{"userId":"${userId}","type":"movement","label":"x","subtasks":[{"name":"a","__proto__":{"completed":true}}]}`,
    );
    expect(subProto.status).toBe(400);

    const badPatches: [unknown, RegExp][] = [
      [{ active: 'false' }, /^active: /],
      [{ frequency: 'monthly' }, /^frequency: must be one of/],
      [{ type: 'sleep' }, /^type: must be one of/],
      [{ label: '' }, /^label: must not be empty/],
      [{ label: { $ne: null } }, /^label: must be text/],
      [{ userId: 'someone-else' }, /unknown field: userId/],
      [{ notes: 'n'.repeat(2001) }, /^notes: must be at most 2000 characters/],
    ];
    for (const [body, message] of badPatches) {
      const res = await browser.request('PATCH', `/api/wellness/routines/${routine.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toMatch(message);
    }
    const badParam = await browser.request('PATCH', `/api/wellness/routines/${'x'.repeat(65)}`, { active: false });
    expect(badParam.status).toBe(400);
    expect(badParam.text).toMatch(/^id: /);
    expect((await browser.request('GET', `/api/wellness/users/${encodeURIComponent('{"$ne":null}')}/routines`)).status).toBe(400);
    expect((await browser.request('DELETE', `/api/wellness/routines/${encodeURIComponent('a.b')}`)).status).toBe(400);
    const invalidJson = await browser.request('POST', '/api/wellness/routines', '{"userId":');
    expect(invalidJson.status).toBe(400);

    expect(await routinesCount()).toBe(before);
    expect((await browser.request('GET', `/api/wellness/users/${userId}/routines`)).json).toEqual([routine]);
  });
});

describe('routines (tRPC)', () => {
  it('create, list, update and remove through the routines router', async () => {
    const { browser, userId } = await newUser(server.url);
    const trpc = trpcFor(browser);
    const created = await trpc.routines.create.mutate({
      type: 'nutrition',
      label: 'Protein breakfast',
      frequency: 'daily',
      subtasks: [{ name: 'Eggs' }],
    });
    expect(created).toMatchObject({ userId, type: 'nutrition', label: 'Protein breakfast', notes: '', active: true, isPersonalized: false });
    expect(created.subtasks[0]?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const second = await trpc.routines.create.mutate({ type: 'mindfulness', label: 'Journal' });

    const [listed, restListed] = await Promise.all([
      trpc.routines.list.query(undefined),
      browser.request('GET', `/api/wellness/users/${userId}/routines`),
    ]);
    expect(listed.map((r) => r.id)).toEqual([created.id, second.id]);
    expect(restListed.json).toEqual(listed);

    const updated = await trpc.routines.update.mutate({ id: created.id, data: { active: false, notes: 'weekdays' } });
    expect(updated).toMatchObject({ id: created.id, active: false, notes: 'weekdays', label: 'Protein breakfast' });

    expect(await trpc.routines.remove.mutate({ id: second.id })).toEqual({ ok: true });
    expect((await trpc.routines.list.query(undefined)).map((r) => r.id)).toEqual([created.id]);
  });

  it('gives NOT_FOUND to another session and to no session on every procedure, changing nothing', async () => {
    const { browser: owner } = await newUser(server.url, 'Owner');
    const mine = await trpcFor(owner).routines.create.mutate({ type: 'movement', label: 'Mine' });
    const { browser: otherBrowser } = await newUser(server.url, 'Other');
    const before = await routinesCount();
    const anonymous = trpcFor(new TestBrowser(server.url));
    // No session: NOT_FOUND everywhere. Another user's session lists and creates her own routines, never the owner's.
    await expectNotFound(anonymous.routines.list.query(undefined));
    await expectNotFound(anonymous.routines.create.mutate({ type: 'movement', label: 'Planted' }));
    expect(await trpcFor(otherBrowser).routines.list.query(undefined)).toEqual([]);
    for (const stranger of [trpcFor(otherBrowser), anonymous]) {
      await expectNotFound(stranger.routines.update.mutate({ id: mine.id, data: { label: 'Hacked' } }));
      await expectNotFound(stranger.routines.remove.mutate({ id: mine.id }));
    }
    expect(await routinesCount()).toBe(before);
    expect(await trpcFor(owner).routines.list.query(undefined)).toEqual([mine]);
  });

  it('rejects bad input with BAD_REQUEST (400) and a readable message, writing nothing', async () => {
    const { browser, userId } = await newUser(server.url);
    const mine = await trpcFor(browser).routines.create.mutate({ type: 'movement', label: 'Mine' });
    const before = await routinesCount();
    const cases: [string, unknown, RegExp][] = [
      ['routines.create', { type: 'dance', label: 'x' }, /^type: must be one of/],
      ['routines.create', { type: 'movement', frequency: 'hourly', label: 'x' }, /^frequency: must be one of/],
      ['routines.create', { userId: { $ne: null }, type: 'movement', label: 'x' }, /unknown field: userId/],
      ['routines.create', { type: 'movement', label: 'x'.repeat(500) }, /^label: must be at most 200 characters/],
      ['routines.create', { type: 'movement' }, /^label: is required/],
      ['routines.update', { id: mine.id, data: { active: 'no' } }, /^data\.active: /],
      ['routines.update', { id: { $ne: null }, data: { active: false } }, /^id: must be text/],
      ['routines.update', { id: mine.id, data: { label: 'x', constructor: 'y' } }, /unknown field: constructor/],
      ['routines.remove', { id: 'a/b' }, /^id: must be 1-64 letters/],
    ];
    for (const [path, input, message] of cases) {
      const res = await rawMutation(browser, path, JSON.stringify(input));
      expect(res.status, `${path} ${JSON.stringify(input)}`).toBe(400);
      expect(res.json.error.message).toMatch(message);
      expect(res.json.error.data.code).toBe('BAD_REQUEST');
      expect(JSON.stringify(res.json)).not.toMatch(/at .*\.ts/); // no stack traces
    }
    const proto = await rawMutation(browser, 'routines.create', `{"userId":"${userId}","type":"movement","label":"x","__proto__":{"a":1}}`);
    expect(proto.status).toBeGreaterThanOrEqual(400);
    expect(proto.status).toBeLessThan(500);
    // routines.list takes no input: an injected one is never read (she gets her own list, nobody else's).
    const list = await browser.request('GET', `/trpc/routines.list?input=${encodeURIComponent(JSON.stringify({ userId: { $ne: null } }))}`);
    expect(list.status).toBe(200);
    expect((list.json as { result: { data: { userId: string }[] } }).result.data.every((r) => r.userId === userId)).toBe(true);
    expect(await routinesCount()).toBe(before);
  });
});
