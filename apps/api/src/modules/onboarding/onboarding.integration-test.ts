import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectTrpcNotFound } from '../../testing/expectations';
import { newUser, startTestServer, TestBrowser, trpcClientFor, type TestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_onboarding') });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

/** The kit's tRPC client (batched, like the web app) on this browser's cookie jar. */
const trpcFor = (browser: TestBrowser) => trpcClientFor(browser, { batch: true });



const count = (collection: string, filter: Record<string, unknown> = {}) => server.conn.collection(collection).countDocuments(filter);
const userDoc = (id: string) => server.conn.collection<{ _id: string; programName?: string }>('users').findOne({ _id: id });

const ANSWERS = {
  basic_info: 'My name is Maya, and I live in Leeds.',
  hormone_symptoms: "I'm tired by mid-afternoon and my sleep is broken; stress at work is high.",
  wellness_priorities: 'Steady energy and less stress. I want to eat better meals.',
  past_approaches: 'I tried running but my back hurts.',
  current_support: 'I walk the dog most mornings.',
};
const RED_FLAG = 'Last night I had chest pain and I nearly fainted.';

const PROFILE = {
  emotionalHealth: ['stress at work is high'],
  physicalFitness: [],
  diet: ['I want to eat better meals.'],
  mobility: ['my back hurts'],
  recovery: [],
  chronicIssues: [],
  programName: '45-Day Hormone Reset',
};
const lifestyle = (userId: string, extra: { programName?: string } = {}) => ({ userId, ...PROFILE, ...extra });

const WIZARD_PROFILE = {
  name: 'Jo',
  email: 'jo@example.com',
  location: 'York',
  challenges: ['Sleep Issues', 'Stress/Burnout'],
  customChallenge: '  Perimenopause  ',
};

describe('personalised onboarding (REST)', () => {
  it('stores the responses once per user; a second post replaces them', async () => {
    const { browser, userId } = await newUser(server.url);
    const first = await browser.request('POST', '/api/wellness/onboarding-responses', { userId, responses: ANSWERS });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), userId, responses: ANSWERS });
    expect(first.json.safety).toBeUndefined();

    const second = await browser.request('POST', '/api/wellness/onboarding-responses', {
      userId,
      responses: { basic_info: 'My name is Maya.', hormone_symptoms: '  Hot flushes  ' },
    });
    expect(second.status).toBe(200);
    expect(second.json).toEqual({
      id: first.json.id,
      userId,
      responses: { basic_info: 'My name is Maya.', hormone_symptoms: 'Hot flushes' },
    });
    expect(await count('onboarding_responses', { userId })).toBe(1);
  });

  it('adds a safety notice when an answer carries a red flag (and still stores the answers)', async () => {
    const { browser, userId } = await newUser(server.url);
    const res = await browser.request('POST', '/api/wellness/onboarding-responses', {
      userId,
      responses: { ...ANSWERS, hormone_symptoms: RED_FLAG },
    });
    expect(res.status).toBe(200);
    expect(res.json.responses.hormone_symptoms).toBe(RED_FLAG);
    expect(res.json.safety).toMatchObject({ level: 'urgent', title: expect.any(String), message: expect.any(String) });
    expect(res.json.safety.resources.length).toBeGreaterThan(0);
  });

  it('stores a lifestyle profile with an id and puts the programme name on the user', async () => {
    const { browser, userId } = await newUser(server.url);
    const res = await browser.request('POST', '/api/wellness/lifestyle-profile', lifestyle(userId, { programName: 'Maya’s Reset' }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), ...lifestyle(userId, { programName: 'Maya’s Reset' }) });
    expect(await count('lifestyle_profiles', { _id: res.json.id, userId })).toBe(1);
    expect((await userDoc(userId))?.programName).toBe('Maya’s Reset');

    // Lists default to empty.
    const minimal = await browser.request('POST', '/api/wellness/lifestyle-profile', { userId, programName: '45-Day Hormone Reset' });
    expect(minimal.status).toBe(201);
    expect(minimal.json).toMatchObject({ emotionalHealth: [], chronicIssues: [], programName: '45-Day Hormone Reset' });
    expect((await userDoc(userId))?.programName).toBe('45-Day Hormone Reset');
  });

  it('generates the reset programme: success, title and recommendation texts (plus details)', async () => {
    const { browser, userId } = await newUser(server.url);
    const res = await browser.request('POST', '/api/wellness/generate-reset-program', { userId, name: 'Maya', responses: ANSWERS });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.resetProgram.programTitle).toEqual(expect.any(String));
    expect(res.json.resetProgram.programTitle.length).toBeGreaterThan(0);
    const recs = res.json.resetProgram.recommendations as string[];
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) expect(typeof r).toBe('string');
    expect(res.json.recommendationDetails).toHaveLength(recs.length);
    for (const d of res.json.recommendationDetails) {
      expect(d).toEqual({ title: expect.any(String), description: expect.any(String), category: expect.any(String), frequency: expect.any(String) });
      expect(['mindfulness', 'movement', 'nutrition', 'supplement', 'other']).toContain(d.category);
    }
    expect(res.json.focusAreas.length).toBeLessThanOrEqual(4);
    expect(res.json.safety).toBeUndefined();

    const flagged = await browser.request('POST', '/api/wellness/generate-reset-program', {
      userId,
      name: 'Maya',
      responses: { ...ANSWERS, current_support: RED_FLAG },
    });
    expect(flagged.status).toBe(200);
    expect(flagged.json.success).toBe(true);
    expect(flagged.json.safety).toMatchObject({ level: 'urgent' });
  });

  it('never proposes or stores a supplement the user must avoid', async () => {
    const { browser, userId } = await newUser(server.url);
    const put = await browser.request('PUT', `/api/wellness/users/${userId}`, { healthConditions: 'Chronic kidney disease (stage 3)' });
    expect(put.status).toBe(200);
    const { json: profile } = await browser.request('POST', '/api/wellness/lifestyle-profile', lifestyle(userId));

    const program = await browser.request('POST', '/api/wellness/generate-reset-program', { userId, name: 'Maya', responses: ANSWERS });
    expect(program.status).toBe(200);
    expect(JSON.stringify(program.json.resetProgram)).not.toMatch(/magnesium/i);

    const recommendations = [
      { title: 'Morning Sunlight', description: 'Get 10-15 minutes of sunlight after waking.', category: 'mindfulness', frequency: 'daily' },
      { title: 'Magnesium Glycinate', description: 'Take 200-400 mg in the evening.', category: 'supplement', frequency: 'daily' },
      { title: 'Seed Cycling', description: 'Flax and pumpkin seeds on days 1-14.', category: 'nutrition' },
    ];
    const res = await browser.request('POST', '/api/wellness/personalized-recommendations', { userId, profileId: profile.id, recommendations });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ id: expect.any(String), userId, profileId: profile.id, source: 'onboarding' });
    expect(res.json.items.map((i: { title: string }) => i.title)).toEqual(['Morning Sunlight', 'Seed Cycling']);
    expect(res.json.items[1].frequency).toBe('daily');
    expect(res.json.screenedOut).toEqual([{ title: 'Magnesium Glycinate', supplements: ['magnesium-glycinate'] }]);

    const stored = await server.conn.collection('recommendations').findOne({ _id: res.json.id } as never);
    expect(stored).toMatchObject({ userId, profileId: profile.id, source: 'onboarding' });
    expect((stored?.items as { title: string }[]).map((i) => i.title)).toEqual(['Morning Sunlight', 'Seed Cycling']);
  });

  it('stores recommendations for a user without restrictions as sent', async () => {
    const { browser, userId } = await newUser(server.url);
    const { json: profile } = await browser.request('POST', '/api/wellness/lifestyle-profile', lifestyle(userId));
    const recommendations = [
      { title: 'Magnesium Glycinate', description: 'Take 200-400 mg in the evening.', category: 'supplement', frequency: 'daily' },
    ];
    const res = await browser.request('POST', '/api/wellness/personalized-recommendations', { userId, profileId: profile.id, recommendations });
    expect(res.status).toBe(201);
    expect(res.json.items).toEqual(recommendations);
    expect(res.json.screenedOut).toEqual([]);
    // Unknown profile → 404.
    const missing = await browser.request('POST', '/api/wellness/personalized-recommendations', {
      userId,
      profileId: 'no-such-profile',
      recommendations,
    });
    expect(missing.status).toBe(404);
  });
});

