// "One day, one truth" (docs/decisions/024), at 390 px: the dashboard's count, the Log's percentage and the coach note's
// numbers agree after every tick, wherever she ticks; a weekly routine on its day is in today's plan.
// Screenshots go to e2e/screenshots/.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { signUp, T, visible, axe } from './support/daily-loop';

const SHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
const b = setupBrowser({ viewport: { width: 390, height: 844 } });

/** The numbers the coach note gives for the day ({ done, total }), whichever of its phrasings it chose. */
export function noteCounts(note: string): { done: number; total: number } | null {
  let m = /All (\d+) tasks? (?:is|are) done/.exec(note) ?? /everything on today's plan \((\d+) of \d+\)/.exec(note);
  if (m) return { done: Number(m[1]), total: Number(m[1]) };
  m = /(\d+) of (\d+)(?: done|;|\.)/.exec(note);
  if (m) return { done: Number(m[1]), total: Number(m[2]) };
  m = /You have (\d+) tasks? today/.exec(note) ?? /plan has (\d+) tasks?/.exec(note) ?? /There are (\d+) tasks? waiting/.exec(note);
  if (m) return { done: 0, total: Number(m[1]) };
  return null;
}

async function dashboardCounts(page: Page) {
  const badge = (await page.getByText(/^\d+\/\d+ done$/).first().innerText()).match(/^(\d+)\/(\d+)/);
  const note = await page.getByText('Coach note', { exact: true }).locator('xpath=..').innerText();
  return { badge: badge ? { done: Number(badge[1]), total: Number(badge[2]) } : null, note: noteCounts(note) };
}

const logPercent = async (page: Page) => Number((await page.getByTestId('percent-completed').innerText()).match(/^(\d+)%/)?.[1]);

/** On the dashboard: the badge and the coach note say the same n/m; then the Log's percentage is round(n/m). */
async function expectOneTruth(page: Page, done: number, total: number) {
  await page.goto('/dashboard');
  await expect.poll(async () => (await dashboardCounts(page)).badge, T).toEqual({ done, total });
  await expect.poll(async () => (await dashboardCounts(page)).note, T).toEqual({ done, total });
  await page.goto('/log');
  await page.waitForURL('**/daily-plan-log');
  await expect.poll(() => logPercent(page), T).toBe(Math.round((done / total) * 100));
}

