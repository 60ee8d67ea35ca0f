import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '../trpc/root';
import type { TestBrowser } from './test-server';

/** A typed tRPC client for a test server that shares the TestBrowser's session cookie (both directions). */
export function trpcClientFor(baseUrl: string, browser: TestBrowser) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl}/trpc`,
        fetch: async (url, init) => {
          const headers = new Headers(init?.headers);
          if (browser.cookie) headers.set('cookie', browser.cookie);
          const res = await fetch(url, { ...init, headers } as RequestInit);
          const setCookie = res.headers.get('set-cookie');
          if (setCookie) {
            const first = setCookie.split(';')[0] ?? '';
            browser.cookie = first.endsWith('=') ? undefined : first;
          }
          return res;
        },
      }),
    ],
  });
}
