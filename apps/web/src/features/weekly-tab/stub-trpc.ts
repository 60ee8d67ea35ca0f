// Test helper (not imported by the app): a fake tRPC HTTP endpoint for component tests.
import { vi } from 'vitest';

export type StubResult = { status?: number; body: unknown };
export type StubHandlers = Record<string, (input: unknown) => StubResult | Promise<StubResult>>;
export interface StubCall {
  path: string;
  input: unknown;
}

/** Stubs fetch: answers batched tRPC calls from `handlers` (unknown paths answer 404) and records them. */
export function stubTrpc(handlers: StubHandlers): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const paths = url.pathname.replace(/^\/trpc\//, '').split(',');
      const inputs = (init?.body ? JSON.parse(String(init.body)) : JSON.parse(url.searchParams.get('input') ?? '{}')) as Record<string, unknown>;
      const results = await Promise.all(
        paths.map(async (path, i) => {
          const body = inputs[String(i)];
          calls.push({ path, input: body });
          const h = handlers[path];
          const r = h ? await h(body) : { status: 404, body: 'Not found' };
          return r.status && r.status >= 400
            ? { error: { message: String(r.body), code: -32004, data: { code: r.status === 404 ? 'NOT_FOUND' : 'INTERNAL_SERVER_ERROR', httpStatus: r.status } } }
            : { result: { data: r.body } };
        }),
      );
      const status = results.some((r) => 'error' in r) ? 500 : 200;
      return new Response(JSON.stringify(results), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** A complete User as users.get returns it. */
export function fakeUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'u_1',
    name: 'Maya Lopez',
    email: 'maya@example.com',
    location: 'Lyon',
    age: 38,
    height: '',
    weight: '',
    goals: ['Better Sleep'],
    challenges: ['hormone imbalance'],
    customCategories: ['Cycle tracking'],
    healthConditions: 'PCOS',
    medications: 'levothyroxine',
    exerciseLevel: null,
    sleepHours: null,
    stressLevel: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    avatarUrl: '',
    profileBio: '',
    joinDate: '2025-03-01T09:00:00.000Z',
    preferences: { notifications: true, reminderTime: '08:00', weeklyReflection: true },
    publicProfile: { published: false, show: { name: true, location: false, bio: true, challenges: true, goals: true, routines: true } },
    ...overrides,
  };
}

/** jsdom has no PointerEvent; zag's checkbox / switch press handling constructs one on blur. */
export function polyfillPointerEvent(): void {
  const w = window as unknown as { PointerEvent?: unknown };
  if (typeof w.PointerEvent !== 'function') w.PointerEvent = class PointerEvent extends MouseEvent {};
}
