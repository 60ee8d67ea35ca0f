import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LOCAL_STORAGE_KEYS, storageEntries, type StorageKey, type StorageValues } from '../../src/lib/storage';
import { expectNoAxeViolations } from './browser';

// Shared by the daily-loop specs (dashboard, add-to-plan, routines, daily log).

/** A user created through the API from the page (binds this browser's session cookie), then stored locally. */
export async function signUp(
  page: Page,
  name: string,
  routines: { type: string; label: string; subtasks?: string[] }[] = [],
  { location = 'Lyon' }: { location?: string } = {},
): Promise<string> {
  await page.goto('/__blank');
  const id = await page.evaluate(
    async ({ name, routines, location }) => {
      const post = async (path: string, body: unknown) => {
        const res = await fetch(path, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
        return res.json() as Promise<{ id: string }>;
      };
      const user = await post('/api/wellness/users', { name, location, challenges: ['fatigue'] });
      for (const r of routines)
        await post('/api/wellness/routines', { userId: user.id, type: r.type, label: r.label, notes: '', frequency: 'daily', subtasks: (r.subtasks ?? []).map((n) => ({ name: n, description: '' })), isPersonalized: false, active: true });
      return user.id;
    },
    { name, routines, location },
  );
  await storeLocally(page, { wellnessUserId: id, userName: name, onboardingCompleted: true });
  return id;
}

/** Seeds this page's localStorage as the web itself stores these values (its storage module's keys and encoding). */
export async function storeLocally(page: Page, values: { [K in StorageKey]?: StorageValues[K] }): Promise<void> {
  await page.evaluate((entries) => {
    for (const [name, raw] of entries) localStorage.setItem(name, raw);
  }, storageEntries(values));
}

/** The raw text the web stored under one of its keys (null when absent). */
export function readStored(page: Page, key: StorageKey): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), LOCAL_STORAGE_KEYS[key]);
}

export const T = { timeout: 10_000 };
export const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible(), T).toBe(true);

/** axe with the pointer parked (a hovered button's transient colour is not what she reads). */
export async function axe(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
}

/** Waits until the service worker is active and has precached the shell (the app then opens offline). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).some((k) => k.startsWith('cadence-shell-'))), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/index.html'))), { timeout: 15_000 }).toBe(true);
}
