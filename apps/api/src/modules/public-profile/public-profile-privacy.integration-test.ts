// docs/decisions/038: the public page shows only what she chose. Scans the public API response for every
// private field and every word of her logs and check-ins; coach/recommendation routine notes stay
// private until she edits them herself; challenges, goals and location are off by default.
import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, TestBrowser, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_public_privacy') });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

const PRIVATE_FIELDS = {
  email: 'zelda.private@example.com',
  location: 'Bristol Quayside',
  healthConditions: 'Zorbitis flareups',
  medications: 'Quinzamide tablets',
  weight: '64kg',
  height: '171cm',
  goals: ['Glowmorning stamina'],
  challenges: ['Snarfle fatigue'],
};
const COACH_NOTE = 'You completed mindfulness on fewer than 2 days this week';
const CHECK_IN = 'Fatigue came up this week, felt glimmerous and quokkaish after a sleepless nightjar evening';
const LOG_NOTE = 'Drank marmalisk tea, walked past the brindlewood pond';

/** Every word of 4+ letters in a text (lowercase). */
const wordsOf = (text: string) => [...new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? [])];

describe('public page privacy', () => {
  it('shows only what she chose; no private field and no word of her logs or check-ins', async () => {
    const browser = new TestBrowser(server.url);
    const created = await browser.request('POST', '/api/wellness/users', { name: 'Zelda', location: PRIVATE_FIELDS.location });
    const userId = created.json.id as string;
    const put = await browser.request('PUT', `/api/wellness/users/${userId}`, { ...PRIVATE_FIELDS, name: 'Zelda' });
    expect(put.status).toBe(200);

    // A routine made from a coach recommendation (notes written by the coach) …
    const coach = await browser.request('POST', '/api/wellness/routines', {
      userId,
      type: 'mindfulness',
      label: 'Calm wind-down',
      notes: COACH_NOTE,
      isPersonalized: true,
    });
    expect(coach.status).toBe(201);
    // … and one she wrote herself.
    const own = await browser.request('POST', '/api/wellness/routines', {
      userId,
      type: 'nutrition',
      label: 'Breakfast',
      notes: 'Porridge with berries',
    });
    expect(own.status).toBe(201);

    const tz = { 'x-cadence-tz': 'Europe/London' };
    expect((await browser.request('POST', '/api/wellness/insight/adapt-plan', { userId, transcript: CHECK_IN }, tz)).status).toBe(200);
    const today = (await browser.request('GET', `/api/wellness/insight/daily-plan/${userId}`, undefined, tz)).json.date as string;
    expect((await browser.request('PATCH', `/api/wellness/users/${userId}/logs/${today}`, { notes: LOG_NOTE })).status).toBe(200);

    const pub = await browser.request('PUT', `/api/wellness/users/${userId}/public-profile`, {});
    expect(pub.json.show).toMatchObject({ challenges: false, goals: false, location: false });
    const page = await new TestBrowser(server.url).request('GET', `/api/wellness/public-profile/${pub.json.slug}`);
    expect(page.status).toBe(200);
    const text = JSON.stringify(page.json).toLowerCase();

    for (const value of Object.values(PRIVATE_FIELDS).flat()) expect(text, value).not.toContain(value.toLowerCase());
    for (const key of ['email', 'healthconditions', 'medications', 'weight', 'height', 'userid', '"id"', 'transcript', 'llmextract'])
      expect(text, key).not.toContain(key);
    for (const word of [...wordsOf(CHECK_IN), ...wordsOf(LOG_NOTE)]) expect(text, word).not.toContain(word);
    expect(text).not.toContain(COACH_NOTE.toLowerCase());
    expect(page.json.routines.map((r: { label: string; notes: string }) => [r.label, r.notes])).toEqual([
      ['Calm wind-down', ''],
      ['Breakfast', 'Porridge with berries'],
    ]);
  });

  it('a coach note becomes public only when she edits it; a later coach change hides it again', async () => {
    const browser = new TestBrowser(server.url);
    const userId = (await browser.request('POST', '/api/wellness/users', { name: 'Ines' })).json.id as string;
    const routine = await browser.request('POST', '/api/wellness/routines', {
      userId,
      type: 'movement',
      label: 'Walk',
      notes: COACH_NOTE,
      isPersonalized: true,
    });
    const slug = (await browser.request('PUT', `/api/wellness/users/${userId}/public-profile`, {})).json.slug as string;
    const notes = async () => (await new TestBrowser(server.url).request('GET', `/api/wellness/public-profile/${slug}`)).json.routines[0].notes;
    expect(await notes()).toBe('');

    // Saving the routine without touching the notes does not publish them.
    await browser.request('PATCH', `/api/wellness/routines/${routine.json.id}`, { label: 'Daily walk', notes: COACH_NOTE });
    expect(await notes()).toBe('');

    await browser.request('PATCH', `/api/wellness/routines/${routine.json.id}`, { notes: 'Walk to the park with my sister' });
    expect(await notes()).toBe('Walk to the park with my sister');

    // Applying a weekly recommendation rewrites the notes outside her edit: private again.
    await server.conn.collection('routines').updateOne({ _id: routine.json.id } as never, { $set: { notes: 'Fatigue came up this week' } });
    expect(await notes()).toBe('');
  });
});
