// docs/decisions/040: the coach reads her words. "I'm Priya and I live in Leeds." greets Priya; the pill
// means no seed cycling; hot flushes make the plan perimenopause-aware; a name the answer does
// not give can be typed on the result screen; the tip says its effort in words.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, setupBrowser } from './support/browser';

const b = setupBrowser({ viewport: { width: 390, height: 844 } });
const SHOTS = join(import.meta.dirname, 'artifacts');

async function answerFive(page: Page, answers: readonly string[]): Promise<void> {
  await page.goto('/personalized-onboarding');
  await page.getByRole('heading', { name: 'Personalized Onboarding' }).waitFor();
  for (let i = 0; i < 5; i += 1) {
    await page.getByText(`Question ${i + 1} of 5`).waitFor();
    await page.getByRole('textbox').fill(answers[i]!);
    await page.getByRole('button', { name: i === 4 ? 'Generate Plan' : 'Next' }).click();
  }
  await page.getByRole('heading', { name: 'Your Personalized Plan' }).waitFor();
}

describe('a coach that listens (docs/decisions/040)', () => {
  it("\"I'm Priya and I live in Leeds.\" → the result shows Priya and Leeds, the dashboard greets Priya", async () => {
    const { page } = b;
    await answerFive(page, [
      "I'm Priya and I live in Leeds.",
      "Hot flushes and night sweats, and I'm on the pill",
      'Better sleep and less stress',
      'Yoga, but I stopped',
      'My GP',
    ]);
    expect(await page.getByTestId('result-name').inputValue()).toBe('Priya');
    expect(await page.getByTestId('result-location').inputValue()).toBe('Leeds');
    await page.getByRole('heading', { name: 'Cool Evenings for Hot Flushes' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Seed Cycling' }).count()).toBe(0);
    await page.getByText(/You mentioned .*“stress”/).first().waitFor();
    await expectNoAxeViolations(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'issue15-result-priya.png'), fullPage: true });

    await page.getByRole('button', { name: 'Start My Wellness Journey →' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: /Priya/ }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).not.toContain('Cadence Member');
    const effort = page.getByTestId('tip-effort');
    await effort.waitFor();
    expect(await effort.textContent()).toMatch(/^(Easy|Medium|Harder): /);
    await page.screenshot({ path: join(SHOTS, 'issue15-dashboard-priya.png'), fullPage: true });
  });

  it('a name the first answer does not give is typed on the result screen (never "Tired")', async () => {
    const { page } = b;
    await answerFive(page, ['I am tired all the time', 'Poor sleep', 'Energy', 'Nothing', 'Nobody']);
    const name = page.getByTestId('result-name');
    expect(await name.inputValue()).toBe('');
    await page.getByText('What should we call you? You can add your location too.').waitFor();
    await name.fill('Jo');
    await page.getByTestId('result-location').fill('York');
    await page.getByRole('button', { name: 'Start My Wellness Journey →' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: /Jo\b/ }).waitFor();
    const stored = await page.evaluate(() => [localStorage.getItem('userName'), localStorage.getItem('userLocation')]);
    expect(stored).toEqual(['Jo', 'York']);
  });
});
