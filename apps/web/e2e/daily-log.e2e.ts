import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, setupBrowser } from './support/browser';

const b = setupBrowser({ viewport: { width: 360, height: 740 } });

/** A user created through the API from the page (binds this browser's session cookie), then stored locally. */
async function signUp(page: Page, name: string, routines: { type: string; label: string; subtasks?: string[] }[] = []): Promise<string> {
  await page.goto('/__blank');
  return page.evaluate(
    async ({ name, routines }) => {
      const post = async (path: string, body: unknown) => {
        const res = await fetch(path, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
        return res.json() as Promise<{ id: string }>;
      };
      const user = await post('/api/wellness/users', { name, location: 'Lyon', challenges: ['fatigue'] });
      for (const r of routines)
        await post('/api/wellness/routines', { userId: user.id, type: r.type, label: r.label, notes: '', frequency: 'daily', subtasks: (r.subtasks ?? []).map((n) => ({ name: n, description: '' })), isPersonalized: false, active: true });
      localStorage.setItem('wellnessUserId', user.id);
      localStorage.setItem('userName', name);
      localStorage.setItem('onboardingCompleted', 'true');
      return user.id;
    },
    { name, routines },
  );
}

const T = { timeout: 10_000 };
const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible(), T).toBe(true);

/** axe with the pointer parked (a hovered button's transient colour is not what she reads). */
async function axe(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
}

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
    await page.getByText('Walk', { exact: true }).click(); // unmark: flag off, subtasks stay ticked
    await expect.poll(() => percent(page), T).toBe('50% completed');
    expect(await page.getByRole('checkbox', { name: 'Walk 20 minutes' }).isChecked()).toBe(true);

    await page.getByLabel('Daily notes', { exact: true }).fill('Some fatigue after lunch, stress at work');
    await page.getByRole('button', { name: 'Save Notes' }).click();
    await visible(page, 'Log Saved');
    await visible(page, 'Your daily notes have been saved.');

    await page.reload();
    await expect.poll(() => page.getByLabel('Daily notes', { exact: true }).inputValue(), T).toBe('Some fatigue after lunch, stress at work');
    await expect.poll(() => percent(page), T).toBe('50% completed');
    expect(await page.getByRole('checkbox', { name: 'Protein breakfast' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Warm up' }).isChecked()).toBe(true);
    expect(await page.getByRole('list', { name: 'Symptoms mentioned today' }).innerText()).toMatch(/fatigue[\s\S]*stress/i);

    // /log shows the same daily log.
    await page.goto('/log');
    await expect.poll(() => page.getByRole('heading', { name: 'Daily Log' }).isVisible(), T).toBe(true);
    await expect.poll(() => page.getByLabel('Daily notes', { exact: true }).inputValue(), T).toBe('Some fatigue after lunch, stress at work');
    expect(await page.getByRole('link', { name: 'Log' }).getAttribute('aria-current')).toBe('page');
    await axe(page);

    // The weekly tab is reachable by URL.
    await page.goto('/daily-plan-log?tab=weekly');
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
