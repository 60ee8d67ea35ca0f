import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, setupBrowser } from './support/browser';

const b = setupBrowser();

const storedKeys = () => b.page.evaluate(() => Object.keys(localStorage).sort());

async function createProfile(name: string) {
  const { page } = b;
  await page.goto('/wellness-profile');
  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Location').fill('Leeds');
  await page.getByRole('button', { name: 'insomnia' }).click();
  await page.getByRole('button', { name: 'Start My Wellness Journey' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByText('✓ Profile Created!').waitFor();
  return (await page.evaluate(() => localStorage.getItem('wellnessUserId')))!;
}

describe('splash (/ and /splash)', () => {
  it('shows the logo for ~1.5 s, then goes to /onboarding for a new visitor', async () => {
    const { page } = b;
    const started = Date.now();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Cadence' }).waitFor();
    await page.getByText('Your 45-Day Hormone Reset').waitFor();
    await expectNoAxeViolations(page);
    await page.waitForURL('**/onboarding');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await page.getByRole('heading', { name: 'Welcome to Cadence' }).waitFor();
  });

  it('/wellness-profile → dashboard; afterwards a returning user at / goes straight to the dashboard', async () => {
    const { page } = b;
    const id = await createProfile('Rita');
    const res = await b.context.request.get(`/api/wellness/users/${id}`);
    expect(res.status()).toBe(200);

    const visited: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) visited.push(new URL(f.url()).pathname);
    });
    await page.goto('/splash');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: /Rita/ }).waitFor();
    expect(visited).not.toContain('/onboarding');
  });

  it('?reset=true clears all local storage and starts onboarding', async () => {
    const { page } = b;
    await page.goto('/reset'); // any page of the origin, to write its storage
    await page.evaluate(() => {
      localStorage.setItem('wellnessUserId', 'someone');
      localStorage.setItem('onboardingCompleted', 'true');
      localStorage.setItem('programName', 'Old');
    });
    await page.goto('/?reset=true');
    await page.waitForURL('**/onboarding');
    expect(await storedKeys()).toEqual([]);
  });

  it('clears stale local data when the server does not know the stored user', async () => {
    const { page } = b;
    b.allowConsoleErrors(); // the browser logs the 404 of the user check
    await page.goto('/reset');
    await page.evaluate(() => {
      localStorage.setItem('wellnessUserId', 'u_does_not_exist');
      localStorage.setItem('onboardingCompleted', 'true');
      localStorage.setItem('userName', 'Ghost');
    });
    await page.goto('/');
    await page.waitForURL('**/onboarding');
    expect(await storedKeys()).toEqual([]);
  });
});
