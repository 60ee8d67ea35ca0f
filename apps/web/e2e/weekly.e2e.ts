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

  it('one reflection from the Log tab: the draft survives reload and a visit to /weekly-checkin, a save reaches Past Reflections, an untouched slider is not a rating (decisions 132, 133)', async () => {
    const { page } = b;
    await pinPageClock(page);
    await signUp(page, 'Priya', [], { location: 'Leeds' });
    await page.goto('/daily-plan-log?tab=weekly');
    await page.getByLabel('What helped you this week?').fill('Breathing before bed');
    await page.getByLabel("What didn't help or felt challenging?").fill('Late screens');
    await visible(page, 'Not rated yet: the slider starts at 5. Move it to rate your week.');
    // Reload: the draft is still there.
    await page.reload();
    await poll(() => page.getByLabel('What helped you this week?').inputValue()).toBe('Breathing before bed');
    // The same draft on /weekly-checkin (one form, one draft).
    await page.goto('/weekly-checkin');
    await poll(() => page.getByLabel("What didn't help or felt challenging?").inputValue()).toBe('Late screens');
    await page.getByLabel('Additional Notes (Optional)').fill('Hot flushes eased');
    await page.goto('/daily-plan-log?tab=weekly');
    await poll(() => page.getByLabel('Additional Notes (Optional)').inputValue()).toBe('Hot flushes eased');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save Weekly Reflection' }).click();
    await visible(page, '✓ Weekly Reflection Saved');
    // Saved from the Log tab: it stays on the tab, says it can be updated, and is the week's one reflection.
    await visible(page, 'You already reflected this week — saving will update it.');
    await page.goto('/past-reflections');
    await poll(() => page.getByTestId('reflection-card').count()).toBe(1);
    await visible(page, 'Breathing before bed');
    await visible(page, 'Late screens');
    await visible(page, 'Hot flushes eased');
    await visible(page, 'Not rated');
    expect(await page.getByText('5/10', { exact: true }).count()).toBe(0);
    // The dashboard's coach reply does not invent a rating.
    await page.goto('/dashboard');
    const reply = page.getByTestId('weekly-coach-reply');
    await poll(() => reply.isVisible()).toBe(true);
    expect(await reply.textContent()).not.toMatch(/rated your week|\/10/);
    // Rated on /weekly-checkin (kept on purpose): now it is 5/10 everywhere.
    await page.goto('/weekly-checkin');
    await poll(() => page.getByLabel('What helped you this week?').inputValue()).toBe('Breathing before bed');
    await page.getByRole('button', { name: 'Rate it 5/10' }).click();
    await page.getByRole('button', { name: 'Save Weekly Reflection' }).click();
    await page.waitForURL('**/dashboard');
    await poll(async () => (await page.getByTestId('weekly-coach-reply').textContent()) ?? '').toMatch(/You rated your week 5\/10/);
    await page.goto('/past-reflections');
    await poll(() => page.getByText('5/10', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('reflection-card').count()).toBe(1);
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
    await page.getByLabel("What didn't help or felt challenging?").fill('I slept badly most nights and felt bloated after bread.');
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
    // At 390 px the generate toast sits over the dialog's buttons, paused while a pointer rests on it: move the
    // pointer away and let it go, so the click does not depend on how fast the steps above ran.
    await page.mouse.move(195, 10);
    await poll(() => page.locator('[data-scope=toast][data-part=title]', { hasText: 'Weekly Analysis Complete' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Confirm & Apply' }).click();
    await visible(page, 'Routines Updated');
    expect((await routineLabels(page, id)).sort()).toEqual(['Evening wind-down routine', 'Try a week with less bread']);
    expect(await page.getByRole('button', { name: 'Apply Selected' }).isDisabled()).toBe(true); // selection cleared

    // A reload brings the list back from the server as it was: both applied, the undo still offered (decision 156).
    await page.reload();
    await poll(() => page.getByText('Applied', { exact: true }).count()).toBe(2);
    expect(await page.getByRole('checkbox', { name: 'Try a week with less bread' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('button', { name: 'Undo last changes' }).click();
    await visible(page, 'Changes undone');
    expect(await routineLabels(page, id)).toEqual([]);
    await page.reload();
    await poll(() => page.getByRole('checkbox', { name: 'Try a week with less bread' }).isVisible()).toBe(true);
    expect(await page.getByText('Applied', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Undo last changes' }).count()).toBe(0);

    // The check-in hint now lists the generated titles.
    await page.goto('/weekly-checkin');
    await poll(() => page.getByText(/Try a week with less bread, Add an evening wind-down routine/).isVisible()).toBe(true);
  });

  it('advice she already has (the same three steps under another name): "You already have this", nothing created (decision 130)', async () => {
    const { page } = b;
    const id = await signUp(page, 'Priya');
    await page.goto('/daily-plan-log?tab=weekly');
    await page.getByLabel("What didn't help or felt challenging?").fill('My lower back hurts most evenings.');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await visible(page, 'Weekly Analysis Complete');
    const label = 'Add a 10-minute gentle mobility routine';
    // A long name of her own: the badge that names it must stay inside its card at 390 px.
    const mine = 'Back care for the evenings, slow and gentle';
    await poll(() => page.getByRole('checkbox', { name: label }).count()).toBe(1);
    // Meanwhile she made her own routine with exactly the exercises this advice would add.
    const steps = await page.evaluate(
      async ({ uid, label, mine }) => {
        const post = (path: string, body: unknown) =>
          fetch(path, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        // The rule coach is deterministic: the same reflection gives the same advice.
        const generated = await post('/api/wellness/weekly-recommendations', { userId: uid, reflectionNotes: 'My lower back hurts most evenings.' });
        const rec = ((await generated.json()) as { recommendations: { label: string }[] }).recommendations.find((r) => r.label === label);
        const preview = await post('/api/wellness/apply-recommendations/preview', { userId: uid, recommendations: [rec] });
        const names = ((await preview.json()) as { changes: { added: { subtasks: { name: string }[] }[] } }).changes.added[0]!.subtasks.map((t) => t.name);
        await post('/api/wellness/routines', { userId: uid, type: 'movement', label: mine, notes: '', frequency: 'daily', subtasks: names.map((n) => ({ name: n, description: '' })), isPersonalized: false, active: true });
        return names;
      },
      { uid: id, label, mine },
    );
    expect(steps).toHaveLength(3);
    await page.getByText(label, { exact: true }).click();
    await page.getByRole('button', { name: 'Apply Selected (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review changes to your routines' });
    await poll(() => dialog.getByText('You already have this.', { exact: true }).isVisible()).toBe(true);
    await poll(() => dialog.getByText(mine, { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Confirm & Apply' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await visible(page, `You already have this: “${mine}”`);
    // It wraps inside its card instead of running past it (390 px); the page does not scroll sideways.
    const badge = await page.getByText(`You already have this: “${mine}”`, { exact: true }).boundingBox();
    const row = await page.locator('label.cadence-check', { hasText: label }).boundingBox();
    expect(badge!.x + badge!.width).toBeLessThanOrEqual(row!.x + row!.width + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.E2E_SHOTS) await page.locator('section[aria-labelledby=weekly-reflection-title]').screenshot({ path: `${process.env.E2E_SHOTS}/already-have-390.png` });
    expect(await page.getByRole('checkbox', { name: label }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('button', { name: 'Apply Selected' }).isDisabled()).toBe(true);
    expect(await routineLabels(page, id)).toEqual([mine]);
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
    await page.getByLabel("What didn't help or felt challenging?").fill('The evening magnesium was hard to remember.');
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
