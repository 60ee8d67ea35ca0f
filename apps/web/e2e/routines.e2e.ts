import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { signUp, T, visible, axe } from './support/daily-loop';

const b = setupBrowser({ viewport: { width: 360, height: 740 } });


const routineCard = (page: Page, label: string) => page.getByTestId('routine-card').filter({ hasText: label });

describe('routines screen', () => {
  it('creates, edits, deactivates (plan refreshed) and deletes a routine', async () => {
    const { page } = b;
    const userId = await signUp(page, 'Dana');
    await page.goto('/routines');
    await visible(page, 'No routines yet');
    await axe(page);

    // Blank name → message; nothing is created.
    await page.getByRole('button', { name: 'Add Routine' }).click();
    await visible(page, 'Please enter a routine name');

    await page.getByRole('textbox', { name: /^Routine name/ }).fill('Morning stretch');
    expect(await page.getByLabel('Type').inputValue()).toBe('movement');
    expect(await page.getByLabel('Frequency').inputValue()).toBe('daily');
    await page.getByLabel('Notes').first().fill('Before coffee');
    await page.getByRole('textbox', { name: 'Subtasks' }).fill('Neck rolls');
    await page.getByRole('button', { name: 'Add subtask' }).click();
    await page.getByRole('textbox', { name: 'Subtasks' }).fill('Cat-cow');
    await page.getByRole('textbox', { name: 'Subtasks' }).press('Enter');
    await page.getByRole('button', { name: 'Add Routine' }).click();
    await visible(page, 'Routine created successfully');
    expect(await page.getByRole('textbox', { name: /^Routine name/ }).inputValue()).toBe(''); // the form resets
    const card = routineCard(page, 'Morning stretch');
    await expect.poll(() => card.isVisible(), T).toBe(true);
    expect(await card.innerText()).toMatch(/Neck rolls[\s\S]*Cat-cow/);
    await expect.poll(() => page.getByRole('heading', { name: 'Movement' }).isVisible(), T).toBe(true);

    // Edit: label, frequency, a subtask removed.
    await card.getByRole('button', { name: 'Edit Morning stretch' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Routine' });
    await expect.poll(() => edit.isVisible(), T).toBe(true);
    await edit.getByRole('textbox', { name: /^Routine name/ }).fill('Gentle morning stretch');
    await edit.getByLabel('Frequency').selectOption('weekly');
    // A weekly routine falls on the day she picks (docs/decisions/060).
    await edit.getByLabel('Day of the week').selectOption('friday');
    await edit.getByRole('button', { name: 'Remove Neck rolls' }).click();
    await axe(page);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page, 'Routine updated successfully');
    const edited = routineCard(page, 'Gentle morning stretch');
    await expect.poll(() => edited.isVisible(), T).toBe(true);
    expect(await edited.innerText()).not.toMatch(/Neck rolls/);
    expect(await edited.innerText()).toMatch(/Weekly · Fridays/);
    await edited.screenshot({ path: 'e2e/screenshots/routine-card-weekly.png' });

    // Back to daily so it is in today's plan, then deactivate: the plan is regenerated without it.
    await edited.getByRole('button', { name: 'Edit Gentle morning stretch' }).click();
    await page.getByRole('dialog', { name: 'Edit Routine' }).getByLabel('Frequency').selectOption('daily');
    await page.getByRole('dialog', { name: 'Edit Routine' }).getByRole('button', { name: 'Save Changes' }).click();
    await visible(page, 'Routine updated successfully');
    const todayLabels = async () =>
      page.evaluate(async (id) => {
        const res = await fetch(`/trpc/plan.today?input=${encodeURIComponent(JSON.stringify({ userId: id }))}`, { credentials: 'include' });
        const body = (await res.json()) as { result: { data: { tasks: { label: string }[] } | null } };
        return body.result.data?.tasks.map((t) => t.label) ?? [];
      }, userId);
    await expect.poll(todayLabels, T).toContain('Gentle morning stretch');

    // A switch with one name, on or off (docs/decisions/115); the word beside it reads Active / Paused.
    const toggle = edited.getByRole('switch', { name: 'Active: Gentle morning stretch' });
    expect(await toggle.isChecked()).toBe(true);
    await edited.getByText('Active').click();
    await visible(page, 'Routine updated and daily plan refreshed');
    // The switch is off and the word beside it reads 'Paused' (docs/decisions/024).
    await expect.poll(() => toggle.isChecked(), T).toBe(false);
    await expect.poll(() => edited.getByText('Paused').isVisible(), T).toBe(true);
    await expect.poll(todayLabels, T).not.toContain('Gentle morning stretch');
    await page.reload();
    await expect.poll(() => routineCard(page, 'Gentle morning stretch').getByRole('switch').isChecked(), T).toBe(false);

    // Delete with confirmation.
    await routineCard(page, 'Gentle morning stretch').getByRole('button', { name: 'Delete Gentle morning stretch' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this routine?' });
    await expect.poll(() => confirm.isVisible(), T).toBe(true);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page, 'Routine deleted successfully');
    await visible(page, 'No routines yet');
  });

  it('adds a catalogue exercise and a custom supplement as subtasks', async () => {
    const { page } = b;
    await signUp(page, 'Eve');
    await page.goto('/routines');
    await expect.poll(() => page.getByLabel('Search exercises').isVisible(), T).toBe(true);
    await page.getByLabel('Search exercises').fill('h');
    await expect.poll(() => page.getByRole('list', { name: 'Search results' }).getByRole('listitem').count(), T).toBeGreaterThan(0);
    expect(await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').count()).toBeLessThanOrEqual(8);
    await page.getByLabel('Search exercises').fill('hip');
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    const name = (await first.locator('p').first().innerText()).trim();
    await first.getByRole('button', { name: `Add ${name}` }).click();
    await visible(page, 'Routine created successfully');
    await expect.poll(() => first.getByRole('button', { name: `${name} added` }).isDisabled(), T).toBe(true);
    await expect.poll(() => routineCard(page, 'My Exercises').innerText(), T).toContain(name);
    await axe(page);

    // Custom supplement: a blank name is ignored, then a real one is added with the default dosage.
    await page.getByRole('tab', { name: 'Supplements' }).click();
    await page.getByRole('button', { name: 'Add custom supplement' }).click();
    expect(await page.getByTestId('routine-card').count()).toBe(1);
    await page.getByLabel('Custom supplement name').fill('Sea moss gel');
    await page.getByRole('button', { name: 'Add custom supplement' }).click();
    await visible(page, 'Routine created successfully');
    await expect.poll(() => routineCard(page, 'My Supplements').innerText(), T).toContain('Sea moss gel');
    expect(await page.getByLabel('Custom supplement name').inputValue()).toBe('');
    await page.reload();
    await expect.poll(() => routineCard(page, 'My Supplements').innerText(), T).toContain('Sea moss gel');
    await expect.poll(() => routineCard(page, 'My Exercises').innerText(), T).toContain(name);
  });

  it('marks supplements that do not suit her medication (avoid → confirmation)', async () => {
    const { page } = b;
    const userId = await signUp(page, 'Fay');
    await page.evaluate(async (id) => {
      await fetch(`/api/wellness/users/${id}`, { method: 'PUT', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ medications: 'warfarin, sertraline' }) });
    }, userId);
    await page.goto('/routines');
    await page.getByRole('tab', { name: 'Supplements' }).click();
    await page.getByLabel('Search supplements').fill('o');
    await expect.poll(() => page.locator('[data-testid^="safety-"]').count(), T).toBeGreaterThan(0);
    const avoid = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ has: page.getByTestId('safety-avoid') }).first();
    if ((await avoid.count()) > 0) {
      await avoid.getByRole('button', { name: /^Add / }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Not recommended for you' });
      await expect.poll(() => dialog.isVisible(), T).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await page.getByTestId('routine-card').count()).toBe(0);
    }
    await axe(page);
  });
});
