import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, pinPageClock, setupBrowser } from './support/browser';
import { signUp } from './support/daily-loop';

const b = setupBrowser();
/** expect.poll with room for a lazy chunk + API round trip on a busy CI machine. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });


async function visible(page: Page, text: string) {
  await poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

async function routineLabels(page: Page, id: string): Promise<string[]> {
  return page.evaluate(async (uid) => {
    const res = await fetch(`/api/wellness/users/${uid}/routines`, { credentials: 'include' });
    return ((await res.json()) as { label: string }[]).map((r) => r.label);
  }, id);
}

describe('weekly check-in → past reflections', () => {
  it('saves a reflection, shows it with the right colour, and updates the same week on a second save', async () => {
    const { page } = b;
    await pinPageClock(page); // both saves in the same week, whatever the day
    await signUp(page, 'Maya');
    await page.evaluate(() => {
      localStorage.setItem('programName', '45-Day Hormone Reset');
      localStorage.setItem('personalizedProfile', JSON.stringify({ emotionalHealth: ['stress'], diet: [], mobility: ['back pain'] }));
      localStorage.setItem('recommendations', JSON.stringify([{ title: 'Morning sunlight' }, { title: 'Magnesium glycinate' }, { title: 'Seed cycling' }]));
    });
    await page.goto('/weekly-checkin');
    await poll(() => page.getByRole('heading', { level: 1, name: '45-Day Hormone Reset' }).isVisible()).toBe(true);
    await visible(page, 'Emotional Health');
    await visible(page, 'Mobility');
    await poll(() => page.getByText(/Morning sunlight, Magnesium glycinate \+1 more/).isVisible()).toBe(true);
    await poll(() => page.getByRole('heading', { name: /^Reflecting on Your Progress \(Week of [A-Z][a-z]+ \d{1,2}, \d{4}\)$/ }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Missing information: nothing is sent, nothing is lost.
    await page.getByLabel('Additional Notes (Optional)').fill('Slept better on weekends');
    await page.getByRole('button', { name: 'Save Weekly Reflection' }).click();
    await visible(page, "Please share what helped or what didn't help this week.");
    expect(await page.getByLabel('Additional Notes (Optional)').inputValue()).toBe('Slept better on weekends');
    await page.getByRole('button', { name: 'Dismiss notification' }).click(); // on a phone the toast covers the button

    // Keyboard: 5 → 8.
    const slider = page.getByRole('slider', { name: 'Overall Energy & Mood' });
    await slider.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await visible(page, 'Current: 8');
    await page.getByLabel('What helped you this week?').fill('Morning walks');
    await page.getByRole('button', { name: 'Save Weekly Reflection' }).click();
    await page.waitForURL('**/dashboard');
    await visible(page, '✓ Weekly Reflection Saved');

    await page.goto('/past-reflections');
    await poll(() => page.getByRole('heading', { name: 'Past Reflections' }).isVisible()).toBe(true);
    const badge = page.getByText('8/10', { exact: true });
    await poll(() => badge.isVisible()).toBe(true);
    expect(await badge.getAttribute('data-score-color')).toBe('green');
    await visible(page, 'Morning walks');
    await visible(page, 'Slept better on weekends');
    await poll(() => page.getByText(/^Submitted on [A-Z][a-z]+ \d{1,2}, \d{4}$/).isVisible()).toBe(true);
    await poll(() => page.locator('figure[aria-label^="Weekly progress"]').count()).toBe(1);
    await poll(() => page.locator('.recharts-surface').count()).toBeGreaterThan(0);
    // The legend's words are in the page's text colour, not the pale series colours.
    const legendColors = await page.locator('.recharts-legend-item-text span').evaluateAll((els) => els.map((el) => getComputedStyle(el).color));
    const textColor = await page.getByRole('heading', { name: 'Past Reflections' }).evaluate((el) => getComputedStyle(el).color);
    expect(legendColors).toEqual([textColor, textColor]);
    await expectNoAxeViolations(page);

    // Second save in the same week updates that week's review.
    await page.goto('/reflection');
    await visible(page, 'You already reflected this week — saving will update it.');
    expect(await page.getByLabel('What helped you this week?').inputValue()).toBe('Morning walks');
    await page.getByRole('slider', { name: 'Overall Energy & Mood' }).focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await visible(page, 'Current: 3');
    await page.getByLabel("What didn't help or felt challenging?").fill('Late screens');
    await page.getByRole('button', { name: 'Save Weekly Reflection' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/insights');
    await poll(() => page.getByText('3/10', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('3/10', { exact: true }).getAttribute('data-score-color')).toBe('red');
    expect(await page.getByTestId('reflection-card').count()).toBe(1);
    await visible(page, 'Late screens');
  });

  it('shows the empty state for a new user', async () => {
    const { page } = b;
    await signUp(page, 'Ana');
    await page.goto('/past-reflections');
    await visible(page, 'No Reflections Yet');
    await page.getByRole('link', { name: 'Start Weekly Check-In' }).click();
    await page.waitForURL('**/weekly-checkin');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Weekly Check-In' }).isVisible()).toBe(true);
  });

  it('sends a visitor without a stored id from the check-in to /wellness-profile', async () => {
    await b.page.goto('/weekly-checkin');
    await b.page.waitForURL('**/wellness-profile');
  });
});

