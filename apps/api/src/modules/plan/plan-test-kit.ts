// Helpers shared by the plan and logs integration tests (not a test file itself).
import type { Connection } from 'mongoose';
import { newId } from '../../lib/ids';
import { TestBrowser } from '../../testing/test-server';

/** Rate limits high enough that a test file never trips them. */
export const TEST_ENV = { RATE_LIMIT_WRITES_PER_MIN: '100000', RATE_LIMIT_AI_PER_MIN: '100000' } as const;

export type Browser = TestBrowser;

/** A browser with a session bound to a freshly created user. */
export async function newUser(baseUrl: string, name = 'Maya'): Promise<{ browser: TestBrowser; userId: string }> {
  const browser = new TestBrowser(baseUrl);
  const res = await browser.request('POST', '/api/wellness/users', { name, location: 'Leeds', challenges: ['fatigue'] });
  if (res.status !== 201) throw new Error(`user creation failed: ${res.status} ${res.text}`);
  return { browser, userId: res.json.id as string };
}

export interface SeedRoutine {
  type: 'movement' | 'nutrition' | 'mindfulness' | 'supplement' | 'other';
  label: string;
  active?: boolean;
  subtasks?: { id: string; name: string }[];
}

/**
 * Stores routines straight into the routines collection (the routines module's REST routes are
 * tested by their owner; here they are only data the plan is built from). Returns their ids.
 */
export async function seedRoutines(conn: Connection, userId: string, routines: SeedRoutine[]): Promise<string[]> {
  const base = Date.now();
  const docs = routines.map((r, i) => ({
    _id: newId(),
    userId,
    type: r.type,
    label: r.label,
    frequency: 'daily',
    notes: '',
    active: r.active ?? true,
    isPersonalized: false,
    subtasks: (r.subtasks ?? []).map((s) => ({ ...s, description: '', category: null, completed: false })),
    createdAt: new Date(base + i),
    updatedAt: new Date(base + i),
  }));
  await conn.collection('routines').insertMany(docs as never[]);
  return docs.map((d) => d._id);
}

/** tRPC query over plain HTTP GET (no batching, no transformer): `{ status, data, error }`. */
export async function trpcQuery(browser: TestBrowser, path: string, input: unknown, headers: Record<string, string> = {}) {
  const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return unwrap(await browser.request('GET', `/trpc/${path}${qs}`, undefined, headers));
}

/** tRPC mutation over plain HTTP POST. */
export async function trpcMutation(browser: TestBrowser, path: string, input: unknown, headers: Record<string, string> = {}) {
  return unwrap(await browser.request('POST', `/trpc/${path}`, input === undefined ? '' : JSON.stringify(input), { 'content-type': 'application/json', ...headers }));
}

function unwrap(res: Awaited<ReturnType<TestBrowser['request']>>) {
  const body = res.json as { result?: { data?: unknown }; error?: { message: string; data?: { code?: string } } } | undefined;
  return {
    status: res.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    data: body?.result?.data as any,
    error: body?.error ? { message: body.error.message, code: body.error.data?.code ?? '' } : undefined,
    text: res.text,
  };
}

/** Everything stored for a user in one collection (to prove "nothing written"/"data unchanged"). */
export async function snapshot(conn: Connection, collection: string, userId: string): Promise<unknown[]> {
  return conn.collection(collection).find({ userId }).sort({ date: 1 }).toArray();
}
