// Priya's day at 390 px (docs/decisions/095, 096): she ticks two tasks, checks in, the coach adds a task and puts
// tasks first; after the check-in the dashboard, the Log, the CSV and the clinician PDF agree at every step, and a
// tick in the Log moves the same task on the dashboard. A sick day changes the coach note and the motivation card.
// Screenshots go to e2e/screenshots/.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { signUp, T, visible } from './support/daily-loop';

const SHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
const b = setupBrowser({ viewport: { width: 390, height: 844 } });

type Row = { label: string; done: boolean };

/** The dashboard's tasks in order, each with its box. */
async function dashboardTasks(page: Page): Promise<Row[]> {
  await page.goto('/dashboard');
  await expect.poll(() => page.getByTestId('plan-task').count(), T).toBeGreaterThan(0);
  const rows = page.getByTestId('plan-task');
  const out: Row[] = [];
  for (let i = 0; i < (await rows.count()); i += 1) {
    const row = rows.nth(i);
    out.push({ label: (await row.locator('label').first().innerText()).trim(), done: await row.getByRole('checkbox').first().isChecked() });
  }
  return out;
}

/** The Log's checklist (today's plan) in order, each with its box. */
async function logTasks(page: Page): Promise<Row[]> {
  await page.goto('/log');
  await page.waitForURL('**/daily-plan-log');
  await expect.poll(() => page.getByTestId('log-task').count(), T).toBeGreaterThan(0);
  const rows = page.getByTestId('log-task');
  const out: Row[] = [];
  for (let i = 0; i < (await rows.count()); i += 1) {
    const row = rows.nth(i);
    out.push({ label: (await row.locator('label').first().innerText()).trim(), done: await row.getByRole('checkbox').first().isChecked() });
  }
  return out;
}

/** Today's CSV row and the clinician PDF's text, fetched as the page would download them. */
async function exports(page: Page): Promise<{ csv: Record<string, string>; pdf: string }> {
  const { csv, pdf } = await page.evaluate(async () => {
    const userId = localStorage.getItem('wellnessUserId')?.replace(/"/g, '');
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const headers = { 'x-cadence-tz': tz };
    const csv = await (await fetch(`/api/wellness/users/${userId}/export?format=csv`, { credentials: 'include', headers })).text();
    const bytes = new Uint8Array(await (await fetch(`/api/wellness/users/${userId}/clinician-summary.pdf`, { credentials: 'include', headers })).arrayBuffer());
    return { csv, pdf: Array.from(bytes) };
  });
  const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => [...l.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1] ?? ''));
  const [header, ...rows] = lines;
  const last = rows.at(-1) ?? [];
  const file = join(mkdtempSync(join(tmpdir(), 'priya-')), 'summary.pdf');
  writeFileSync(file, Buffer.from(pdf));
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { csv: Object.fromEntries((header ?? []).map((h, i) => [h, last[i] ?? ''])), pdf: text };
}

async function expectAgree(page: Page, shot: string) {
  const dash = await dashboardTasks(page);
  await page.screenshot({ path: join(SHOTS, `priya-${shot}-dashboard-390.png`), fullPage: true });
  const log = await logTasks(page);
  await page.screenshot({ path: join(SHOTS, `priya-${shot}-log-390.png`), fullPage: true });
  expect(log, 'the Log is the dashboard’s day').toEqual(dash);
  const done = dash.filter((t) => t.done).length;
  const percent = Number((await page.getByTestId('percent-completed').innerText()).match(/^(\d+)%/)?.[1]);
  expect(percent).toBe(Math.round((done / dash.length) * 100));
  const { csv, pdf } = await exports(page);
  expect([Number(csv.tasks_done), Number(csv.tasks_total)], 'CSV').toEqual([done, dash.length]);
  expect(pdf, 'PDF').toContain(`${done}/${dash.length}`);
  return { dash, csv, pdf };
}

