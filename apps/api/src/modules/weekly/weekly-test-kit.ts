// Helpers for the weekly and public-profile integration tests (not a test file itself).
import type { Connection } from 'mongoose';
import { newId } from '../../lib/ids';
import { TestBrowser } from '../../testing/test-server';

/** Rate limits high enough that a test file never trips them. */
export const TEST_ENV = { RATE_LIMIT_WRITES_PER_MIN: '100000', RATE_LIMIT_AI_PER_MIN: '100000' } as const;

/** A browser whose session is bound to a freshly created user. */
export async function newUser(baseUrl: string, name = 'Maya'): Promise<{ browser: TestBrowser; userId: string }> {
  const browser = new TestBrowser(baseUrl);
  const res = await browser.request('POST', '/api/wellness/users', { name, location: 'Leeds', challenges: ['fatigue'] });
  if (res.status !== 201) throw new Error(`user creation failed: ${res.status} ${res.text}`);
  return { browser, userId: res.json.id as string };
}

export interface SeedRoutine {
  type: 'movement' | 'nutrition' | 'mindfulness' | 'supplement' | 'other';
  label: string;
  notes?: string;
  active?: boolean;
  isPersonalized?: boolean;
  subtasks?: { id: string; name: string; description?: string }[];
}

/** Stores routines straight into the routines collection (owned and tested by the routines module). */
export async function seedRoutines(conn: Connection, userId: string, routines: SeedRoutine[]): Promise<string[]> {
  const base = Date.now() - 60_000;
  const docs = routines.map((r, i) => ({
    _id: newId(),
    userId,
    type: r.type,
    label: r.label,
    frequency: 'daily',
    notes: r.notes ?? '',
    active: r.active ?? true,
    isPersonalized: r.isPersonalized ?? false,
    subtasks: (r.subtasks ?? []).map((s) => ({ description: '', ...s, category: null, completed: false })),
    createdAt: new Date(base + i),
    updatedAt: new Date(base + i),
  }));
  await conn.collection('routines').insertMany(docs as never[]);
  return docs.map((d) => d._id);
}

/** Stores daily logs straight into the daily_logs collection (owned by the logs module). */
export async function seedLogs(
  conn: Connection,
  userId: string,
  logs: { date: string; notes?: string; completed?: Partial<Record<'movement' | 'nutrition' | 'mindfulness' | 'supplement', boolean>>; llmExtract?: unknown }[],
): Promise<void> {
  const now = new Date();
  await conn.collection('daily_logs').insertMany(
    logs.map((l) => ({
      _id: newId(),
      userId,
      date: l.date,
      notes: l.notes ?? '',
      transcript: '',
      llmExtract: l.llmExtract ?? null,
      mood: '',
      completed: { movement: false, nutrition: false, mindfulness: false, supplement: false, ...l.completed },
      subtasks: {},
      createdAt: now,
      updatedAt: now,
    })) as never[],
  );
}

/** A user's routines as stored, minus the bookkeeping timestamp that every write changes. */
export async function storedRoutines(conn: Connection, userId: string): Promise<Record<string, unknown>[]> {
  const docs = await conn.collection('routines').find({ userId }).sort({ _id: 1 }).toArray();
  return docs.map(({ updatedAt: _u, ...rest }) => rest);
}

export async function count(conn: Connection, collection: string, filter: Record<string, unknown> = {}): Promise<number> {
  return conn.collection(collection).countDocuments(filter);
}

type Res = Awaited<ReturnType<TestBrowser['request']>>;

function unwrap(res: Res) {
  const body = res.json as { result?: { data?: unknown }; error?: { message: string; data?: { code?: string } } } | undefined;
  return {
    status: res.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    data: body?.result?.data as any,
    error: body?.error ? { message: body.error.message, code: body.error.data?.code ?? '' } : undefined,
    text: res.text,
  };
}

/** tRPC query over plain HTTP GET (no batching, no transformer). */
export async function trpcQuery(browser: TestBrowser, path: string, input: unknown, headers: Record<string, string> = {}) {
  const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return unwrap(await browser.request('GET', `/trpc/${path}${qs}`, undefined, headers));
}

/** tRPC mutation over plain HTTP POST. */
export async function trpcMutation(browser: TestBrowser, path: string, input: unknown, headers: Record<string, string> = {}) {
  return unwrap(
    await browser.request('POST', `/trpc/${path}`, input === undefined ? '' : JSON.stringify(input), {
      'content-type': 'application/json',
      ...headers,
    }),
  );
}
