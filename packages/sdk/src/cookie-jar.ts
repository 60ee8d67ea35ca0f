/**
 * A minimal cookie jar for server-side clients (Node ≥ 20): keeps the cookies the API sets (the session cookie)
 * and sends them back. Browsers keep cookies themselves, so the client loads this module only outside browsers.
 * Plain code over the Fetch API (no Node import), one origin per client.
 */
export interface CookieJar {
  /** The `cookie` request header to send, or undefined when the jar is empty. */
  header(): string | undefined;
  /** Reads the `set-cookie` headers of a response. */
  store(headers: Headers): void;
}

export function createCookieJar(initial?: string): CookieJar {
  const cookies = new Map<string, string>();
  for (const pair of (initial ?? '').split(';')) {
    const [name, value] = splitPair(pair);
    if (name && value) cookies.set(name, value);
  }
  return {
    header: () => (cookies.size ? [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') : undefined),
    store(headers) {
      for (const line of setCookieLines(headers)) {
        const [first = '', ...attributes] = line.split(';');
        const [name, value] = splitPair(first);
        if (!name) continue;
        const expired = attributes.some((a) => {
          const [key, v] = splitPair(a);
          const k = key.toLowerCase();
          return (k === 'max-age' && Number(v) <= 0) || (k === 'expires' && Date.parse(v) <= Date.now());
        });
        if (!value || expired) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

function splitPair(text: string): [string, string] {
  const at = text.indexOf('=');
  if (at === -1) return [text.trim(), ''];
  return [text.slice(0, at).trim(), text.slice(at + 1).trim()];
}

function setCookieLines(headers: Headers): string[] {
  const withList = headers as Headers & { getSetCookie?: () => string[] };
  if (typeof withList.getSetCookie === 'function') return withList.getSetCookie();
  const joined = headers.get('set-cookie');
  // Without getSetCookie, cookies arrive comma-joined; split on commas that start a new `name=`.
  return joined ? joined.split(/,(?=\s*[^;,=\s]+=)/) : [];
}