describe('weekly tab: recommendations applied with undo', () => {
  it('generates, previews, applies two recommendations, and undo restores the routines', async () => {
    const { page } = b;
    const id = await signUp(page, 'Maya');
    expect(await routineLabels(page, id)).toEqual([]);
    await page.goto('/daily-plan-log?tab=weekly');
    await poll(() => page.getByText('Days Active').isVisible()).toBe(true);
    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    expect(await generate.isDisabled()).toBe(true);
    // Day 1: no "fewer than 3 days" scolding (docs/decisions/042); her reflection is answered instead.
    await page.getByLabel(/How did this week feel/).fill('I slept badly most nights and felt bloated after bread.');
    await generate.click();
    await visible(page, 'Weekly Analysis Complete');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('recommendations') ?? '[]') as { title: string }[]);
    expect(stored.map((s) => s.title)).toEqual(['Try a week with less bread', 'Add an evening wind-down routine']);
    expect(await page.getByText('Add a daily 20-minute walk', { exact: true }).count()).toBe(0);

    await page.getByText('Try a week with less bread', { exact: true }).click();
    await page.getByText('Add an evening wind-down routine', { exact: true }).click();
    await page.getByRole('button', { name: 'Apply Selected (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review changes to your routines' });
    await poll(() => dialog.isVisible()).toBe(true);
    await poll(() => dialog.getByText('Try a week with less bread', { exact: true }).isVisible()).toBe(true);
    await poll(() => dialog.getByText('Evening wind-down routine', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(await routineLabels(page, id)).toEqual([]); // the preview wrote nothing
    await dialog.getByRole('button', { name: 'Confirm & Apply' }).click();
    await visible(page, 'Routines Updated');
    expect((await routineLabels(page, id)).sort()).toEqual(['Evening wind-down routine', 'Try a week with less bread']);
    expect(await page.getByRole('button', { name: 'Apply Selected' }).isDisabled()).toBe(true); // selection cleared

    await page.getByRole('button', { name: 'Undo last changes' }).click();
    await visible(page, 'Changes undone');
    expect(await routineLabels(page, id)).toEqual([]);

    // The check-in hint now lists the generated titles.
    await page.goto('/weekly-checkin');
    await poll(() => page.getByText(/Try a week with less bread, Add an evening wind-down routine/).isVisible()).toBe(true);
  });

  it('undo from the toast action restores a modified routine', async () => {
    const { page } = b;
    const id = await signUp(page, 'Lea');
    await page.evaluate(async (uid) => {
      await fetch('/api/wellness/routines', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId: uid, type: 'supplement', label: 'Evening magnesium', notes: 'With dinner', frequency: 'daily', subtasks: [], isPersonalized: false, active: true }),
      });
    }, id);
    await page.goto('/daily-plan-log?tab=weekly');
    await page.getByLabel(/How did this week feel/).fill('The evening magnesium was hard to remember.');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await visible(page, 'Weekly Analysis Complete');
    const label = 'Make “Evening magnesium” easier to fit in';
    await poll(() => page.getByRole('checkbox', { name: label }).count()).toBe(1);
    await page.getByText(label, { exact: true }).click();
    await page.getByRole('button', { name: 'Apply Selected (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review changes to your routines' });
    await poll(() => dialog.getByText('Routines to update').isVisible()).toBe(true);
    await poll(() => dialog.getByText('Evening magnesium', { exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Confirm & Apply' }).click();
    await visible(page, 'Routines Updated');
    const notes = async () =>
      page.evaluate(async (uid) => {
        const res = await fetch(`/api/wellness/users/${uid}/routines`, { credentials: 'include' });
        return ((await res.json()) as { notes: string }[]).map((r) => r.notes);
      }, id);
    expect((await notes())[0]).not.toBe('With dinner');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await visible(page, 'Changes undone');
    expect(await notes()).toEqual(['With dinner']);
  });
});
