// Device-link codes and passkey challenges on the real database (docs/decisions/051). The full passkey
// ceremony runs in a real Chromium with its virtual authenticator (apps/web/e2e/passkeys.e2e.ts).
import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, TEST_ENV } from '../../e2e-api/e2e-kit';
import { startTestServer, TestClock, type TestServer } from '../../testing/test-server';

let server: TestServer;
const clock = new TestClock('2026-11-23T09:00:00Z');
let maya: ApiClient;
let mayaId: string;

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('passkeys'), env: TEST_ENV, now: clock.now });
  maya = ApiClient.fresh(server.url);
  mayaId = (await maya.ok('POST', '/api/wellness/users', { name: 'Maya', location: 'Leeds', challenges: ['Anxiety'] }, 201)).id;
  await maya.ok('POST', '/api/wellness/lifestyle-profile', { userId: mayaId, emotionalHealth: ['stress'], programName: 'Maya’s Reset' }, 201);
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

describe('device-link codes', () => {
  it('a code signs another browser in once (new session), with what restores her local data', async () => {
    const { code, expiresAt } = await maya.ok('POST', `/api/wellness/users/${mayaId}/device-link`, undefined, 201);
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    // The test clock moves 100 ms per read: within a second of ten minutes from now.
    expect(Math.abs(Date.parse(expiresAt) - clock.now().getTime() - 10 * 60 * 1000)).toBeLessThan(1000);
    const phone = ApiClient.fresh(server.url);
    // Typed with a space and in lower case: still the code.
    const typed = `${code.slice(0, 4)} ${code.slice(4)}`.toLowerCase();
    const signedIn = await phone.ok('POST', '/api/wellness/device-link/redeem', { code: typed });
    expect(signedIn).toMatchObject({ id: mayaId, name: 'Maya', location: 'Leeds', programName: 'Maya’s Reset' });
    expect(signedIn.personalizedProfile.emotionalHealth).toEqual(['stress']);
    expect(phone.browser.cookie).toBeTruthy();
    expect(phone.browser.cookie).not.toBe(maya.browser.cookie);
    await phone.ok('GET', `/api/wellness/users/${mayaId}`, undefined);
    // Single use.
    const again = await ApiClient.fresh(server.url).call('POST', '/api/wellness/device-link/redeem', { code });
    expect(again.status).toBe(400);
    expect(again.text).toBe('That code is not valid or has expired. Ask your other device for a new one.');
  });

  it('expires after 10 minutes; a new code replaces the previous one', async () => {
    const first = (await maya.ok('POST', `/api/wellness/users/${mayaId}/device-link`, undefined, 201)).code;
    const second = (await maya.ok('POST', `/api/wellness/users/${mayaId}/device-link`, undefined, 201)).code;
    expect((await ApiClient.fresh(server.url).call('POST', '/api/wellness/device-link/redeem', { code: first })).status).toBe(400);
    clock.set('2026-11-23T09:30:00Z'); // well past ten minutes (the test clock moves 100 ms per read)
    expect((await ApiClient.fresh(server.url).call('POST', '/api/wellness/device-link/redeem', { code: second })).status).toBe(400);
    clock.set('2026-11-23T09:00:00Z');
  });

  it('bad codes are a clear 400; codes are only made for the session owner', async () => {
    const res = await ApiClient.fresh(server.url).call('POST', '/api/wellness/device-link/redeem', { code: 'O0O0' });
    expect(res.status).toBe(400);
    expect(res.text).toBe('code: must be 8 characters');
    expect((await ApiClient.fresh(server.url).call('POST', '/api/wellness/device-link/redeem', { code: { $ne: null } })).status).toBe(400);
    expect((await ApiClient.fresh(server.url).call('POST', `/api/wellness/users/${mayaId}/device-link`)).status).toBe(404);
  });

  it('guessing is rate-limited per client', async () => {
    const limited = await startTestServer({
      mongoUri: inject('mongoUri'),
      dbName: testDbName('passkeys_rl'),
      env: { ...TEST_ENV, RATE_LIMIT_DATA_PER_MIN: '5' },
    });
    try {
      const guesser = ApiClient.fresh(limited.url);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await guesser.call('POST', '/api/wellness/device-link/redeem', { code: 'ABCDEFGH' })).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    } finally {
      await limited.close({ dropDatabase: true });
    }
  });
});

