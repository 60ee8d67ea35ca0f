// One reading of her words (docs/decisions/110), at 390 px: sleep she says is fine gets no sleep advice;
// "two hot flushes in the night" shows hot flushes in the Log's symptom summary; a medicine typed in
// onboarding is screened against her supplement routine at once and offered, with one tap, for her profile.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, setupBrowser } from './support/browser';
import { readStored, signUp, T, visible } from './support/daily-loop';

const b = setupBrowser({ viewport: { width: 390, height: 844 } });

/** The routine rows of the wizard's step 3: label, whether ticked, and the line on why. */
async function wizardRoutines(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="wizard-routine"]')].map((li) => {
      const input = li.querySelector('input[type="checkbox"]') as HTMLInputElement | null;
      return {
        label: document.getElementById(input?.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
        checked: input?.checked ?? false,
        text: li.textContent ?? '',
      };
    }),
  );
}

async function wizardToStepTwo(page: Page) {
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^Name/).fill('Maya');
  await page.getByLabel(/^Email/).fill('maya@example.com');
  await page.getByLabel(/^Location/).fill('Lyon');
  await page.getByRole('button', { name: 'Energy/Fatigue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 2 of 3').waitFor();
  const typeInstead = page.getByRole('button', { name: 'Type instead' });
  if (await typeInstead.isVisible()) await typeInstead.click();
}

describe('one reading of her words', () => {
  it('"I sleep OK, just busy" gets no sleep advice; supplements stay unticked until she answers the medicines and pregnancy questions', async () => {
    const { page } = b;
    await wizardToStepTwo(page);
    await page.getByRole('textbox', { name: 'Your answer' }).fill('I sleep OK, just busy with work and the kids all day long.');
    // Asked before any supplement is offered.
    await page.getByRole('heading', { name: 'Before we suggest any supplements' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Generate Routines' }).click();
    await page.getByText('Step 3 of 3').waitFor();
    await page.getByRole('button', { name: 'Add Another Routine' }).waitFor();
    const rows = await wizardRoutines(page);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.label).not.toMatch(/sleep|wind-down/i);
      expect(r.text).not.toMatch(/Because you mentioned “(?:sleep|slept)/i);
    }
    for (const r of rows.filter((x) => /supplement/i.test(x.label))) expect(r.checked).toBe(false);

    // Answered: supplements are offered ticked, screened against what she takes.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    await page.getByLabel('Do you take any medicines?').fill('none');
    await page.getByLabel('Are you pregnant, trying to conceive or breastfeeding?').selectOption('not_pregnant');
    await page.getByRole('button', { name: 'Generate Routines' }).click();
    await page.getByRole('button', { name: 'Add Another Routine' }).waitFor();
    const answered = await wizardRoutines(page);
    for (const r of answered.filter((x) => /supplement/i.test(x.label))) expect(r.checked).toBe(true);
  });

  it('"Two hot flushes in the night" shows hot flushes in the Log\'s symptom summary; "no pain" shows no pain', async () => {
    const { page } = b;
    await signUp(page, 'Rosa', [{ type: 'movement', label: 'Walk', subtasks: ['Walk 20 minutes'] }]);
    await page.goto('/daily-plan-log');
    await page.getByLabel('Daily notes', { exact: true }).fill('Two hot flushes in the night. No pain today.');
    await page.getByRole('button', { name: 'Save Notes' }).click();
    await visible(page, 'Log Saved');
    const summary = page.getByRole('list', { name: 'Symptoms mentioned today' });
    await expect.poll(async () => (await summary.count()) > 0 && (await summary.innerText()), T).toMatch(/hot flushes/i);
    expect(await summary.innerText()).not.toMatch(/pain/i);
    await expectNoAxeViolations(page);
  });

  it("one check-in: the Log's daily tab and weekly tab list the same symptoms, from the stored reading (decisions 110, 156)", async () => {
    const { page } = b;
    await signUp(page, 'Lena', [{ type: 'movement', label: 'Walk', subtasks: ['Walk 20 minutes'] }]);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Start Check-In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Daily Check-In' });
    await dialog.getByRole('textbox', { name: 'How are you feeling today?' }).fill('Slept badly, lower back pain and hot flushes at night. No headache today.');
    await dialog.getByRole('button', { name: 'Update My Plan' }).click();
    await expect.poll(() => dialog.isVisible(), T).toBe(false);
    await page.goto('/daily-plan-log');
    const daily = page.getByRole('list', { name: 'Symptoms mentioned today' });
    await expect.poll(async () => (await daily.count()) > 0, T).toBe(true);
    const words = await daily.getByRole('listitem').allInnerTexts();
    expect(words.map((w) => w.toLowerCase())).toEqual(['sleep', 'pain', 'hot flushes']);
    await page.goto('/daily-plan-log?tab=weekly');
    const weekly = page.getByRole('list', { name: 'Symptoms this week' });
    await expect.poll(async () => (await weekly.count()) > 0, T).toBe(true);
    expect(await weekly.getByRole('listitem').allInnerTexts()).toEqual(words);
  });

  it('a medicine typed in onboarding ("I take levothyroxine") is screened against her supplement routine at once, then offered with one tap', async () => {
    const { page } = b;
    await page.goto('/personalized-onboarding');
    await page.getByRole('heading', { name: 'Personalized Onboarding' }).waitFor();
    const answers = ["I'm Lena and I live in Bristol.", 'Tired all the time, and I take levothyroxine every morning', 'More energy', 'Walking', 'My sister'];
    for (let i = 0; i < 5; i += 1) {
      await page.getByText(`Question ${i + 1} of 5`).waitFor();
      await page.getByRole('textbox').fill(answers[i]!);
      await page.getByRole('button', { name: i === 4 ? 'Generate Plan' : 'Next' }).click();
    }
    await page.getByRole('heading', { name: 'Your Personalized Plan' }).waitFor();
    await page.getByRole('button', { name: 'Start My Wellness Journey →' }).click();
    await page.waitForURL('**/dashboard');

    // Her supplement routine (added now, as she would on the Routines screen).
    const userId = await readStored(page, 'wellnessUserId');
    expect(userId).toBeTruthy();
    await page.evaluate(async (userId) => {
      const res = await fetch('/api/wellness/routines', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId, type: 'supplement', label: 'Ashwagandha at night', notes: '', frequency: 'daily', subtasks: [], isPersonalized: true, active: true }),
      });
      if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    }, userId);

    // The one-tap offer, asked once.
    await page.reload();
    const offer = page.getByTestId('medicine-offer');
    await offer.getByText('You mentioned Levothyroxine. Add it to your medicines?').waitFor();

    // Screened at once, before she answers.
    await page.goto('/routines');
    const caution = page.getByTestId('supplement-caution').filter({ hasText: /Ashwagandha with (?:thyroid medication|levothyroxine)/i });
    await caution.first().waitFor();
    await expectNoAxeViolations(page);

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add Levothyroxine to my medicines' }).click();
    await expect.poll(() => page.getByTestId('medicine-offer').count(), T).toBe(0);
    const medications = await page.evaluate(
      async (userId) => ((await (await fetch(`/api/wellness/users/${userId}`, { credentials: 'include' })).json()) as { medications: string }).medications,
      userId,
    );
    expect(medications).toBe('Levothyroxine');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByTestId('medicine-offer').count()).toBe(0);
  });
});
