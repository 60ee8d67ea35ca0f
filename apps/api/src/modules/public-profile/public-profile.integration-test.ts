import { testDbName } from '@cadence/db';
import { PublicProfileSchema } from '@cadence/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, TestBrowser, type TestServer } from '../../testing/test-server';
import { count, newUser, seedLogs, seedRoutines, TEST_ENV, trpcMutation, trpcQuery } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_public'), env: TEST_ENV });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

const PRIVATE = {
  email: 'secret.person@example.com',
  healthConditions: 'Hashimoto thyroiditis XYZCOND',
  medications: 'Levothyroxine 50mcg XYZMED',
  logNote: 'Private log note XYZLOG',
  weight: '71kg XYZWEIGHT',
};

/** A user with private data, 4 challenges, 4 goals and routines (one inactive, one with 7 subtasks). */
async function richUser(name = 'Ana Maria Silva') {
  const { browser, userId } = await newUser(server.url, name);
  const put = await browser.request('PUT', `/api/wellness/users/${userId}`, {
    name,
    email: PRIVATE.email,
    location: 'Porto',
    goals: ['Better Sleep', 'Energy Boost', 'Stress Management', 'Pain Relief'],
    challenges: ['fatigue', 'insomnia', 'stress', 'pain'],
    healthConditions: PRIVATE.healthConditions,
    medications: PRIVATE.medications,
    weight: PRIVATE.weight,
  });
  expect(put.status).toBe(200);
  await server.conn.collection('users').updateOne({ _id: userId } as never, { $set: { profileBio: 'Walking my way back.' } });
  await seedRoutines(server, userId, [
    {
      type: 'movement',
      label: 'Morning mobility',
      notes: 'gentle',
      isPersonalized: true,
      subtasks: Array.from({ length: 7 }, (_, i) => ({ id: `s${i}`, name: `Stretch ${i + 1}` })),
    },
    { type: 'mindfulness', label: 'Evening wind-down' },
    { type: 'other', label: 'Hidden inactive routine', active: false },
  ]);
  await seedLogs(server, userId, [{ date: '2025-01-06', notes: PRIVATE.logNote }]);
  return { browser, userId };
}

function expectNoPrivateData(body: unknown) {
  const text = JSON.stringify(body);
  for (const value of Object.values(PRIVATE)) expect(text).not.toContain(value);
  for (const marker of ['XYZCOND', 'XYZMED', 'XYZLOG', 'XYZWEIGHT', 'example.com', 'healthConditions', 'medications', 'email', '"id"', 'userId'])
    expect(text).not.toContain(marker);
}