describe('stepped wizard (REST)', () => {
  it('generates routines without a session (public)', async () => {
    const anonymous = new TestBrowser(server.url);
    const res = await anonymous.request('POST', '/api/onboarding/generate-routines', {
      profile: WIZARD_PROFILE,
      context: 'I sleep badly, skip breakfast and sit at a desk all day. Stress is high.',
    });
    expect(res.status).toBe(200);
    expect(res.json.safety).toBeUndefined();
    expect(res.json.routines.length).toBeGreaterThan(0);
    for (const r of res.json.routines) {
      expect(r).toMatchObject({ label: expect.any(String), included: expect.any(Boolean), subtasks: expect.any(Array) });
      expect(['daily', 'weekly', 'as_needed']).toContain(r.frequency);
      expect(['movement', 'nutrition', 'mindfulness', 'supplement', 'other']).toContain(r.type);
    }
    expect(anonymous.cookie).toBeUndefined();
  });

  it('returns the routines plus a safety notice when the context carries a red flag', async () => {
    const res = await new TestBrowser(server.url).request('POST', '/api/onboarding/generate-routines', {
      profile: WIZARD_PROFILE,
      context: 'Some days I feel like I want to die, and I barely sleep.',
    });
    expect(res.status).toBe(200);
    expect(res.json.routines.length).toBeGreaterThan(0);
    expect(res.json.safety).toMatchObject({ level: 'urgent' });
  });

  it('completes onboarding: creates the user, only the included routines, and binds the session', async () => {
    const browser = new TestBrowser(server.url);
    const usersBefore = await count('users');
    const res = await browser.request('POST', '/api/onboarding/complete', {
      profile: WIZARD_PROFILE,
      routines: [
        {
          label: 'Evening Wind-Down',
          frequency: 'daily',
          included: true,
          type: 'mindfulness',
          subtasks: [{ name: 'Blue light blocking', description: 'Screens off an hour before bed' }, { name: 'Read' }],
        },
        { label: 'Morning yoga flow', frequency: 'weekly', subtasks: [{ name: 'Sun salutations' }] },
        { label: 'Hydration: water before coffee', included: true, type: undefined },
        { label: 'Excluded routine', included: false, type: 'other', subtasks: [] },
        { label: 'Custom Routine', frequency: 'as_needed', type: 'other', subtasks: [{ name: 'Custom task' }] },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ userId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(browser.cookie).toBeDefined();
    expect(await count('users')).toBe(usersBefore + 1);

    const { userId } = res.json;
    const user = await browser.request('GET', `/api/wellness/users/${userId}`);
    expect(user.status).toBe(200);
    expect(user.json).toMatchObject({
      name: 'Jo',
      email: 'jo@example.com',
      location: 'York',
      challenges: ['Sleep Issues', 'Stress/Burnout', 'Perimenopause'],
    });

    const routines = await browser.request('GET', `/api/wellness/users/${userId}/routines`);
    expect(routines.status).toBe(200);
    expect(routines.json.map((r: { label: string }) => r.label)).toEqual([
      'Evening Wind-Down',
      'Morning yoga flow',
      'Hydration: water before coffee',
      'Custom Routine',
    ]);
    expect(routines.json.map((r: { type: string }) => r.type)).toEqual(['mindfulness', 'movement', 'nutrition', 'other']);
    expect(routines.json.map((r: { frequency: string }) => r.frequency)).toEqual(['daily', 'weekly', 'daily', 'as_needed']);
    for (const r of routines.json) {
      expect(r).toMatchObject({ userId, isPersonalized: true, active: true, notes: '' });
      for (const s of r.subtasks) expect(s.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(routines.json[0].subtasks).toEqual([
      { id: expect.any(String), name: 'Blue light blocking', description: 'Screens off an hour before bed', completed: false },
      { id: expect.any(String), name: 'Read', description: '', completed: false },
    ]);
  });

  it('rejects a completion where nothing is included, creating nothing', async () => {
    const browser = new TestBrowser(server.url);
    const [users, routines] = [await count('users'), await count('routines')];
    const res = await browser.request('POST', '/api/onboarding/complete', {
      profile: WIZARD_PROFILE,
      routines: [{ label: 'Nope', included: false, type: 'other' }],
    });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/^routines: /);
    expect(browser.cookie).toBeUndefined();
    expect(await count('users')).toBe(users);
    expect(await count('routines')).toBe(routines);
  });
});

describe('onboarding (tRPC)', () => {
  it('saveResponses, saveLifestyleProfile, generateResetProgram and savePersonalizedRecommendations', async () => {
    const { browser, userId } = await newUser(server.url);
    const trpc = trpcFor(browser);
    const saved = await trpc.onboarding.saveResponses.mutate({ responses: ANSWERS });
    expect(saved).toEqual({ id: expect.any(String), userId, responses: ANSWERS });
    const flagged = await trpc.onboarding.saveResponses.mutate({ responses: { hormone_symptoms: RED_FLAG } });
    expect(flagged.id).toBe(saved.id);
    expect(flagged.safety?.level).toBe('urgent');
    expect(await count('onboarding_responses', { userId })).toBe(1);

    const { userId: _owner, ...fields } = lifestyle(userId, { programName: 'Spring Reset' });
    const profile = await trpc.onboarding.saveLifestyleProfile.mutate(fields);
    expect(profile).toMatchObject({ id: expect.any(String), userId, programName: 'Spring Reset' });
    expect((await userDoc(userId))?.programName).toBe('Spring Reset');

    const program = await trpc.onboarding.generateResetProgram.mutate({ name: 'Maya', responses: ANSWERS });
    expect(program.success).toBe(true);
    expect(program.resetProgram.recommendations.length).toBeGreaterThan(0);
    expect(program.recommendationDetails.length).toBe(program.resetProgram.recommendations.length);

    const stored = await trpc.onboarding.savePersonalizedRecommendations.mutate({
      profileId: profile.id,
      recommendations: program.recommendationDetails,
    });
    expect(stored).toMatchObject({ userId, profileId: profile.id, source: 'onboarding' });
    expect(stored.items.length).toBe(program.recommendationDetails.length);
    expect(await count('recommendations', { _id: stored.id })).toBe(1);
  });

  it('generateRoutines (public) and complete (binds the session cookie)', async () => {
    const browser = new TestBrowser(server.url);
    const trpc = trpcFor(browser);
    const generated = await trpc.onboarding.generateRoutines.mutate({
      profile: WIZARD_PROFILE,
      context: 'Tired all afternoon, poor sleep, lots of sitting at work.',
    });
    expect(generated.routines.length).toBeGreaterThan(0);
    expect(generated.safety).toBeUndefined();
    expect(browser.cookie).toBeUndefined();

    const flagged = await trpc.onboarding.generateRoutines.mutate({ profile: WIZARD_PROFILE, context: 'I have been bleeding heavily and feel faint.' });
    expect(flagged.safety?.level).toBe('urgent');

    const routines = generated.routines.map((r, i) => ({ ...r, included: i !== 0 }));
    const expectedLabels = generated.routines.slice(1).map((r) => r.label);
    const result = await trpc.onboarding.complete.mutate({ profile: WIZARD_PROFILE, routines: [...routines, { label: 'Custom Routine', type: 'other' }] });
    expect(result.userId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(browser.cookie).toBeDefined();

    const list = await trpc.routines.list.query(undefined);
    expect(list.map((r) => r.label)).toEqual([...expectedLabels, 'Custom Routine']);
    expect(list.every((r) => r.isPersonalized)).toBe(true);
    const user = await trpc.users.get.query();
    expect(user.challenges).toEqual(['Sleep Issues', 'Stress/Burnout', 'Perimenopause']);
  });
});

describe('onboarding ownership (cross-user matrix)', () => {
  it('answers 404 / NOT_FOUND on every user-scoped path and procedure; the owner’s data is unchanged', async () => {
    const { browser: owner, userId } = await newUser(server.url, 'Owner');
    const saved = await owner.request('POST', '/api/wellness/onboarding-responses', { userId, responses: ANSWERS });
    const { json: profile } = await owner.request('POST', '/api/wellness/lifestyle-profile', lifestyle(userId, { programName: 'Owner Reset' }));
    const snapshot = {
      responses: await server.conn.collection('onboarding_responses').findOne({ userId }),
      profiles: await count('lifestyle_profiles'),
      recommendations: await count('recommendations'),
      user: await userDoc(userId),
    };

    const { browser: other, userId: otherId } = await newUser(server.url, 'Other');
    const { json: otherProfile } = await other.request('POST', '/api/wellness/lifestyle-profile', lifestyle(otherId));
    const rec = [{ title: 'Walk', description: 'Daily walk', category: 'movement' as const, frequency: 'daily' }];
    for (const stranger of [other, new TestBrowser(server.url)]) {
      const attempts = [
        await stranger.request('POST', '/api/wellness/onboarding-responses', { userId, responses: { basic_info: 'Hacked' } }),
        await stranger.request('POST', '/api/wellness/lifestyle-profile', lifestyle(userId, { programName: 'Hacked' })),
        await stranger.request('POST', '/api/wellness/generate-reset-program', { userId, name: 'X', responses: ANSWERS }),
        await stranger.request('POST', '/api/wellness/personalized-recommendations', { userId, profileId: profile.id, recommendations: rec }),
      ];
      for (const res of attempts) {
        expect(res.status).toBe(404);
        expect(res.text).toBe('Not found');
      }
      // Over tRPC the session is the user: another user's session writes her own records, so only no session is probed here.
      if (stranger === other) continue;
      const trpc = trpcFor(stranger);
      await expectTrpcNotFound(trpc.onboarding.saveResponses.mutate({ responses: { basic_info: 'Hacked' } }));
      await expectTrpcNotFound(trpc.onboarding.saveLifestyleProfile.mutate(lifestyle(userId, { programName: 'Hacked' })));
      await expectTrpcNotFound(trpc.onboarding.generateResetProgram.mutate({ name: 'X', responses: ANSWERS }));
      await expectTrpcNotFound(
        trpc.onboarding.savePersonalizedRecommendations.mutate({ profileId: profile.id, recommendations: rec }),
      );
    }
    // Using someone else's profile id under one's own user id is 404 too.
    const crossProfile = await other.request('POST', '/api/wellness/personalized-recommendations', {
      userId: otherId,
      profileId: profile.id,
      recommendations: rec,
    });
    expect(crossProfile.status).toBe(404);
    expect(otherProfile.id).toEqual(expect.any(String));

    expect(await server.conn.collection('onboarding_responses').findOne({ userId })).toEqual(snapshot.responses);
    expect(await count('lifestyle_profiles')).toBe(snapshot.profiles + 1); // only the other user's own profile
    expect(await count('recommendations')).toBe(snapshot.recommendations);
    expect(await userDoc(userId)).toEqual(snapshot.user);
    expect(saved.json.responses).toEqual(ANSWERS);
  });
});

describe('onboarding bad input', () => {
  it('rejects bad input on every endpoint with a readable 4xx, never 5xx, writing nothing', async () => {
    const { browser, userId } = await newUser(server.url);
    const { json: profile } = await browser.request('POST', '/api/wellness/lifestyle-profile', lifestyle(userId));
    const snapshot = async () => ({
      users: await count('users'),
      responses: await count('onboarding_responses'),
      profiles: await count('lifestyle_profiles'),
      recommendations: await count('recommendations'),
      routines: await count('routines'),
    });
    const before = await snapshot();
    const long = 'x'.repeat(5001);
    const rec = { title: 'Walk', description: '', category: 'movement', frequency: 'daily' };
    const cases: [string, unknown, RegExp][] = [
      // onboarding-responses
      ['/api/wellness/onboarding-responses', { userId }, /^responses: is required|^responses: /],
      ['/api/wellness/onboarding-responses', { userId, responses: 'hello' }, /^responses: /],
      ['/api/wellness/onboarding-responses', { userId, responses: { basic_info: 42 } }, /^responses\.basic_info: must be text/],
      ['/api/wellness/onboarding-responses', { userId, responses: { basic_info: { $ne: null } } }, /^responses\.basic_info: must be text/],
      ['/api/wellness/onboarding-responses', { userId, responses: { favourite_colour: 'blue' } }, /^responses/],
      ['/api/wellness/onboarding-responses', { userId, responses: { 'a.b': 'x' } }, /^responses/],
      ['/api/wellness/onboarding-responses', { userId, responses: { $where: 'x' } }, /^responses/],
      ['/api/wellness/onboarding-responses', { userId, responses: { constructor: 'x' } }, /^responses/],
      ['/api/wellness/onboarding-responses', { userId, responses: { basic_info: long } }, /^responses\.basic_info: must be at most 5000 characters/],
      ['/api/wellness/onboarding-responses', { userId: { $ne: null }, responses: {} }, /^userId: must be text/],
      ['/api/wellness/onboarding-responses', { userId, responses: {}, extra: true }, /unknown field: extra/],
      // lifestyle-profile
      ['/api/wellness/lifestyle-profile', { userId }, /^programName: is required/],
      ['/api/wellness/lifestyle-profile', { userId, programName: '   ' }, /^programName: must not be empty/],
      ['/api/wellness/lifestyle-profile', { userId, programName: 'x'.repeat(201) }, /^programName: must be at most 200 characters/],
      ['/api/wellness/lifestyle-profile', { userId, programName: 'P', diet: 'eat' }, /^diet: must be a list/],
      ['/api/wellness/lifestyle-profile', { userId, programName: 'P', diet: [{ $gt: '' }] }, /^diet\.0: must be text/],
      ['/api/wellness/lifestyle-profile', { userId, programName: 'P', mobility: [long] }, /^mobility\.0: must be at most 5000 characters/],
      ['/api/wellness/lifestyle-profile', { userId, programName: { $ne: null } }, /^programName: must be text/],
      // generate-reset-program
      ['/api/wellness/generate-reset-program', { userId, responses: ANSWERS }, /^name: is required/],
      ['/api/wellness/generate-reset-program', { userId, name: 'M', responses: [] }, /^responses: /],
      ['/api/wellness/generate-reset-program', { userId, name: 'x'.repeat(101), responses: {} }, /^name: must be at most 100 characters/],
      ['/api/wellness/generate-reset-program', { userId, name: { $ne: null }, responses: {} }, /^name: must be text/],
      // personalized-recommendations
      ['/api/wellness/personalized-recommendations', { userId, recommendations: [rec] }, /^profileId: is required/],
      ['/api/wellness/personalized-recommendations', { userId, profileId: profile.id, recommendations: [{ ...rec, category: 'magic' }] }, /^recommendations\.0\.category: must be one of/],
      ['/api/wellness/personalized-recommendations', { userId, profileId: profile.id, recommendations: [{ ...rec, title: '' }] }, /^recommendations\.0\.title: must not be empty/],
      ['/api/wellness/personalized-recommendations', { userId, profileId: { $ne: null }, recommendations: [rec] }, /^profileId: must be text/],
      ['/api/wellness/personalized-recommendations', { userId, profileId: profile.id, recommendations: Array(21).fill(rec) }, /^recommendations: must have at most 20 items/],
      ['/api/wellness/personalized-recommendations', { userId, profileId: profile.id, recommendations: [{ ...rec, description: 'd'.repeat(2001) }] }, /^recommendations\.0\.description: must be at most 2000 characters/],
      // generate-routines
      ['/api/onboarding/generate-routines', { profile: WIZARD_PROFILE }, /^context: is required/],
      ['/api/onboarding/generate-routines', { profile: { ...WIZARD_PROFILE, email: 'not-an-email' }, context: 'c' }, /^profile\.email: must be a valid email address/],
      ['/api/onboarding/generate-routines', { profile: { ...WIZARD_PROFILE, name: '' }, context: 'c' }, /^profile\.name: must not be empty/],
      ['/api/onboarding/generate-routines', { profile: WIZARD_PROFILE, context: long }, /^context: must be at most 5000 characters/],
      ['/api/onboarding/generate-routines', { profile: WIZARD_PROFILE, context: { $ne: null } }, /^context: must be text/],
      ['/api/onboarding/generate-routines', { profile: { ...WIZARD_PROFILE, challenges: 'Sleep' }, context: 'c' }, /^profile\.challenges: must be a list/],
      // complete
      ['/api/onboarding/complete', { profile: WIZARD_PROFILE, routines: [] }, /^routines: must have at least 1 item/],
      ['/api/onboarding/complete', { profile: WIZARD_PROFILE }, /^routines: /],
      ['/api/onboarding/complete', { profile: WIZARD_PROFILE, routines: [{ label: 'x', type: 'dance' }] }, /^routines\.0\.type: must be one of/],
      ['/api/onboarding/complete', { profile: WIZARD_PROFILE, routines: [{ label: 'x', frequency: 'hourly' }] }, /^routines\.0\.frequency: must be one of/],
      ['/api/onboarding/complete', { profile: WIZARD_PROFILE, routines: [{ label: 'x'.repeat(201) }] }, /^routines\.0\.label: must be at most 200 characters/],
      ['/api/onboarding/complete', { profile: WIZARD_PROFILE, routines: [{ label: 'x', subtasks: [{ name: { $ne: null } }] }] }, /^routines\.0\.subtasks\.0\.name: must be text/],
      ['/api/onboarding/complete', { profile: { ...WIZARD_PROFILE, email: '' }, routines: [{ label: 'x' }] }, /^profile\.email: /],
      ['/api/onboarding/complete', { profile: { ...WIZARD_PROFILE, customChallenge: 'c'.repeat(201) }, routines: [{ label: 'x' }] }, /^profile\.customChallenge: must be at most 200 characters/],
      ['/api/onboarding/complete', { profile: WIZARD_PROFILE, routines: [{ label: 'x', included: 'yes' }] }, /^routines\.0\.included: /],
    ];
    for (const [path, body, message] of cases) {
      const res = await browser.request('POST', path, body);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 200)}`).toBe(400);
      expect(res.text, `${path} ${JSON.stringify(body).slice(0, 200)}`).toMatch(message);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    const rawBodies: [string, string][] = [
      ['/api/wellness/onboarding-responses', `{"userId":"${userId}","responses":{"__proto__":{"basic_info":"x"}}}`],
      ['/api/wellness/lifestyle-profile', `{"userId":"${userId}","programName":"P","__proto__":{"isAdmin":true}}`],
      ['/api/onboarding/complete', `{"profile":{"name":"a","email":"a@b.co","constructor":{"prototype":{"x":1}}},"routines":[{"label":"x"}]}`],
      ['/api/onboarding/generate-routines', '{"profile":'],
    ];
    for (const [path, body] of rawBodies) {
      const res = await browser.request('POST', path, body);
      expect(res.status, `${path} ${body}`).toBe(400);
      expect(res.text.length).toBeGreaterThan(0);
    }
    // Oversized request body → 413 with a readable text.
    const huge = await browser.request('POST', '/api/wellness/onboarding-responses', { userId, responses: { basic_info: 'x'.repeat(300 * 1024) } });
    expect(huge.status).toBe(413);
    expect(huge.text).toMatch(/too large/);

    // tRPC twins: BAD_REQUEST with the same readable message.
    const trpcCases: [string, unknown, RegExp][] = [
      ['onboarding.saveResponses', { userId, responses: { basic_info: { $ne: null } } }, /^responses\.basic_info: must be text/],
      ['onboarding.saveLifestyleProfile', { userId, programName: '' }, /^programName: must not be empty/],
      ['onboarding.generateResetProgram', { userId, name: 'M', responses: { nope: 'x' } }, /^responses/],
      ['onboarding.savePersonalizedRecommendations', { userId, profileId: profile.id, recommendations: [{ ...rec, category: 'x' }] }, /category: must be one of/],
      ['onboarding.generateRoutines', { profile: WIZARD_PROFILE, context: 42 }, /^context: must be text/],
      ['onboarding.complete', { profile: WIZARD_PROFILE, routines: [{ label: 'x', type: 'dance' }] }, /^routines\.0\.type: must be one of/],
      ['onboarding.complete', { profile: WIZARD_PROFILE, routines: [{ label: 'x', included: false }] }, /^routines: /],
    ];
    for (const [path, input, message] of trpcCases) {
      const res = await browser.request('POST', `/trpc/${path}`, JSON.stringify(input));
      expect(res.status, `${path} ${JSON.stringify(input)}`).toBe(400);
      expect(res.json.error.message).toMatch(message);
    }

    expect(await snapshot()).toEqual(before);
  });
});
