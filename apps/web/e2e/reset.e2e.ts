import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, setupBrowser } from './support/browser';

const b = setupBrowser({ viewport: { width: 390, height: 844 } });

describe('/reset', () => {
  it('starts over: clears local data, ends the server session and goes home, then to onboarding', async () => {
    const { page } = b;
    await page.goto('/wellness-profile');
    await page.getByLabel('Your Name').fill('Nora');
    await page.getByLabel('Location').fill('Oslo');
    await page.getByRole('button', { name: 'fatigue' }).click();
    await page.getByRole('button', { name: 'Start My Wellness Journey' }).click();
    await page.waitForURL('**/dashboard');
    const id = (await page.evaluate(() => localStorage.getItem('wellnessUserId')))!;
    expect((await b.context.request.get(`/api/wellness/users/${id}`)).status()).toBe(200);

    await page.goto('/reset');
    await page.getByRole('heading', { name: 'Reset Your Journey' }).waitFor();
    await page.getByText('This will clear all your data and let you start the onboarding process fresh.').waitFor();
    expect(await page.getByRole('link', { name: 'Go to Home Page' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(page);

    // Her public page is live before she starts over.
    const pub = await b.context.request.put(`/api/wellness/users/${id}/public-profile`, { data: {} });
    const slug = ((await pub.json()) as { slug: string }).slug;
    expect((await b.context.request.get(`/api/wellness/public-profile/${slug}`)).status()).toBe(200);

    // It asks first, says what stays on the server and points to 'Delete my data' on My Profile.
    await page.getByRole('button', { name: 'Start Fresh Onboarding' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Start fresh?' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toMatch(/take your public page offline/);
    expect(await confirm.innerText()).toMatch(/stay on our server/);
    expect(await confirm.innerText()).toMatch(/Delete my data/);
    expect(await confirm.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');
    await page.screenshot({ path: 'e2e/artifacts/reset-confirm-390.png' });
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.evaluate(() => localStorage.getItem('wellnessUserId'))).toBe(id); // nothing happened

    await page.getByRole('button', { name: 'Start Fresh Onboarding' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, start fresh' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { name: 'Welcome to Cadence' }).waitFor();
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((k) => ['wellnessUserId', 'onboardingCompleted', 'hasCompletedOnboarding', 'userName', 'userLocation'].includes(k))).toEqual([]);

    // The old session no longer reads the user, and her public page is offline (server side).
    expect((await b.context.request.get(`/api/wellness/users/${id}`)).status()).toBe(404);
    expect((await b.context.request.get(`/api/wellness/public-profile/${slug}`)).status()).toBe(404);
  });

  it('"Go to Home Page" goes to the splash', async () => {
    const { page } = b;
    await page.goto('/reset');
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await page.waitForURL('**/onboarding');
  });
});
