import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, pinPageClock, setupBrowser } from './support/browser';

const b = setupBrowser();

async function stored(key: string): Promise<string | null> {
  return b.page.evaluate((k) => window.localStorage.getItem(k), key);
}

describe('profile creation (/wellness-profile) → dashboard', () => {
  it('creates a profile on the server and greets the user on the dashboard, also after a reload', async () => {
    const { page } = b;
    await pinPageClock(page); // the greeting and "Day 1": one instant for the whole test
    await page.goto('/wellness-profile');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Cadence' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Create Your Profile' }).isVisible()).toBe(true);
    expect(await page.locator('button[aria-pressed="false"]').count()).toBe(12);
    await expectNoAxeViolations(page);

    await page.getByLabel('Your Name').fill('Maya');
    await page.getByLabel('Location').fill('Lyon, France');
    await page.getByRole('button', { name: 'hormone imbalance' }).click();
    await page.getByRole('button', { name: 'fatigue' }).click();
    expect(await page.getByRole('button', { name: 'fatigue' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Start My Wellness Journey' }).click();

    await page.waitForURL('**/dashboard');
    const greeting = page.getByRole('heading', { level: 1 });
    await expect.poll(() => greeting.textContent()).toMatch(/^Good (morning|afternoon|evening), Maya$/);
    await expect.poll(() => page.getByText("Day 1 — Here's your plan for today.").isVisible()).toBe(true);
    await expect.poll(() => page.getByText('✓ Profile Created!').isVisible()).toBe(true);
    // docs/decisions/063: her three starter routines came with the profile, so today's plan is there at once.
    await page.getByRole('heading', { name: "Today's Plan" }).waitFor();
    await expect.poll(() => page.getByTestId('plan-task').filter({ has: page.getByText('Routine', { exact: true }) }).count()).toBe(3);
    expect(await page.getByText('No Daily Plan Yet').count()).toBe(0);
    await page.screenshot({ path: 'e2e/screenshots/wellness-profile-dashboard-plan.png', fullPage: true });
    expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(page);

    const id = await stored('wellnessUserId');
    expect(id).toBeTruthy();
    expect(await stored('userName')).toBe('Maya');
    expect(await stored('userLocation')).toBe('Lyon, France');
    expect(await stored('onboardingCompleted')).toBe('true');
    expect(await stored('hasCompletedOnboarding')).toBe('true');

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/, Maya$/);

    // The profile lives on the server: readable with this browser's session cookie…
    const mine = await b.context.request.get(`/api/wellness/users/${id}`);
    expect(mine.status()).toBe(200);
    const user = (await mine.json()) as { id: string; name: string; location: string; challenges: string[]; createdAt: string };
    expect(user).toMatchObject({ id, name: 'Maya', location: 'Lyon, France', challenges: ['hormone imbalance', 'fatigue'] });
    expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);

    // …but not from a fresh context without the cookie.
    const stranger = await b.browser.newContext({ baseURL: inject('baseURL') });
    try {
      const res = await stranger.request.get(`/api/wellness/users/${id}`);
      expect(res.status()).toBe(404);
    } finally {
      await stranger.close();
    }

    // Visiting /wellness-profile again with a valid stored profile goes straight to the dashboard.
    await page.goto('/wellness-profile');
    await page.waitForURL('**/dashboard');
  });

  it('shows "Missing Information" when a field is missing and keeps what was typed', async () => {
    const { page } = b;
    let posted = false;
    page.on('request', (r) => {
      if (r.url().includes('users.create')) posted = true;
    });
    await page.goto('/wellness-profile');
    await page.getByLabel('Your Name').fill('Maya');
    await page.getByRole('button', { name: 'insomnia' }).click();
    await page.getByRole('button', { name: 'Start My Wellness Journey' }).click();
    await expect.poll(() => page.getByText('Missing Information').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Please fill in all fields and select at least one challenge.').isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/wellness-profile$/);
    expect(await page.getByLabel('Your Name').inputValue()).toBe('Maya');
    expect(posted).toBe(false);
    expect(await stored('wellnessUserId')).toBeNull();
    await expectNoAxeViolations(page);
  });

  it('sends a visitor without a profile from /dashboard to /onboarding', async () => {
    const { page } = b;
    await page.goto('/dashboard');
    await page.waitForURL('**/onboarding');
  });
});

describe('not-found route', () => {
  it('shows 404 Page Not Found with a link home for an unknown path', async () => {
    const { page } = b;
    const res = await page.goto('/this/does/not-exist');
    expect(res?.status()).toBe(200); // SPA fallback; the app renders the 404 screen
    await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Go to Home Page' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(page);
  });
});

describe('mobile layout', () => {
  it('fits a 360 px wide screen with all four nav links usable', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/no-such-page'); // the 404 screen: full shell, never redirects
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Routines', 'Log', 'Profile']) {
      const link = nav.getByRole('link', { name, exact: true });
      await link.waitFor({ state: 'visible' });
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await nav.getByRole('link', { name: 'Cadence' }).click();
    await page.waitForURL(/\/(dashboard|onboarding)$/);
  });
});