describe('passkeys', () => {
  it('registration options name her and carry a single-use challenge; the list starts empty', async () => {
    const options = await maya.ok('POST', `/api/wellness/users/${mayaId}/passkeys/options`, undefined);
    expect(options.rp).toEqual({ name: 'Cadence', id: 'localhost' });
    expect(options.user.name).toBe('Maya');
    expect(options.authenticatorSelection.residentKey).toBe('required');
    expect(typeof options.challenge).toBe('string');
    expect(await maya.ok('GET', `/api/wellness/users/${mayaId}/passkeys`, undefined)).toEqual([]);
    expect((await ApiClient.fresh(server.url).call('POST', `/api/wellness/users/${mayaId}/passkeys/options`)).status).toBe(404);
  });

  it('a made-up sign-in is refused with a clear 400 and no session', async () => {
    const options = await ApiClient.fresh(server.url).ok('POST', '/api/wellness/passkeys/sign-in/options', undefined);
    expect(options.rpId).toBe('localhost');
    const stranger = ApiClient.fresh(server.url);
    const res = await stranger.call('POST', '/api/wellness/passkeys/sign-in', {
      response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {} },
    });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/could not sign you in/);
    expect(stranger.browser.cookie).toBeUndefined();
  });

  it('delete my data removes her codes and challenges too', async () => {
    await maya.ok('POST', `/api/wellness/users/${mayaId}/device-link`, undefined, 201);
    await maya.ok('DELETE', `/api/wellness/users/${mayaId}`, undefined);
    const left = await server.conn.collection('one_time_secrets').countDocuments({ userId: mayaId });
    expect(left).toBe(0);
  });
});

describe('passkey ceremony (software authenticator)', () => {
  it('add a passkey, then a fresh browser signs in with it (new session, her local data); challenges are single-use', async () => {
    const { SoftAuthenticator } = await import('../../testing/soft-authenticator');
    const owner = ApiClient.fresh(server.url);
    const id = (await owner.ok('POST', '/api/wellness/users', { name: 'Noor', location: 'Hull', challenges: ['Anxiety'] }, 201)).id;
    const key = new SoftAuthenticator('http://localhost:5173');
    const options = await owner.ok('POST', `/api/wellness/users/${id}/passkeys/options`, undefined);
    const response = key.register(options);
    const added = await owner.ok('POST', `/api/wellness/users/${id}/passkeys`, { response }, 201);
    expect(added).toMatchObject({ name: 'Passkey 1', lastUsedAt: null });
    expect(Math.abs(Date.parse(added.createdAt) - clock.now().getTime())).toBeLessThan(1000);
    // The same answer again: its challenge is used up.
    const replay = await owner.call('POST', `/api/wellness/users/${id}/passkeys`, { response });
    expect(replay.status).toBe(400);

    const phone = ApiClient.fresh(server.url);
    const signIn = await phone.ok('POST', '/api/wellness/passkeys/sign-in/options', undefined);
    const assertion = key.authenticate(signIn);
    const signedIn = await phone.ok('POST', '/api/wellness/passkeys/sign-in', { response: assertion });
    expect(signedIn).toMatchObject({ id, name: 'Noor', location: 'Hull' });
    await phone.ok('GET', `/api/wellness/users/${id}`, undefined);
    const again = await ApiClient.fresh(server.url).call('POST', '/api/wellness/passkeys/sign-in', { response: assertion });
    expect([again.status, again.text]).toEqual([400, 'That passkey could not sign you in. Try again, or use a device-link code.']);

    // A challenge older than 5 minutes no longer works.
    const stale = await phone.ok('POST', '/api/wellness/passkeys/sign-in/options', undefined);
    clock.set('2026-11-23T09:30:00Z'); // well past five minutes
    expect((await phone.call('POST', '/api/wellness/passkeys/sign-in', { response: key.authenticate(stale) })).status).toBe(400);
    clock.set('2026-11-23T09:00:00Z');

    const list = await owner.ok('GET', `/api/wellness/users/${id}/passkeys`, undefined);
    expect(list).toHaveLength(1);
    expect(list[0].lastUsedAt).not.toBeNull();
    await owner.ok('DELETE', `/api/wellness/users/${id}/passkeys/${list[0].id}`, undefined);
    const afterRemove = await ApiClient.fresh(server.url);
    const opts = await afterRemove.ok('POST', '/api/wellness/passkeys/sign-in/options', undefined);
    expect((await afterRemove.call('POST', '/api/wellness/passkeys/sign-in', { response: key.authenticate(opts) })).status).toBe(400);
  });
});

