import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage } from './errors';
import { apiRequest } from './rest';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with credentials and the time-zone header', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'u1' }), { status: 201, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/wellness/users', { name: 'Maya' })).resolves.toEqual({ id: 'u1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/wellness/users');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"Maya"}');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['x-cadence-tz']).toBeTruthy();
  });

  it('throws "status: body" (or status text) on a non-OK response', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('name: must not be empty', { status: 400 })));
    const err = await apiRequest('POST', '/x', {}).catch((e: unknown) => e);
    expect((err as Error).message).toBe('400: name: must not be empty');
    expect(errorMessage(err)).toBe('name: must not be empty');

    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 404, statusText: 'Not Found' })));
    await expect(apiRequest('GET', '/y')).rejects.toThrow('404: Not Found');
  });
});
