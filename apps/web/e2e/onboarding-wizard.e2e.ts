import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, setupBrowser } from './support/browser';

// Mobile-first: the whole walk runs at 360 px wide.
const b = setupBrowser({ viewport: { width: 360, height: 740 } });

/** GET through the page's own fetch (same cookies as the app). */
async function apiGet<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'include' });
    return { status: res.status, body: res.ok ? await res.json() : null };
  }, path) as Promise<{ status: number; body: T }>;
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow at 360 px').toBeLessThanOrEqual(0);
}

describe('splash → stepped wizard (typed) → dashboard', () => {
  it('creates the profile and routines on the server and lands on the dashboard', async () => {
    const { page } = b;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Cadence' }).waitFor();
    await page.waitForURL('**/onboarding');

    // Step 0
    await page.getByRole('heading', { name: 'Welcome to Cadence' }).waitFor();
    await expectNoAxeViolations(page);
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Step 1
    await page.getByText('Step 1 of 3').waitFor();
    const next = page.getByRole('button', { name: 'Continue' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel(/^Name/).fill('Maya');
    // A focused text field is ringed in the brand focus colour (teal 700, docs/decisions/115), not Chakra's pale gray.
    expect(await page.getByLabel(/^Name/).evaluate((el) => getComputedStyle(el).outlineColor)).toBe('rgb(15, 118, 110)');
    await page.getByLabel(/^Email/).fill('maya@example.com');
    await page.getByLabel(/^Location/).fill('Lyon');
    await page.getByRole('button', { name: 'Sleep Issues' }).click();
    await page.getByRole('button', { name: 'Energy/Fatigue' }).click();
    await page.getByLabel('Add your own challenge').fill('Hot flashes');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Remove Hot flashes' }).waitFor();
    // The chip's × is drawn in the chip's own text colour (it was teal on the teal chip: invisible).
    const [removeColor, chipColor] = await page
      .getByRole('button', { name: 'Remove Hot flashes' })
      .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el.closest('.chakra-tag__root') ?? document.body).color]);
    expect(removeColor).toBe(chipColor);
    await page.getByLabel('Add your own challenge').fill('hot flashes');
    await page.getByRole('button', { name: 'Add challenge' }).click();
    await page.getByText('Already added').waitFor();
    await expectNoAxeViolations(page);
    await noHorizontalScroll(page);
    await page.getByLabel('Add your own challenge').fill('');
    await next.click();

    // Step 2 (typed)
    await page.getByText('Step 2 of 3').waitFor();
    const typeInstead = page.getByRole('button', { name: 'Type instead' });
    if (await typeInstead.isVisible()) await typeInstead.click();
    const context = page.getByRole('textbox', { name: 'Your answer' });
    expect(await context.getAttribute('rows')).toBe('6');
    await context.fill('Short');
    expect(await page.getByRole('button', { name: 'Generate Routines' }).isDisabled()).toBe(true);
    await context.fill('I wake up at 3am, skip breakfast, sit all day and feel stressed and tired by the afternoon.');
    // Medicines and pregnancy are asked before supplements are offered; answered, supplements come ticked (decision 110).
    await page.getByLabel('Do you take any medicines?').fill('none');
    await page.getByLabel('Are you pregnant, trying to conceive or breastfeeding?').selectOption('not_pregnant');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Generate Routines' }).click();

    // Step 3
    await page.getByText('Step 3 of 3').waitFor();
    await page.getByRole('button', { name: 'Add Another Routine' }).waitFor();
    const firstRow = page.getByRole('checkbox').first();
    expect(await firstRow.isChecked()).toBe(true);
    // Tasks are grouped under their routine, each with one line on why (docs/decisions/040).
    expect(await page.getByTestId('wizard-routine').count()).toBeGreaterThan(0);
    const labels = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="wizard-routine"]')].map((li) => {
        const input = li.querySelector('input[type="checkbox"]');
        return document.getElementById(input?.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
      }),
    );
    expect(await page.getByText(/^From: /).count()).toBe(0);
    await page.getByText(/^Because you mentioned/).first().waitFor();
    // Unticking one task leaves the other tasks of its routine ticked.
    const firstList = page.getByRole('list', { name: /^Tasks in / }).first();
    const tasks = firstList.getByRole('checkbox');
    await tasks.nth(0).click();
    expect(await tasks.nth(0).isChecked()).toBe(false);
    expect(await tasks.nth(1).isChecked()).toBe(true);
    // 'Add Another Routine' appends spec §4's 'Custom Routine': daily, type other, included, one 'Custom task'.
    await page.getByRole('button', { name: 'Add Another Routine' }).click();
    const custom = page.getByTestId('wizard-routine').last();
    expect(await custom.getByRole('checkbox', { name: 'Custom Routine' }).isChecked()).toBe(true);
    expect(await custom.getByRole('checkbox', { name: 'Custom task' }).isChecked()).toBe(true);
    await custom.getByText('Daily', { exact: true }).waitFor();
    await custom.getByText('Other', { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/screenshots/wizard-custom-routine.png', fullPage: true });
    // It stays editable; a second one is edited into her own and then left out by its row.
    await page.getByRole('button', { name: 'Add Another Routine' }).click();
    await page.getByRole('button', { name: 'Edit Custom Routine' }).last().click();
    await page.getByTestId('edit-routine-name').fill('Drink more water');
    expect(await page.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('nutrition');
    await page.getByTestId('edit-routine-task').fill('8 glasses');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e/screenshots/wizard-edit-routine.png', fullPage: true });
    await page.getByRole('button', { name: 'Save routine' }).click();
    await page.getByText('Drink more water', { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: 'Drink more water' }).isChecked()).toBe(false);
    labels.push('Custom Routine');
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    // Step 4
    await page.getByRole('button', { name: 'Go to Dashboard' }).waitFor();
    await page.getByText('Welcome to Cadence! Your personalized plan is ready').waitFor();
    await expectNoAxeViolations(page);
    const id = await page.evaluate(() => localStorage.getItem('wellnessUserId'));
    expect(id).toBeTruthy();
    expect(await page.evaluate(() => [localStorage.getItem('onboardingCompleted'), localStorage.getItem('hasCompletedOnboarding'), localStorage.getItem('userName'), localStorage.getItem('userLocation')])).toEqual([
      'true',
      'true',
      'Maya',
      'Lyon',
    ]);
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: /Maya/ }).waitFor();
    // docs/decisions/024: the dashboard shows today's plan with her routine tasks at once.
    await page.getByRole('heading', { name: "Today's Plan" }).waitFor();
    await page.getByTestId('plan-task').first().waitFor();
    expect(await page.getByTestId('plan-task').filter({ has: page.getByText('Routine', { exact: true }) }).count()).toBeGreaterThan(0);
    expect(await page.getByText('No Daily Plan Yet').count()).toBe(0);

    // The server is the source of truth: the user and exactly the included routines.
    const user = await apiGet<{ id: string; name: string; email: string; location: string; challenges: string[]; medications: string; pregnancyStatus?: string }>(page, `/api/wellness/users/${id}`);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ id, name: 'Maya', email: 'maya@example.com', location: 'Lyon' });
    expect(user.body.challenges).toEqual(expect.arrayContaining(['Sleep Issues', 'Energy/Fatigue', 'Hot flashes']));
    expect(user.body).toMatchObject({ medications: '', pregnancyStatus: 'not_pregnant' });
    const routines = await apiGet<{ label: string; type: string; frequency: string; active: boolean; isPersonalized: boolean; subtasks: { name: string }[] }[]>(
      page,
      `/api/wellness/users/${id}/routines`,
    );
    expect(routines.status).toBe(200);
    expect(routines.body.map((r) => r.label).sort()).toEqual([...labels].sort());
    expect(routines.body.every((r) => r.isPersonalized)).toBe(true);
    // The Custom Routine was included and saved as §4 says.
    expect(routines.body.find((r) => r.label === 'Custom Routine')).toMatchObject({ type: 'other', frequency: 'daily', active: true, subtasks: [{ name: 'Custom task' }] });
    expect(routines.body.some((r) => r.label === 'Drink more water')).toBe(false);

    // Survives a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Maya/ }).waitFor();
  });
});