describe('public profile (REST)', () => {
  it('is private by default: settings unpublished, no slug', async () => {
    const { browser, userId } = await richUser();
    const res = await browser.request('GET', `/api/wellness/users/${userId}/public-profile`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      published: false,
      slug: null,
      path: null,
      show: { name: true, location: false, bio: true, challenges: false, goals: false, routines: true },
    });
  });

  it('publish creates an unguessable slug; the page shows only the chosen fields and limits', async () => {
    const { browser, userId } = await richUser();
    const pub = await browser.request('PUT', `/api/wellness/users/${userId}/public-profile`, {
      show: { location: true, challenges: true, goals: true },
    });
    expect(pub.status).toBe(200);
    expect(pub.json.published).toBe(true);
    expect(pub.json.slug).toMatch(/^[a-z0-9]{16}$/);
    expect(pub.json.path).toBe(`/p/${pub.json.slug}`);
    expect(pub.json.show).toEqual({ name: true, location: true, bio: true, challenges: true, goals: true, routines: true });

    const anyone = new TestBrowser(server.url);
    const page = await anyone.request('GET', `/api/wellness/public-profile/${pub.json.slug}`);
    expect(page.status).toBe(200);
    expect(PublicProfileSchema.safeParse(page.json).success).toBe(true);
    expect(page.json.user).toEqual({
      name: 'Ana Maria Silva',
      location: 'Porto',
      bio: 'Walking my way back.',
      joinDate: expect.any(String),
      daysSinceJoin: 0,
      challenges: ['fatigue', 'insomnia', 'stress'],
      goals: ['Better Sleep', 'Energy Boost', 'Stress Management'],
    });
    expect(page.json.routines).toEqual([
      {
        label: 'Morning mobility',
        type: 'movement',
        frequency: 'daily',
        isPersonalized: true,
        // Seeded like a coach-made routine: its notes stay private (docs/decisions/038).
        notes: '',
        subtaskNames: ['Stretch 1', 'Stretch 2', 'Stretch 3', 'Stretch 4', 'Stretch 5'],
        moreSubtasks: 2,
      },
      { label: 'Evening wind-down', type: 'mindfulness', frequency: 'daily', isPersonalized: false, notes: '', subtaskNames: [], moreSubtasks: 0 },
    ]);
    expectNoPrivateData(page.json);

    // Publishing again keeps the slug and only changes what is shown.
    const again = await browser.request('PUT', `/api/wellness/users/${userId}/public-profile`, { show: { name: false, routines: false } });
    expect(again.json.slug).toBe(pub.json.slug);
    expect(again.json.show).toMatchObject({ name: false, location: true, routines: false });
    const hidden = await anyone.request('GET', `/api/wellness/public-profile/${pub.json.slug}`);
    expect(hidden.json.user.name).toBe('AS');
    expect(hidden.json.routines).toEqual([]);
  });

  it('never leaks health conditions, medications, email, weight or logs, whatever is chosen', async () => {
    const { browser, userId } = await richUser();
    const combos = [
      {},
      { name: false, location: false, bio: false, challenges: false, goals: false, routines: false },
      { name: true, location: true, bio: true, challenges: true, goals: true, routines: true },
    ];
    for (const show of combos) {
      const pub = await browser.request('PUT', `/api/wellness/users/${userId}/public-profile`, { show });
      expect(pub.status).toBe(200);
      const page = await new TestBrowser(server.url).request('GET', `/api/wellness/public-profile/${pub.json.slug}`);
      expect(page.status).toBe(200);
      expectNoPrivateData(page.json);
      const trpc = await trpcQuery(new TestBrowser(server.url), 'publicProfile.get', { slug: pub.json.slug });
      expect(trpc.status).toBe(200);
      expectNoPrivateData(trpc.data);
    }
  });

  it('unpublish: the old link answers 404 Profile Not Found; republishing gives a new slug', async () => {
    const { browser, userId } = await richUser('Lin');
    const pub = await browser.request('PUT', `/api/wellness/users/${userId}/public-profile`, {});
    const slug = pub.json.slug as string;
    expect((await new TestBrowser(server.url).request('GET', `/api/wellness/public-profile/${slug}`)).status).toBe(200);
    const del = await browser.request('DELETE', `/api/wellness/users/${userId}/public-profile`);
    expect(del.status).toBe(200);
    expect(del.json).toMatchObject({ published: false, slug: null, path: null });
    const gone = await new TestBrowser(server.url).request('GET', `/api/wellness/public-profile/${slug}`);
    expect(gone.status).toBe(404);
    expect(gone.text).toBe('Profile Not Found');
    const re = await browser.request('PUT', `/api/wellness/users/${userId}/public-profile`, {});
    expect(re.json.slug).not.toBe(slug);
    expect((await new TestBrowser(server.url).request('GET', `/api/wellness/public-profile/${slug}`)).status).toBe(404);
  });

  it('unknown, malformed and injected slugs → 404 Profile Not Found', async () => {
    const anyone = new TestBrowser(server.url);
    for (const slug of ['doesnotexist0000', 'UPPER', '%24ne', 'a'.repeat(150), '..%2F..']) {
      const res = await anyone.request('GET', `/api/wellness/public-profile/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.text).toBe('Profile Not Found');
    }
    const trpc = await trpcQuery(anyone, 'publicProfile.get', { slug: { $ne: null } });
    expect(trpc.status).toBe(400);
    // Users that never published have slug null: a null-ish slug must not match them.
    const nul = await anyone.request('GET', '/api/wellness/public-profile/null');
    expect(nul.status).toBe(404);
  });

  it('rejects bad settings input (400) and writes nothing', async () => {
    const { browser, userId } = await richUser();
    const before = await server.conn.collection('users').findOne({ _id: userId } as never);
    for (const body of [{ show: { name: 'yes' } }, { show: { healthConditions: true } }, { show: { $ne: null } }, { slug: 'mine' }, { show: [] }]) {
      const res = await browser.request('PUT', `/api/wellness/users/${userId}/public-profile`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toMatch(/^[a-zA-Z.]+: |^body: /);
    }
    expect(await server.conn.collection('users').findOne({ _id: userId } as never)).toEqual(before);
  });
});

describe('public profile (tRPC) and ownership', () => {
  it('settings / publish / get / unpublish', async () => {
    const { browser } = await richUser();
    expect((await trpcQuery(browser, 'publicProfile.settings', undefined)).data).toMatchObject({ published: false, slug: null });
    const pub = await trpcMutation(browser, 'publicProfile.publish', { show: { bio: false } });
    expect(pub.status).toBe(200);
    expect(pub.data).toMatchObject({ published: true, show: { bio: false } });
    const page = await trpcQuery(new TestBrowser(server.url), 'publicProfile.get', { slug: pub.data.slug });
    expect(page.status).toBe(200);
    expect(page.data.user.bio).toBeUndefined();
    const un = await trpcMutation(browser, 'publicProfile.unpublish', undefined);
    expect(un.data.published).toBe(false);
    const gone = await trpcQuery(new TestBrowser(server.url), 'publicProfile.get', { slug: pub.data.slug });
    expect(gone.status).toBe(404);
    expect(gone.error?.message).toBe('Profile Not Found');
  });

  it('another session (or none) gets 404 on settings/publish/unpublish and nothing changes', async () => {
    const { browser, userId } = await richUser();
    const pub = await browser.request('PUT', `/api/wellness/users/${userId}/public-profile`, {});
    const before = await server.conn.collection('users').findOne({ _id: userId } as never);
    const stranger = (await newUser(server.url, 'Eve')).browser;
    for (const b of [new TestBrowser(server.url), stranger]) {
      for (const [method, body] of [['GET'], ['PUT', { show: { name: false } }], ['DELETE']] as [string, unknown?][]) {
        const res = await b.request(method, `/api/wellness/users/${userId}/public-profile`, body);
        expect(res.status, method).toBe(404);
        expect(res.text).toBe('Not found');
      }
      // Over tRPC the session is the user: without one, NOT_FOUND; another user's session acts on her own page.
      if (b === stranger) continue;
      expect((await trpcQuery(b, 'publicProfile.settings', undefined)).status).toBe(404);
      expect((await trpcMutation(b, 'publicProfile.publish', { show: { name: false } })).status).toBe(404);
      expect((await trpcMutation(b, 'publicProfile.unpublish', undefined)).status).toBe(404);
    }
    expect(await server.conn.collection('users').findOne({ _id: userId } as never)).toEqual(before);
    expect((await new TestBrowser(server.url).request('GET', `/api/wellness/public-profile/${pub.json.slug}`)).status).toBe(200);
    expect(await count(server.conn, 'users', { 'publicProfile.slug': pub.json.slug })).toBe(1);
  });
});
