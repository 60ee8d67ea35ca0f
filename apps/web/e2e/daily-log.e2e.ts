import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { signUp, T, visible, axe } from './support/daily-loop';

const b = setupBrowser({ viewport: { width: 360, height: 740 } });


const percent = (page: Page) => page.getByTestId('percent-completed').innerText();

describe('daily progress (/daily-plan-log, /log)', () => {
  it('ticks routines and subtasks (the % changes), saves a note and keeps both after a reload', async () => {
    const { page } = b;
    await signUp(page, 'Gia', [
      { type: 'movement', label: 'Walk', subtasks: ['Warm up', 'Walk 20 minutes'] },
      { type: 'nutrition', label: 'Protein breakfast' },
    ]);
    await page.goto('/daily-plan-log');
    await expect.poll(() => percent(page), T).toBe('0% completed');
    await visible(page, 'No previous logs available yet.');
    await expect.poll(() => page.getByRole('link', { name: '← Back to Dashboard' }).getAttribute('href'), T).toBe('/dashboard');
    await axe(page);

    await page.getByText('Warm up', { exact: true }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Warm up' }).isChecked(), T).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Walk', exact: true }).isChecked()).toBe(false);
    await page.getByText('Walk 20 minutes', { exact: true }).click(); // the last subtask completes the routine
    await expect.poll(() => page.getByRole('checkbox', { name: 'Walk', exact: true }).isChecked(), T).toBe(true);
    await expect.poll(() => percent(page), T).toBe('50% completed');
    await page.getByText('Protein breakfast', { exact: true }).click();
    await expect.poll(() => percent(page), T).toBe('100% completed');
    await page.getByText('Walk', { exact: true }).click(); // unmark: flag off, its subtasks unticked (docs/decisions/024)
    await expect.poll(() => percent(page), T).toBe('50% completed');
    expect(await page.getByRole('checkbox', { name: 'Walk 20 minutes' }).isChecked()).toBe(false);

    await page.getByLabel('Daily notes', { exact: true }).fill('Some fatigue after lunch, stress at work');
    await page.getByRole('button', { name: 'Save Notes' }).click();
    await visible(page, 'Log Saved');
    await visible(page, 'Your daily notes have been saved.');
    // The ticks are saved one after another in the background: let the last one reach the server first.
    await page.waitForLoadState('networkidle');

    await page.reload();
    await expect.poll(() => page.getByLabel('Daily notes', { exact: true }).inputValue(), T).toBe('Some fatigue after lunch, stress at work');
    await expect.poll(() => percent(page), T).toBe('50% completed');
    expect(await page.getByRole('checkbox', { name: 'Protein breakfast' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Warm up' }).isChecked()).toBe(false);
    expect(await page.getByRole('list', { name: 'Symptoms mentioned today' }).innerText()).toMatch(/fatigue[\s\S]*stress/i);

    // /log is the same screen (docs/decisions/061): it lands on /daily-plan-log, keeping its search.
    await page.goto('/log');
    await page.waitForURL('**/daily-plan-log');
    await expect.poll(() => page.getByRole('heading', { name: 'Daily Progress' }).isVisible(), T).toBe(true);
    await expect.poll(() => page.getByLabel('Daily notes', { exact: true }).inputValue(), T).toBe('Some fatigue after lunch, stress at work');
    expect(await page.getByRole('link', { name: 'Log' }).getAttribute('aria-current')).toBe('page');
    await axe(page);

    // The weekly tab is reachable by URL, through /log too (a reminder's parameter kept).
    await page.goto('/log?tab=weekly&from=reminder');
    await page.waitForURL((url) => url.pathname === '/daily-plan-log' && url.searchParams.get('tab') === 'weekly' && url.searchParams.get('from') === 'reminder');
    await expect.poll(() => page.getByRole('tab', { name: 'Weekly' }).getAttribute('aria-selected'), T).toBe('true');
    expect(await page.getByRole('link', { name: 'Log' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.getByRole('tab', { name: 'Weekly' }).getAttribute('aria-selected'), T).toBe('true');
  });

  it('sends a visitor without a stored id to /onboarding', async () => {
    const { page } = b;
    await page.goto('/daily-plan-log');
    await page.waitForURL('**/onboarding');
    await page.goto('/log');
    await page.waitForURL('**/onboarding');
    await page.goto('/routines');
    await page.waitForURL('**/onboarding');
  });
});
