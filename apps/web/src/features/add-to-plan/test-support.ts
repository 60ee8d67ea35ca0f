// Test-only helpers (imported by *.test.tsx files only, never by the app).
import { vi } from 'vitest';
import type { SpeechRecognitionLike } from '../voice/speech-recognition-api';

export interface TrpcCall {
  path: string;
  input: unknown;
}
export type TrpcHandler = (input: unknown) => { status?: number; body: unknown };

/** A fake tRPC HTTP endpoint (batched link): answers each procedure from `handlers`, records the calls. */
export function stubTrpc(handlers: Record<string, TrpcHandler>): TrpcCall[] {
  const calls: TrpcCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const paths = url.pathname.replace(/^\/trpc\//, '').split(',');
      const inputs = init?.body
        ? (JSON.parse(String(init.body)) as Record<string, unknown>)
        : (JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>);
      const results = paths.map((path, i) => {
        const procInput = inputs[String(i)];
        calls.push({ path, input: procInput });
        const r = handlers[path]?.(procInput) ?? { status: 404, body: 'Not found' };
        return r.status && r.status >= 400
          ? { error: { message: String(r.body), code: -32600, data: { code: r.status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', httpStatus: r.status } } }
          : { result: { data: r.body } };
      });
      const status = results.some((r) => 'error' in r) ? 400 : 200;
      return new Response(JSON.stringify(results), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** A fake SpeechRecognition the test drives by hand. */
export class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  continuous = false;
  interimResults = false;
  lang = '';
  maxAlternatives = 0;
  onstart: SpeechRecognitionLike['onstart'] = null;
  onaudiostart: SpeechRecognitionLike['onaudiostart'] = null;
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.onaudiostart?.(new Event('audiostart'));
  }
  stop() {
    this.onend?.(new Event('end'));
  }
  abort() {}
  say(text: string) {
    const results = [Object.assign([{ transcript: text }], { isFinal: true })];
    this.onresult?.({ resultIndex: 0, results } as never);
  }
  fail(error: string) {
    this.onerror?.({ error });
  }
}

/** Sets what the Permissions API answers for the microphone. */
export function stubMicPermission(state: PermissionState) {
  const status = { state, addEventListener: () => undefined, removeEventListener: () => undefined };
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: vi.fn(async () => status) } });
}
export function clearMicPermission() {
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: undefined });
}

export const plan = (overrides: Record<string, unknown> = {}) => ({
  userId: 'u1',
  date: '2026-03-03',
  coachNote: '',
  tasks: [],
  adjustments: [],
  dailyMotivation: { message: 'Keep going' },
  personalizedTip: { title: 'Tip', category: 'sleep', difficulty: 'easy', content: 'Rest' },
  safety: null,
  generatedBy: 'rules',
  ...overrides,
});

// jsdom has no PointerEvent; Chakra's (zag) checkbox dispatches one on blur.
if (typeof window !== 'undefined' && typeof window.PointerEvent !== 'function') {
  (window as unknown as { PointerEvent: unknown }).PointerEvent = class PointerEvent extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  };
}
