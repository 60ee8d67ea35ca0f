import { describe, expect, it } from 'vitest';
import { createCookieJar } from './cookie-jar';
import { CadenceError, createCadenceClient, isCadenceError, TRPCClientError } from './index';

/** A fake API answering tRPC batch calls with `answer(path)`; records the cookies it received. */
function fakeApi(answer: (path: string) => { status: number; body: unknown; setCookie?: string[] }) {
  const seen: (string | null)[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    seen.push(new Headers(init?.headers).get('cookie'));
    const path = url.pathname.replace('/trpc/', '');
    const { status, body, setCookie = [] } = answer(path);
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const c of setCookie) headers.append('set-cookie', c);
    return new Response(JSON.stringify([body]), { status, headers });
  };
  return { fetch, seen };
}

describe('createCadenceClient', () => {
  it('keeps the session cookie outside browsers and forgets it when the API clears it', async () => {
    let call = 0;
    const api = fakeApi(() => {
      call += 1;
      if (call === 1) return { status: 200, body: { result: { data: { id: 'u1' } } }, setCookie: ['cadence_sid=abc; Path=/; HttpOnly; SameSite=Lax'] };
      if (call === 3) return { status: 200, body: { result: { data: null } }, setCookie: ['cadence_sid=; Path=/; Max-Age=0'] };
      return { status: 200, body: { result: { data: null } } };
    });
    const cadence = createCadenceClient({ baseUrl: 'http://cadence.test/', fetch: api.fetch });
    await cadence.users.create.mutate({ name: 'Maya', location: 'Leeds', challenges: ['fatigue'] });
    expect(cadence.sessionCookie).toBe('cadence_sid=abc');
    await cadence.users.me.query();
    await cadence.users.endSession.mutate();
    expect(cadence.sessionCookie).toBeUndefined();
    expect(api.seen).toEqual([null, 'cadence_sid=abc', 'cadence_sid=abc']);
  });

  it('hands a session to another client, and sends no cookie when the jar is off (browsers keep their own)', async () => {
    const api = fakeApi(() => ({ status: 200, body: { result: { data: null } } }));
    await createCadenceClient({ baseUrl: 'http://cadence.test', fetch: api.fetch, sessionCookie: 'cadence_sid=xyz' }).users.me.query();
    await createCadenceClient({ baseUrl: 'http://cadence.test', fetch: api.fetch, cookieJar: false, sessionCookie: 'cadence_sid=xyz' }).users.me.query();
    expect(api.seen).toEqual(['cadence_sid=xyz', null]);
  });

  it('rejects with a typed CadenceError: httpStatus, code, readable message, path', async () => {
    const api = fakeApi(() => ({
      status: 400,
      body: { error: { code: -32600, message: 'name: Too long', data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'users.create' } } },
    }));
    const cadence = createCadenceClient({ baseUrl: 'http://cadence.test', fetch: api.fetch });
    const error = await cadence.users.create.mutate({ name: 'x', location: 'y', challenges: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CadenceError);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(isCadenceError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'CadenceError', httpStatus: 400, code: 'BAD_REQUEST', message: 'name: Too long', path: 'users.create' });
    expect((error as CadenceError).data?.httpStatus).toBe(400);
  });

  it('says so readably when the API cannot be reached (httpStatus 0, NETWORK_ERROR)', async () => {
    const cadence = createCadenceClient({
      baseUrl: 'http://cadence.test',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = (await cadence.users.me.query().catch((e: unknown) => e)) as CadenceError;
    expect(error).toBeInstanceOf(CadenceError);
    expect(error).toMatchObject({ httpStatus: 0, code: 'NETWORK_ERROR', path: 'users.me' });
    expect(error.message).toBe('Cadence could not be reached at http://cadence.test (fetch failed)');
  });

  it('maps an answer that is not tRPC JSON (a proxy error page) to its HTTP status', async () => {
    const cadence = createCadenceClient({
      baseUrl: 'http://cadence.test',
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    });
    const error = (await cadence.users.me.query().catch((e: unknown) => e)) as CadenceError;
    expect(error).toMatchObject({ httpStatus: 502, code: 'INTERNAL_SERVER_ERROR', message: 'Cadence at http://cadence.test answered HTTP 502' });
  });
});

describe('createCookieJar', () => {
  it('keeps several cookies, honours expiry and splits comma-joined headers', () => {
    const jar = createCookieJar('a=1');
    const headers = new Headers();
    headers.append('set-cookie', 'b=2; Path=/');
    headers.append('set-cookie', 'a=; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    jar.store(headers);
    expect(jar.header()).toBe('b=2');
    const joined = { get: () => 'c=3; Expires=Mon, 01 Jan 2999 00:00:00 GMT, d=4; Path=/' } as unknown as Headers;
    jar.store(joined);
    expect(jar.header()).toBe('b=2; c=3; d=4');
  });
});
