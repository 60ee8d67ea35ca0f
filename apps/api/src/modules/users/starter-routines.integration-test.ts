import { testDbName } from '@cadence/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, TEST_ENV, TestBrowser, type TestServer } from '../../testing/test-server';

// docs/decisions/063: /wellness-profile ends on a dashboard with today's plan — her starter routines come
// with the profile when she asks for them; the spec's payload alone creates none.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ mongoUri: inject('mongoUri'), dbName: testDbName('api_starter_routines'), env: TEST_ENV });
});
afterAll(async () => {
  await server?.close({ dropDatabase: true });
});

describe('profile creation with starter routines', () => {
  it('creates the three starter routines and today’s plan has their tasks at once', async () => {
    const browser = new TestBrowser(server.url);
    const res = await browser.request('POST', '/api/wellness/users', { name: 'Maya', location: 'Leeds', challenges: ['fatigue'], starterRoutines: true });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String), name: 'Maya', location: 'Leeds', customCategories: [] });
    const routines = await browser.request('GET', `/api/wellness/users/${res.json.id}/routines`);
    expect(routines.json.map((r: { label: string }) => r.label)).toEqual(['Morning Hormone Balance Ritual', 'Evening Wind-Down', 'Hormone-Supporting Movement']);
    expect(routines.json.every((r: { isPersonalized: boolean; frequency: string; subtasks: unknown[] }) => r.isPersonalized && r.frequency === 'daily' && r.subtasks.length === 2)).toBe(true);
    const plan = await browser.request('GET', `/api/wellness/insight/daily-plan/${res.json.id}`);
    expect(plan.status).toBe(200);
    expect(plan.json.tasks.filter((t: { source: string }) => t.source === 'routine')).toHaveLength(3);
  });

  it('the spec’s payload (no starterRoutines) creates no routine; a non-boolean is refused', async () => {
    const browser = new TestBrowser(server.url);
    const res = await browser.request('POST', '/api/wellness/users', { name: 'Ada', location: '', challenges: [] });
    expect(res.status).toBe(201);
    const routines = await browser.request('GET', `/api/wellness/users/${res.json.id}/routines`);
    expect(routines.json).toEqual([]);
    const bad = await new TestBrowser(server.url).request('POST', '/api/wellness/users', { name: 'Eve', starterRoutines: 'yes' });
    expect(bad.status).toBe(400);
  });
});
