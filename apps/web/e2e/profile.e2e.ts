import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, setupBrowser } from './support/browser';
import { signUp } from './support/daily-loop';

const b = setupBrowser();
/** expect.poll with room for a lazy chunk + API round trip on a busy CI machine. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });


async function visible(page: Page, text: string) {
  await poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

describe('My Profile', () => {
  it('edits name, email, location, challenges and custom categories; they survive a reload', async () => {
    const { page } = b;
    await signUp(page, 'Maya');
    await page.goto('/profile');
    await poll(() => page.getByRole('heading', { level: 1, name: 'My Profile' }).isVisible()).toBe(true);
    await visible(page, 'Maya');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill('Maya Lopez');
    await page.getByLabel('Email', { exact: true }).fill('maya@example.com');
    await page.getByLabel('Location', { exact: true }).fill('Nantes');
    await page.getByRole('button', { name: 'Sleep improvement' }).click();
    await page.getByRole('button', { name: 'Energy Boost' }).click();
    const custom = page.getByLabel('Custom categories');
    await custom.fill('Cycle tracking');
    await custom.press('Enter');
    await custom.fill('  cycle TRACKING ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await visible(page, 'Already added');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page, 'Profile Updated');
    await poll(() => page.getByRole('button', { name: 'Edit', exact: true }).isVisible()).toBe(true);

    await page.reload();
    await visible(page, 'Maya Lopez');
    await visible(page, 'maya@example.com');
    await visible(page, 'Nantes');
    await visible(page, 'Sleep improvement');
    await visible(page, 'Energy Boost');
    await visible(page, 'Cycle tracking');
    expect(await page.evaluate(() => localStorage.getItem('userName'))).toBe('Maya Lopez');

    // Cancel leaves edit mode without saving.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Location', { exact: true }).fill('Paris');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await visible(page, 'Nantes');
  });

  it('Edit Profile saves basic, goal, health and preference fields (numbers as integers) and they survive a reload', async () => {
    const { page } = b;
    const id = await signUp(page, 'Ana');
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Edit full profile' }).click();
    await page.waitForURL('**/profile/edit');
    await poll(() => page.getByRole('heading', { name: 'Health Information' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByLabel('Bio').fill('Learning to rest.');
    await page.getByRole('button', { name: 'Hormone Balance' }).click();
    await page.getByLabel('Age', { exact: true }).fill('41');
    await page.getByLabel('Sleep hours').fill('7');
    await page.getByLabel('Stress level').fill('6');
    await page.getByLabel('Height').fill('165 cm');
    await page.getByLabel('Exercise level').selectOption('light');
    await page.getByLabel('Pregnancy status (optional)').selectOption('not_pregnant');
    await page.getByLabel('Reminder time').fill('07:30');
    await page.getByText('Weekly reflection reminder').click();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForURL('**/dashboard');
    await visible(page, 'Your profile has been saved successfully.');

    const user = await page.evaluate(async (uid) => (await fetch(`/api/wellness/users/${uid}`, { credentials: 'include' })).json(), id);
    expect(user).toMatchObject({
      age: 41,
      sleepHours: 7,
      stressLevel: 6,
      height: '165 cm',
      exerciseLevel: 'light',
      pregnancyStatus: 'not_pregnant',
      profileBio: 'Learning to rest.',
      goals: ['Hormone Balance'],
      challenges: ['fatigue'],
      preferences: { notifications: true, reminderTime: '07:30', weeklyReflection: false },
    });

    await page.goto('/profile/edit');
    await poll(() => page.getByLabel('Age', { exact: true }).inputValue()).toBe('41');
    expect(await page.getByLabel('Bio').inputValue()).toBe('Learning to rest.');
    expect(await page.getByRole('button', { name: 'Hormone Balance' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Reminder time').inputValue()).toBe('07:30');

    // Emptying a number sends null; an out-of-range one is refused with a message and nothing is lost.
    await page.getByLabel('Age', { exact: true }).fill('');
    await page.getByLabel('Sleep hours').fill('13');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await visible(page, 'Sleep hours must be a whole number from 4 to 12.');
    expect(await page.getByLabel('Sleep hours').inputValue()).toBe('13');
    await page.getByRole('button', { name: 'Dismiss notification' }).click(); // on a phone the toast covers the button
    await page.getByLabel('Sleep hours').fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForURL('**/dashboard');
    const after = await page.evaluate(async (uid) => (await fetch(`/api/wellness/users/${uid}`, { credentials: 'include' })).json(), id);
    expect(after).toMatchObject({ age: null, sleepHours: null, stressLevel: 6 });
  });

  it('redirects to setup without a stored id, and clears a stale id', async () => {
    const { page } = b;
    await page.goto('/profile');
    await page.waitForURL('**/personalized-onboarding');
    b.allowConsoleErrors(); // the stale id answers 404
    await page.evaluate(() => {
      localStorage.setItem('wellnessUserId', 'u_doesnotexist');
      localStorage.setItem('userName', 'Ghost');
    });
    await page.goto('/profile');
    await page.waitForURL('**/personalized-onboarding');
    expect(await page.evaluate(() => [localStorage.getItem('wellnessUserId'), localStorage.getItem('userName')])).toEqual([null, null]);
  });

  it('Reset Profile & Start Over clears stored keys and ends the server session', async () => {
    const { page } = b;
    const id = await signUp(page, 'Zoe');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Reset Profile & Start Over' }).click();
    const dialog = page.getByRole('alertdialog');
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Reset Profile' }).click();
    await page.waitForURL('**/personalized-onboarding');
    expect(await page.evaluate(() => localStorage.getItem('wellnessUserId'))).toBeNull();
    const status = await page.evaluate(async (uid) => (await fetch(`/api/wellness/users/${uid}`, { credentials: 'include' })).status, id);
    expect(status).toBe(404);
    b.allowConsoleErrors();
  });

  it('fits 360 px wide', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 360, height: 740 });
    await signUp(page, 'Maya');
    await page.goto('/profile');
    await poll(() => page.getByText('Publish my protocol', { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto('/profile/edit');
    await poll(() => page.getByRole('heading', { name: 'Preferences' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