describe('one day, one truth (390 px)', () => {
  it('dashboard ticks show in the Log, Log ticks on the dashboard, and every count agrees after each tick', async () => {
    const { page } = b;
    await signUp(page, 'Rosa', [
      { type: 'movement', label: 'Evening Walk', subtasks: ['Shoes on', 'Twenty minutes'] },
      { type: 'mindfulness', label: 'Wind-down', subtasks: ['Lights low', 'Five breaths'] },
      { type: 'nutrition', label: 'Protein breakfast', subtasks: ['Eggs or yoghurt'] },
    ]);
    // A weekly routine created today without a weekday falls on today (decision 060): it is in today's plan.
    await page.evaluate(async () => {
      const userId = localStorage.getItem('wellnessUserId');
      const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const res = await fetch('/api/wellness/routines', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'x-cadence-tz': tz },
        body: JSON.stringify({ userId, type: 'movement', label: 'Yoga class', notes: '', frequency: 'weekly', subtasks: [{ name: 'Mat out', description: '' }], isPersonalized: false, active: true }),
      });
      if (!res.ok) throw new Error(String(res.status));
    });
    await page.goto('/dashboard');
    const yoga = page.getByTestId('plan-task').filter({ hasText: 'Yoga class' });
    await expect.poll(() => yoga.innerText(), T).toMatch(/Weekly routine/);
    await expectOneTruth(page, 0, 4);

    // 1. Tick a routine task on the dashboard → the Log shows that routine and all its subtasks ticked.
    await page.goto('/dashboard');
    const walk = page.getByTestId('plan-task').filter({ hasText: 'Evening Walk' });
    await walk.getByText('Evening Walk', { exact: true }).click();
    await expect.poll(() => walk.getByRole('checkbox').isChecked(), T).toBe(true);
    await visible(page, 'Progress Updated');
    await page.screenshot({ path: join(SHOTS, 'one-day-dashboard-ticked-390.png'), fullPage: true });
    await expectOneTruth(page, 1, 4);
    expect(await page.getByRole('checkbox', { name: 'Evening Walk' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Shoes on' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Twenty minutes' }).isChecked()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log' }).getAttribute('aria-current')).toBe('page');

    // 2. In the Log, tick the subtasks of another routine one by one: the task is done only with the last one.
    await page.getByText('Lights low', { exact: true }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Lights low' }).isChecked(), T).toBe(true);
    await page.waitForLoadState('networkidle');
    await expectOneTruth(page, 1, 4);
    await page.getByText('Five breaths', { exact: true }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Wind-down' }).isChecked(), T).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(SHOTS, 'one-day-log-ticked-390.png'), fullPage: true });
    await expectOneTruth(page, 2, 4);
    await page.goto('/dashboard');
    const wind = page.getByTestId('plan-task').filter({ hasText: 'Wind-down' });
    await expect.poll(() => wind.getByRole('checkbox').isChecked(), T).toBe(true);

    // 3. The weekly routine, ticked on the dashboard, and the last one in the Log: all done everywhere.
    await yoga.getByText('Yoga class', { exact: true }).click();
    await expect.poll(() => yoga.getByRole('checkbox').isChecked(), T).toBe(true);
    await expectOneTruth(page, 3, 4);
    await page.getByText('Protein breakfast', { exact: true }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Eggs or yoghurt' }).isChecked(), T).toBe(true);
    await page.waitForLoadState('networkidle');
    await expectOneTruth(page, 4, 4);
    await page.screenshot({ path: join(SHOTS, 'one-day-dashboard-all-done-390.png'), fullPage: true });
    await axe(page);

    // 4. Unticking in the Log takes it back on the dashboard.
    await page.goto('/daily-plan-log');
    await page.getByText('Evening Walk', { exact: true }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Shoes on' }).isChecked(), T).toBe(false);
    await page.waitForLoadState('networkidle');
    await expectOneTruth(page, 3, 4);
  });

  it('the routines screen: a weekly routine with the day she picks, and a paused one reading Paused', async () => {
    const { page } = b;
    await signUp(page, 'Noor', [{ type: 'mindfulness', label: 'Box breathing' }]);
    await page.goto('/routines');
    await page.getByRole('textbox', { name: /^Routine name/ }).fill('Long walk');
    await page.getByLabel('Frequency').selectOption('weekly');
    await page.getByLabel('Day of the week').selectOption('sunday');
    await page.locator('form[aria-labelledby="add-routine-title"]').screenshot({ path: join(SHOTS, 'routine-form-weekday-390.png') });
    await page.getByRole('button', { name: 'Add Routine' }).click();
    await visible(page, 'Routine created successfully');
    const card = page.getByTestId('routine-card').filter({ hasText: 'Long walk' });
    await expect.poll(() => card.innerText(), T).toMatch(/Weekly · Sundays/);
    const breathing = page.getByTestId('routine-card').filter({ hasText: 'Box breathing' });
    await breathing.getByText('Active').click();
    await visible(page, 'Routine updated and daily plan refreshed');
    await expect.poll(() => breathing.getByRole('switch', { name: 'Active: Box breathing' }).isChecked(), T).toBe(false);
    await page.reload();
    await expect.poll(() => page.getByTestId('routine-card').filter({ hasText: 'Long walk' }).innerText(), T).toMatch(/Weekly · Sundays/);
    await page.screenshot({ path: join(SHOTS, 'routines-weekday-paused-390.png'), fullPage: true });
    await axe(page);
  });
});
