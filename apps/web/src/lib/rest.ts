import { TIME_ZONE_HEADER } from './constants';
import { browserTimeZone } from './time-zone';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Spec §7/§8 transport rule for the few REST-only calls: cookies always sent, JSON bodies
 * with a JSON content type, and any non-OK response throws `Error("<status>: <body text or status text>")`.
 * Returns the parsed JSON body (or `null` for an empty body).
 */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [TIME_ZONE_HEADER]: browserTimeZone() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal: init?.signal,
  });
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
  const text = await res.text();
  if (!text) return null as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

/** Default query function shape of the spec: GET the path and parse the JSON. */
export const getJson = <T = unknown>(path: string) => apiRequest<T>('GET', path);
