import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, setupBrowser } from './support/browser';

const b = setupBrowser();
/** expect.poll with room for a lazy chunk + API round trip on a busy CI machine. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

/** Distinctive private values: none may ever reach the public page or its API response. */
const PRIVATE = {
  healthConditions: 'ZEBRACONDITION7731',
  medications: 'QUOKKAMED4412',
  email: 'private.narwhal.5520@example.com',
  logNote: 'AXOLOTLLOG9981',
  checkIn: 'PANGOLINCHECKIN3310 felt wobbly',
  // Notes of a routine made from a coach recommendation: private until she edits them (docs/decisions/038).
  coachNote: 'Outdoors, easy pace',
};
const PRIVATE_VALUES = Object.values(PRIVATE);

/** A user with private health data, a log and 2 routines (one with 7 subtasks), created via the API. */
async function seedUser(page: Page): Promise<string> {
  await page.goto('/favicon.svg');
  return page.evaluate(async (p) => {
    const json = { 'Content-Type': 'application/json' };
    const call = async (method: string, url: string, body: unknown) => {
      const res = await fetch(url, { method, headers: json, credentials: 'include', body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<{ id: string }>;
    };
    const user = await call('POST', '/api/wellness/users', { name: 'Maya Lopez', location: 'Lyon', challenges: ['sleep issues', 'stress', 'back pain', 'fatigue'] });
    await call('PUT', `/api/wellness/users/${user.id}`, {
      email: p.email,
      healthConditions: p.healthConditions,
      medications: p.medications,
      goals: ['Better Sleep', 'Energy Boost', 'Pain Relief', 'Mood Stability'],
      profileBio: 'Walking my way back to balance.',
    });
    const subtasks = Array.from({ length: 7 }, (_, i) => ({ name: `Step ${i + 1}`, description: '', completed: false }));
    await call('POST', '/api/wellness/routines', { userId: user.id, type: 'movement', label: 'Morning walk', notes: p.coachNote, frequency: 'daily', subtasks, isPersonalized: true, active: true });
    await call('POST', '/api/wellness/routines', { userId: user.id, type: 'supplement', label: 'Evening magnesium', notes: 'With warm milk', frequency: 'daily', subtasks: [], isPersonalized: false, active: true });
    const today = new Date().toISOString().slice(0, 10);
    await call('POST', '/api/wellness/logs', { userId: user.id, date: today, notes: p.logNote });
    await call('POST', '/api/wellness/insight/adapt-plan', { userId: user.id, transcript: p.checkIn });
    localStorage.setItem('wellnessUserId', user.id);
    localStorage.setItem('onboardingCompleted', 'true');
    return user.id;
  }, PRIVATE);
}

async function visible(page: Page, text: string) {
  await poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

/** A browser context with no cookie and no storage: a stranger with the link. */
async function stranger(): Promise<BrowserContext> {
  return b.browser.newContext({ baseURL: inject('baseURL'), viewport: { width: 390, height: 844 } });
}

/** The public page text and the public API JSON, both checked for every private value. */
async function expectNothingPrivate(ctx: BrowserContext, page: Page, slug: string) {
  const text = await page.evaluate(() => document.documentElement.innerText + document.documentElement.outerHTML);
  const res = await ctx.request.get(`/api/wellness/public-profile/${slug}`);
  const api = await res.text();
  const trpcRes = await ctx.request.get(`/trpc/publicProfile.get?input=${encodeURIComponent(JSON.stringify({ slug }))}`);
  const trpcText = await trpcRes.text();
  // Every word of her logs and check-ins, not just the whole texts.
  const words = [...new Set([PRIVATE.logNote, PRIVATE.checkIn, PRIVATE.coachNote].flatMap((t) => t.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []))];
  const visibleText = (await page.evaluate(() => document.body.innerText)).toLowerCase();
  for (const word of words) {
    expect(visibleText, `page shows ${word}`).not.toContain(word);
    expect(api.toLowerCase(), `API leaks ${word}`).not.toContain(word);
  }
  for (const value of PRIVATE_VALUES) {
    expect(text, `page shows ${value}`).not.toContain(value);
    expect(api, `API leaks ${value}`).not.toContain(value);
    expect(trpcText, `tRPC leaks ${value}`).not.toContain(value);
  }
  for (const key of ['healthConditions', 'medications', 'email', 'logs', 'userId', '"id"']) expect(api).not.toContain(key);
  return JSON.parse(api) as { user: Record<string, unknown>; routines: unknown[] };
}

async function checkOption(page: Page, label: string, on: boolean) {
  const box = page.getByRole('checkbox', { name: label });
  if ((await box.isChecked()) !== on) {
    await page.getByText(label, { exact: true }).click();
    await poll(() => box.isChecked()).toBe(on);
  }
}

describe('public wellness protocol', () => {
  it('publishes with chosen fields, shows only them to a stranger, never anything private, and unpublishes', async () => {
    const { page } = b;
    await seedUser(page);
    await page.goto('/profile');
    await visible(page, 'Publish my protocol');
    await visible(page, 'Your health conditions, medications, email and daily logs are never shown publicly.');
    // Challenges, goals and location are off until she turns them on (docs/decisions/038).
    for (const label of ['My location', 'My focus areas (challenges)', 'My goals'])
      expect(await page.getByRole('checkbox', { name: label }).isChecked(), label).toBe(false);
    for (const label of ['My location', 'My focus areas (challenges)', 'My goals']) await checkOption(page, label, true);
    await page.getByText('Publish my protocol', { exact: true }).click();
    await visible(page, 'Protocol Published');
    const link = page.getByLabel('Your public link');
    await poll(() => link.inputValue()).toMatch(/\/p\/[a-z0-9]{16}$/);
    const url = await link.inputValue();
    const slug = url.split('/p/')[1]!;
    expect(await page.getByRole('button', { name: 'Copy link' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Reload: the setting lives on the server.
    await page.reload();
    await poll(() => page.getByLabel('Your public link').inputValue()).toBe(url);

    const ctx = await stranger();
    try {
      const p = await ctx.newPage();
      await p.goto(`/p/${slug}`);
      await poll(() => p.getByRole('heading', { level: 1, name: 'Maya Lopez' }).isVisible()).toBe(true);
      await visible(p, 'Lyon');
      await visible(p, 'Walking my way back to balance.');
      await visible(p, 'Joined today');
      for (const c of ['sleep issues', 'stress', 'back pain']) await visible(p, c);
      expect(await p.getByText('fatigue', { exact: true }).count()).toBe(0); // only 3 focus areas
      for (const g of ['Better Sleep', 'Energy Boost', 'Pain Relief']) await visible(p, g);
      expect(await p.getByText('Mood Stability', { exact: true }).count()).toBe(0); // only 3 goals
      await visible(p, 'Movement (1)');
      await visible(p, 'Supplements (1)');
      await visible(p, 'Morning walk');
      await visible(p, 'Personalized');
      await visible(p, 'With warm milk'); // her own note
      expect(await p.getByText(PRIVATE.coachNote).count()).toBe(0); // the coach's note stays private
      await visible(p, 'Step 5');
      expect(await p.getByText('Step 6', { exact: true }).count()).toBe(0);
      await visible(p, '+2 more');
      expect(await p.getByRole('button', { name: 'Share' }).isVisible()).toBe(true);
      expect(await p.title()).toBe("Maya Lopez's Wellness Protocol · Cadence");
      expect(await p.locator('meta[name="description"]').getAttribute('content')).toContain('Maya Lopez');
      expect(await p.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
      await expectNoAxeViolations(p);
      await expectNothingPrivate(ctx, p, slug);

      // Hide everything optional: initials only, still nothing private.
      for (const label of ['My name (otherwise only my initials)', 'My location', 'My bio', 'My focus areas (challenges)', 'My goals', 'My routines']) {
        await checkOption(page, label, false);
        await visible(page, 'Public Profile Updated');
      }
      await p.reload();
      await poll(() => p.getByRole('heading', { level: 1, name: 'ML' }).isVisible()).toBe(true);
      for (const gone of ['Maya Lopez', 'Lyon', 'Walking my way back to balance.', 'Morning walk', 'Better Sleep', 'stress']) expect(await p.getByText(gone, { exact: true }).count()).toBe(0);
      const hidden = await expectNothingPrivate(ctx, p, slug);
      expect(hidden.user).toMatchObject({ name: 'ML', challenges: [], goals: [] });
      expect(hidden.routines).toEqual([]);

      // Unpublish: the old link is gone.
      await page.getByRole('button', { name: 'Unpublish' }).click();
      await visible(page, 'Protocol Unpublished');
      await p.reload();
      await poll(() => p.getByRole('heading', { name: 'Profile Not Found' }).isVisible()).toBe(true);
      await visible(p, "This wellness profile is either private or doesn't exist.");
      expect((await ctx.request.get(`/api/wellness/public-profile/${slug}`)).status()).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it("shows 'Profile Not Found' for an unknown slug", async () => {
    b.allowConsoleErrors(); // the API answers 404
    await b.page.goto('/p/doesnotexist12345');
    await poll(() => b.page.getByRole('heading', { name: 'Profile Not Found' }).isVisible()).toBe(true);
    await expectNoAxeViolations(b.page);
  });
});