describe('production: passkeys from one setting (decision 090)', () => {
  it('without PUBLIC_URL or WEBAUTHN_ORIGINS passkeys are off: status says so, no options are made, no device is asked', async () => {
    const prod = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('passkeys_off'), env: { ...TEST_ENV, NODE_ENV: 'production' }, now: clock.now });
    try {
      const api = ApiClient.bare(prod.url);
      expect(await api.ok('GET', '/api/wellness/passkeys/status', undefined)).toEqual({ available: false });
      const id = (await api.ok('POST', '/api/wellness/users', { name: 'Iris', location: '', challenges: [] }, 201)).id;
      const refused = await api.call('POST', `/api/wellness/users/${id}/passkeys/options`);
      expect([refused.status, refused.text]).toEqual([409, 'Passkeys are not set up on this server yet. Use a code from your other device instead.']);
      expect((await api.call('POST', '/api/wellness/passkeys/sign-in/options')).status).toBe(409);
      expect(await prod.conn.collection('one_time_secrets').countDocuments({})).toBe(0);
      // Device codes still work.
      expect((await api.call('POST', `/api/wellness/users/${id}/device-link`)).status).toBe(201);
    } finally {
      await prod.close({ dropDatabase: true });
    }
  });

  it('PUBLIC_URL alone gives the origin and the relying party; a passkey made elsewhere is refused', async () => {
    const { SoftAuthenticator } = await import('../../testing/soft-authenticator');
    const prod = await startTestServer({
      mongoUri: inject('mongoUri'),
      dbName: testDbName('passkeys_public_url'),
      env: { ...TEST_ENV, NODE_ENV: 'production', PUBLIC_URL: 'https://cadence.example/' },
      now: clock.now,
    });
    try {
      const api = ApiClient.bare(prod.url);
      expect(await api.ok('GET', '/api/wellness/passkeys/status', undefined)).toEqual({ available: true });
      const id = (await api.ok('POST', '/api/wellness/users', { name: 'Iris', location: '', challenges: [] }, 201)).id;
      const options = await api.ok('POST', `/api/wellness/users/${id}/passkeys/options`, undefined);
      expect(options.rp).toEqual({ id: 'cadence.example', name: 'Cadence' });
      const elsewhere = new SoftAuthenticator('https://evil.example').register(options);
      expect((await api.call('POST', `/api/wellness/users/${id}/passkeys`, { response: elsewhere })).status).toBe(400);
      const again = await api.ok('POST', `/api/wellness/users/${id}/passkeys/options`, undefined);
      const key = new SoftAuthenticator('https://cadence.example');
      await api.ok('POST', `/api/wellness/users/${id}/passkeys`, { response: key.register(again) }, 201);
      const phone = ApiClient.bare(prod.url);
      const signIn = await phone.ok('POST', '/api/wellness/passkeys/sign-in/options', undefined);
      expect((await phone.ok('POST', '/api/wellness/passkeys/sign-in', { response: key.authenticate(signIn) })).id).toBe(id);
    } finally {
      await prod.close({ dropDatabase: true });
    }
  });
});
