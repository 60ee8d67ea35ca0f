import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { storeLocally, waitForServiceWorker } from './support/daily-loop';

const b = setupBrowser();
/** Generous waits: CI shares 2 cores; polls end as soon as the condition holds. */
const WAIT = { timeout: 15_000 };

async function createUser(page: Page) {
  await page.goto('/reset');
  const res = await page.context().request.post('/api/wellness/users', { data: { name: 'Maya', location: 'Lyon', challenges: ['stress'] } });
  expect(res.status()).toBeLessThan(300);
  const { id } = (await res.json()) as { id: string };
  await storeLocally(page, { wellnessUserId: id, onboardingCompleted: true, hasCompletedOnboarding: true });
  return id;
}

describe('installable offline PWA', () => {
  it('serves a manifest with name, start_url /dashboard, teal theme and 192/512 icons', async () => {
    const { page } = b;
    await page.goto('/reset');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await page.context().request.get(href!)).json()) as Record<string, unknown> & { icons: { sizes: string; src: string }[] };
    expect(manifest).toMatchObject({ name: 'Cadence', short_name: 'Cadence', start_url: '/dashboard', display: 'standalone', theme_color: '#0d9488' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size)!;
      const res = await page.context().request.get(icon.src);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('image/png');
    }
  });

  it('reopens /dashboard offline after a first visit: the shell and the offline state, not a browser error', async () => {
    b.allowConsoleErrors(); // offline fetches log net::ERR_INTERNET_DISCONNECTED
    const { page, context } = b;
    await createUser(page);
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toMatch(/Maya/);
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: 'Dashboard' }).isVisible(), WAIT).toBe(true);
    await expect.poll(() => page.getByText("You're offline").isVisible(), WAIT).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: "You're offline" }).count()).toBe(1);
    expect(page.url()).toMatch(/\/dashboard$/);

    // Navigating to another screen still works from the cache.
    await page.getByRole('link', { name: 'Routines' }).click();
    await page.waitForURL('**/routines');
    await expect.poll(() => page.getByText("You're offline").isVisible(), WAIT).toBe(true);

    // Health data is never served from the worker's cache. (The router may still be settling the
    // offline navigation, which replaces the execution context: read again once it has loaded.)
    const readCachedApi = () =>
      page.evaluate(async () => {
        const out: string[] = [];
        for (const key of await caches.keys()) for (const req of await (await caches.open(key)).keys()) if (/\/(trpc|api)\//.test(req.url)) out.push(req.url);
        return out;
      });
    let cachedApi: string[] | undefined;
    for (let attempt = 0; attempt < 5 && cachedApi === undefined; attempt++) {
      await page.waitForLoadState('load');
      cachedApi = await readCachedApi().catch((e: Error) => {
        if (!/context was destroyed|navigation/i.test(e.message)) throw e;
        return undefined;
      });
    }
    expect(cachedApi).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => page.getByText("You're offline").isVisible(), WAIT).toBe(false);
  });

  it('an offline submit sends nothing, says so, and keeps what she typed', async () => {
    b.allowConsoleErrors();
    const { page, context } = b;
    await page.goto('/wellness-profile');
    await expect.poll(() => page.getByRole('heading', { name: 'Create Your Profile' }).isVisible(), WAIT).toBe(true);
    await waitForServiceWorker(page);
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().includes('users.create')) posted++;
    });
    await context.setOffline(true);
    await expect.poll(() => page.getByText("You're offline").isVisible(), WAIT).toBe(true);
    await page.getByLabel('Your Name').fill('Maya');
    await page.getByLabel('Location').fill('Lyon');
    await page.getByRole('button', { name: 'insomnia' }).click();
    await page.getByRole('button', { name: 'Start My Wellness Journey' }).click();
    await expect.poll(() => page.getByTestId('toast').isVisible(), WAIT).toBe(true);
    expect(posted).toBe(0);
    expect(page.url()).toMatch(/\/wellness-profile$/);
    expect(await page.getByLabel('Your Name').inputValue()).toBe('Maya');
    expect(await page.getByLabel('Location').inputValue()).toBe('Lyon');
    expect(await page.getByRole('button', { name: 'insomnia' }).getAttribute('aria-pressed')).toBe('true');
  });
});