describe("Priya's day (390 px)", () => {
  it('ticks, a check-in that adds and moves tasks, a Log tick and a sick day keep one truth', async () => {
    const { page } = b;
    await signUp(page, 'Priya', [
      { type: 'other', label: 'Cool Evenings for Hot Flushes', subtasks: ['Fan on', 'Light layers'] },
      { type: 'mindfulness', label: 'Daily Stress-Relief Breathing', subtasks: ['Sit down', 'Five slow breaths'] },
      { type: 'other', label: 'Consistent Sleep Window', subtasks: ['Lights out by 22:30'] },
      { type: 'movement', label: 'Hormone-Supporting Movement', subtasks: ['Ten-minute walk', 'Light weights'] },
    ]);
    await page.goto('/dashboard');
    for (const label of ['Cool Evenings for Hot Flushes', 'Daily Stress-Relief Breathing']) {
      const row = page.getByTestId('plan-task').filter({ hasText: label });
      await row.getByText(label, { exact: true }).click();
      await expect.poll(() => row.getByRole('checkbox').isChecked(), T).toBe(true);
    }
    await visible(page, '2/4 done');
    // The tick confirms itself in place; no toast over the navigation (decision 097).
    await visible(page, 'Progress Updated');
    expect(await page.getByRole('region', { name: /notifications/i }).getByText('Progress Updated').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'priya-1-ticked-390.png'), fullPage: true });

    // The check-in: the coach adds a task and puts what she has first.
    await page.getByRole('button', { name: 'Add to Your Plan' }).click();
    await page.getByRole('textbox', { name: 'How are you feeling today?' }).fill('slept badly, lower back pain, a bit anxious');
    await page.getByRole('button', { name: 'Update My Plan' }).click();
    await visible(page, '✓ Plan Adapted');
    await expect.poll(() => page.getByRole('dialog').isVisible(), T).toBe(false);
    await page.screenshot({ path: join(SHOTS, 'priya-2-checked-in-390.png'), fullPage: true });
    const { dash } = await expectAgree(page, '3-after-check-in');
    // The check-in changed the day (a task swapped for a gentler one, or added), and kept both ticks.
    expect(dash.some((t) => /Gentle mobility/i.test(t.label))).toBe(true);
    expect(dash.filter((t) => t.done).map((t) => t.label).sort()).toEqual(['Cool Evenings for Hot Flushes', 'Daily Stress-Relief Breathing']);
    // "I put X first": X is first of what is left on screen.
    await page.goto('/dashboard');
    const note = await page.getByText('Coach note', { exact: true }).locator('xpath=..').innerText();
    const first = /put “([^”]+)” first/.exec(note)?.[1];
    if (first) expect(dash.find((t) => !t.done)?.label).toBe(first);

    // A tick in the Log moves the same task on the dashboard.
    await page.goto('/log');
    await page.waitForURL('**/daily-plan-log');
    const cool = page.getByTestId('log-task').filter({ hasText: 'Cool Evenings for Hot Flushes' });
    await cool.getByText('Cool Evenings for Hot Flushes', { exact: true }).click();
    await expect.poll(() => cool.getByRole('checkbox').first().isChecked(), T).toBe(false);
    const after = await expectAgree(page, '4-log-untick');
    expect(after.dash.find((t) => t.label === 'Cool Evenings for Hot Flushes')?.done).toBe(false);
    expect(after.dash.find((t) => t.label === 'Daily Stress-Relief Breathing')?.done).toBe(true);
    expect(after.csv.mindfulness, 'Breathing ticked: mindfulness done in the CSV').toBe('done');

    // A sick day: the note and the motivation card say rest, as the rhythm card does.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sick day' }).click();
    // The toast sits at the bottom on a phone, clear of the navigation (decision 097).
    await visible(page, 'Sick day saved');
    // The toast itself (the app's live region says the same words, off screen: decision 115).
    const toastBox = await page.getByTestId('toast').filter({ hasText: 'Sick day saved' }).first().boundingBox();
    expect(toastBox!.y).toBeGreaterThan(844 / 2);
    await page.screenshot({ path: join(SHOTS, 'priya-5-sick-day-toast-390.png') });
    await visible(page, 'Rest today; nothing here is expected of you.');
    await visible(page, /Resting is part of the programme/);
    await page.screenshot({ path: join(SHOTS, 'priya-5-sick-day-390.png'), fullPage: true });
  });
});
