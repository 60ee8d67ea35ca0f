import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, setupBrowser } from './support/browser';

const b = setupBrowser({ viewport: { width: 360, height: 740 } });

const ANSWERS = [
  'Hi, my name is Ana. I live in Porto, Portugal',
  'I feel stress and anxiety, my sleep is poor and I am tired all the time',
  'Better sleep and less back pain',
  'I tried running but my knees hurt; I like to cook',
  'My GP once a year, nothing else',
];

async function apiGet<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'include' });
    return { status: res.status, body: res.ok ? await res.json() : null };
  }, path) as Promise<{ status: number; body: T }>;
}

describe('five-question personalised onboarding → result → dashboard', () => {
  it('validates, keeps answers on Back, builds the plan and saves everything on the server', async () => {
    const { page } = b;
    await page.goto('/personalized-onboarding');
    await page.getByRole('heading', { name: 'Personalized Onboarding' }).waitFor();
    await page.getByText('Question 1 of 5').waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    await page.getByRole('heading', { name: 'Basic Information' }).waitFor();
    const box = page.getByRole('textbox');
    expect(await box.getAttribute('placeholder')).toBe('e.g. My name is Sarah, and I live in Austin, Texas.');

    // Next is disabled on an empty answer; forcing it shows the spec's message.
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    // Still reachable by keyboard: pressing it anyway says why it cannot continue.
    await next.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Response required').waitFor();
    await page.getByText('Please provide an answer before continuing.').waitFor();
    await expectNoAxeViolations(page);

    await box.fill(ANSWERS[0]!);
    await next.click();
    await page.getByText('Question 2 of 5').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Question 1 of 5').waitFor();
    expect(await page.getByRole('textbox').inputValue()).toBe(ANSWERS[0]);
    await page.getByRole('button', { name: 'Next' }).click();

    for (let i = 1; i < 5; i += 1) {
      await page.getByText(`Question ${i + 1} of 5`).waitFor();
      await page.getByRole('textbox').fill(ANSWERS[i]!);
      await page.getByRole('button', { name: i === 4 ? 'Generate Plan' : 'Next' }).click();
    }

    await page.getByText('Creating Your Personalized Plan').waitFor();
    await page.getByText('Analyzing your responses and generating recommendations...').waitFor();
    await page.getByRole('heading', { name: 'Your Personalized Plan' }).waitFor();
    await page.getByText('45-Day Hormone Reset').first().waitFor();
    await page.getByRole('heading', { name: 'Your Personalized Insights' }).waitFor();
    await page.getByText('Emotional Health').first().waitFor();
    await page.getByRole('heading', { name: 'Your Wellness Profile' }).waitFor();
    expect(await page.getByText('Added to Dashboard').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Start My Wellness Journey →' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('✓ Welcome to Cadence! Your 45-Day Hormone Reset is ready to begin.').waitFor();
    await page.getByRole('heading', { level: 1, name: /Ana/ }).waitFor();
    // docs/decisions/024: the dashboard shows today's plan with her routine tasks at once.
    await page.getByRole('heading', { name: "Today's Plan" }).waitFor();
    await page.getByTestId('plan-task').first().waitFor();
    expect(await page.getByTestId('plan-task').filter({ has: page.getByText('Routine', { exact: true }) }).count()).toBeGreaterThan(0);
    expect(await page.getByText('No Daily Plan Yet').count()).toBe(0);

    const stored = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
    expect(stored).toMatchObject({
      hasPersonalizedOnboarding: 'true',
      onboardingCompleted: 'true',
      hasCompletedOnboarding: 'true',
      userName: 'Ana',
      userLocation: 'Porto',
      programName: '45-Day Hormone Reset',
    });
    const id = stored.wellnessUserId!;
    const recommendations = JSON.parse(stored.recommendations!) as { title: string }[];
    expect(recommendations.length).toBeGreaterThan(0);
    expect(JSON.parse(stored.personalizedProfile!)).toHaveProperty('emotionalHealth');
    expect(JSON.parse(stored.resetProgram!)).toHaveProperty('programTitle');

    const user = await apiGet<{ name: string; location: string; challenges: string[] }>(page, `/api/wellness/users/${id}`);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ name: 'Ana', location: 'Porto' });
    expect(user.body.challenges.length).toBeGreaterThan(0);
    expect(user.body.challenges.length).toBeLessThanOrEqual(3);
    const routines = await apiGet<{ label: string; frequency: string; isPersonalized: boolean }[]>(page, `/api/wellness/users/${id}/routines`);
    expect(routines.status).toBe(200);
    expect(routines.body.map((r) => r.label)).toEqual(recommendations.map((r) => r.title));
    expect(routines.body.every((r) => r.frequency === 'daily' && r.isPersonalized)).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Ana/ }).waitFor();
  });
});
