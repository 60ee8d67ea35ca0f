// The web tests' one fake of the tRPC wire format (httpBatchLink and httpLink), and shared fixtures.
import { vi } from 'vitest';

export type StubResult = { status?: number; body: unknown };
export type StubHandler = (input: unknown) => StubResult | Promise<StubResult>;
export type StubHandlers = Record<string, StubHandler>;
export interface StubCall {
  path: string;
  input: unknown;
}

const CODE_BY_STATUS: Record<number, string> = { 400: 'BAD_REQUEST', 404: 'NOT_FOUND', 409: 'CONFLICT', 429: 'TOO_MANY_REQUESTS', 503: 'SERVICE_UNAVAILABLE' };
const JSON_RPC_CODE: Record<string, number> = { BAD_REQUEST: -32600, NOT_FOUND: -32004, CONFLICT: -32009, TOO_MANY_REQUESTS: -32029 };

/**
 * Stubs fetch with a fake tRPC endpoint: answers each procedure of a (batched) call from `handlers`
 * (an unknown path answers 404 'Not found'), records every call with its input.
 */
export function stubTrpc(handlers: StubHandlers): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const paths = url.pathname.replace(/^\/trpc\//, '').split(',');
      const batched = url.searchParams.get('batch') === '1';
      const raw = (init?.body ? JSON.parse(String(init.body)) : JSON.parse(url.searchParams.get('input') ?? '{}')) as Record<string, unknown>;
      const results = await Promise.all(
        paths.map(async (path, i) => {
          const procInput = batched ? raw[String(i)] : raw;
          calls.push({ path, input: procInput });
          const h = handlers[path];
          const r = h ? await h(procInput) : { status: 404, body: 'Not found' };
          if (!r.status || r.status < 400) return { result: { data: r.body } };
          const code = CODE_BY_STATUS[r.status] ?? 'INTERNAL_SERVER_ERROR';
          return { error: { message: String(r.body), code: JSON_RPC_CODE[code] ?? -32603, data: { code, httpStatus: r.status } } };
        }),
      );
      const statuses = results.map((r) => (r.error ? r.error.data.httpStatus : 200));
      const status = statuses.every((x) => x === statuses[0]) ? statuses[0]! : 207;
      return new Response(JSON.stringify(batched ? results : results[0]), {
        status,
        headers: { 'content-type': 'application/json' },
      });
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
  if (typeof w.PointerEvent === 'function') return;
  w.PointerEvent = class PointerEvent extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  };
}
