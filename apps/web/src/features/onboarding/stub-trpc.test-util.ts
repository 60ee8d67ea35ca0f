import { vi } from 'vitest';

export type Handler = (input: unknown) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
export interface StubCall {
  path: string;
  input: unknown;
}

/** A fake tRPC HTTP endpoint (httpBatchLink wire format) answering from `handlers`; records every call. */
export function stubTrpc(handlers: Record<string, Handler>): StubCall[] {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const paths = url.pathname.replace(/^\/trpc\//, '').split(',');
    const inputs = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : (JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>);
    const results = await Promise.all(
      paths.map(async (path, i) => {
        const callInput = inputs[String(i)];
        calls.push({ path, input: callInput });
        const h = handlers[path];
        const r = h ? await h(callInput) : { status: 404, body: `no handler for ${path}` };
        return r.status && r.status >= 400
          ? { error: { message: String(r.body), code: -32603, data: { code: r.status === 404 ? 'NOT_FOUND' : 'INTERNAL_SERVER_ERROR', httpStatus: r.status } } }
          : { result: { data: r.body } };
      }),
    );
    const status = results.some((r) => 'error' in r) ? 500 : 200;
    return new Response(JSON.stringify(results), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A scripted SpeechRecognition: start() emits `transcript` as one final result, or fails with `error`. */
export function installFakeSpeech(script: { transcript?: string; error?: string; delayMs?: number }) {
  class Fake {
    continuous = false;
    interimResults = false;
    lang = '';
    maxAlternatives = 1;
    onstart: ((e: Event) => void) | null = null;
    onaudiostart: ((e: Event) => void) | null = null;
    onresult: ((e: unknown) => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    onend: ((e: Event) => void) | null = null;
    static last: Fake | null = null;
    constructor() {
      Fake.last = this;
    }
    start() {
      setTimeout(() => {
        if (script.error) {
          this.onerror?.({ error: script.error });
          this.onend?.(new Event('end'));
          return;
        }
        this.onaudiostart?.(new Event('audiostart'));
        if (script.transcript) {
          const results = [Object.assign([{ transcript: script.transcript }], { isFinal: true })];
          this.onresult?.({ resultIndex: 0, results });
        }
        if (!this.continuous) this.onend?.(new Event('end'));
      }, script.delayMs ?? 10);
    }
    stop() {
      setTimeout(() => this.onend?.(new Event('end')), 0);
    }
    abort() {}
  }
  vi.stubGlobal('SpeechRecognition', Fake);
  return Fake;
}
