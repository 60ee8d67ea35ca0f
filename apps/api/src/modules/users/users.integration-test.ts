import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, TestBrowser, type TestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_users') });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

describe('users (REST)', () => {
  it('creates a user, binds an httpOnly SameSite=Lax session cookie and reads it back', async () => {
    const browser = new TestBrowser(server.url);
    const res = await browser.request('POST', '/api/wellness/users', { name: 'Maya', location: 'Leeds', challenges: ['fatigue'] });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String), name: 'Maya', location: 'Leeds', customCategories: [] });
    expect(res.json.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const got = await browser.request('GET', `/api/wellness/users/${res.json.id}`);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({
      id: res.json.id,
      name: 'Maya',
      challenges: ['fatigue'],
      preferences: { notifications: true, reminderTime: '08:00', weeklyReflection: true },
    });
    expect(got.headers.get('cache-control')).toBe('no-store');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('answers 404 to a second browser (no cookie, or another session)', async () => {
    const owner = new TestBrowser(server.url);
    const { json: user } = await owner.request('POST', '/api/wellness/users', { name: 'Ada', location: 'Bath', challenges: ['anxiety'] });
    const stranger = new TestBrowser(server.url);
    expect((await stranger.request('GET', `/api/wellness/users/${user.id}`)).status).toBe(404);
    await stranger.request('POST', '/api/wellness/users', { name: 'Eve', location: 'York', challenges: ['fatigue'] });
    expect(stranger.cookie).toBeDefined();
    const r = await stranger.request('GET', `/api/wellness/users/${user.id}`);
    expect(r.status).toBe(404);
    expect(r.text).toBe('Not found');
    const put = await stranger.request('PUT', `/api/wellness/users/${user.id}`, { name: 'Hacked' });
    expect(put.status).toBe(404);
    expect((await owner.request('GET', `/api/wellness/users/${user.id}`)).json.name).toBe('Ada');
  });

  it('rejects operator injection with a clear 400 and writes nothing', async () => {
    const browser = new TestBrowser(server.url);
    const before = await server.conn.collection('users').countDocuments();
    const res = await browser.request('POST', '/api/wellness/users', { name: { $ne: null }, location: 'x', challenges: ['a'] });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/^name: /);
    expect(await server.conn.collection('users').countDocuments()).toBe(before);
  });

  it('rejects prototype-pollution keys and invalid JSON with 400', async () => {
    const browser = new TestBrowser(server.url);
    const proto = await browser.request('POST', '/api/wellness/users', '{"name":"a","location":"b","challenges":["c"],"__proto__":{"x":1}}');
    expect(proto.status).toBe(400);
    const bad = await browser.request('POST', '/api/wellness/users', '{"name":');
    expect(bad.status).toBe(400);
  });

  it('updates My-Profile and Edit-Profile fields', async () => {
    const browser = new TestBrowser(server.url);
    const { json: user } = await browser.request('POST', '/api/wellness/users', { name: 'Lin', location: 'Hull', challenges: ['insomnia'] });
    const res = await browser.request('PUT', `/api/wellness/users/${user.id}`, {
      name: 'Lin Q',
      email: 'lin@example.com',
      age: 41,
      sleepHours: 7,
      exerciseLevel: 'light',
      goals: ['Better Sleep'],
      preferences: { reminderTime: '07:30' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'Lin Q', email: 'lin@example.com', age: 41, sleepHours: 7, goals: ['Better Sleep'] });
    expect(res.json.preferences).toEqual({ notifications: true, reminderTime: '07:30', weeklyReflection: true });
    const invalid = await browser.request('PUT', `/api/wellness/users/${user.id}`, { sleepHours: 20 });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toMatch(/sleepHours/);
  });

  it('serves health and readiness', async () => {
    const b = new TestBrowser(server.url);
    expect((await b.request('GET', '/healthz')).json).toEqual({ status: 'ok', triage: 'rules+model' });
    expect((await b.request('GET', '/readyz')).json).toEqual({ status: 'ready' });
  });
});
