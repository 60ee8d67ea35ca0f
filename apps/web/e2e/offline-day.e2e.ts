// A day without signal at 390 px (docs/decisions/122-the-offline-day.md): offline, she ticks three tasks, adds a
// task, writes a note and checks in with a red-flag sentence. The notice with its tel: link shows at once. She
// reloads offline and everything is still there, marked as waiting. Back online, the outbox is sent; the server
// holds each write exactly once, and the dashboard, the Log and the counts agree. Screenshots: e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { signUp, T, waitForServiceWorker } from './support/daily-loop';

const SHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
const b = setupBrowser({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
const WAIT = { timeout: 20_000 };

/** The routers whose answers sit in the phone's copy for offline reading (IndexedDB 'cadence-offline' → 'reads'). */
function keptRouters(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('cadence-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('reads')) return resolve([]);
          const req = db.transaction('reads').objectStore('reads').getAll();
          req.onsuccess = () => {
            const out = new Set<string>();
            for (const saved of req.result as { state: { queries: { queryKey: unknown[] }[] } }[])
              for (const q of saved.state.queries) out.add((q.queryKey[0] as string[]).join('.'));
            resolve([...out].sort());
          };
          req.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      }),
  );
}

const marker = (page: Page) => page.getByTestId('outbox-toggle');
const markerText = async (page: Page) => ((await marker(page).isVisible()) ? (await marker(page).innerText()).trim() : '');
const task = (page: Page, label: string) => page.getByTestId('plan-task').filter({ hasText: label });

/** What the server holds, read with her session (the page's cookie). */
async function serverDay(page: Page) {
  return page.evaluate(async () => {
    const id = localStorage.getItem('wellnessUserId')?.replace(/"/g, '');
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const get = async (path: string) => (await fetch(path, { credentials: 'include', headers: { 'x-cadence-tz': tz } })).json();
    const plan = await get(`/api/wellness/insight/daily-plan/${id}`);
    const log = await get(`/api/wellness/users/${id}/logs/${plan.date}`);
    return { plan, log } as { plan: { tasks: { label: string; status: string; source: string }[]; safety: unknown }; log: { notes: string; transcript: string } };
  });
}

/** A new person with one routine, its tick made offline and waiting in the outbox. */
async function oneWaitingTick(page: Page, context: BrowserContext, name: string) {
  await signUp(page, name, [{ type: 'movement', label: 'Morning walk' }]);
  await page.goto('/dashboard');
  await expect.poll(() => page.getByTestId('plan-task').count(), WAIT).toBe(1);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await task(page, 'Morning walk').getByRole('checkbox').click();
  await expect.poll(() => markerText(page), T).toBe('Waiting to send · 1 change');
}

describe('a day without signal', () => {
  it('ticks, a task, a note and a red-flag check-in made offline survive a reload and reach the server exactly once', async () => {
    b.allowConsoleErrors(); // offline fetches log net::ERR_INTERNET_DISCONNECTED
    const { page, context } = b;
    mkdirSync(SHOTS, { recursive: true });
    await signUp(page, 'Nia', [
      { type: 'movement', label: 'Morning walk' },
      { type: 'mindfulness', label: 'Breathing break' },
      { type: 'nutrition', label: 'Protein at breakfast' },
      { type: 'other', label: 'Lights out by 22:30' },
    ]);
    // Online first: the dashboard and the Log are read once, so the phone keeps a copy of both.
    await page.goto('/daily-plan-log');
    await expect.poll(() => page.getByTestId('log-task').count(), WAIT).toBe(4);
    await expect.poll(() => keptRouters(page), WAIT).toEqual(expect.arrayContaining(['logs.get', 'logs.list', 'plan.today', 'routines.list']));
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('plan-task').count(), WAIT).toBe(4);
    await waitForServiceWorker(page);
    let sent = 0;
    page.on('request', (r) => {
      if (/\/trpc\/(plan|logs)\./.test(r.url()) && r.method() === 'POST') sent++;
    });

    await context.setOffline(true);
    await expect.poll(() => page.getByText("You're offline").isVisible(), WAIT).toBe(true);
    for (const label of ['Morning walk', 'Breathing break', 'Protein at breakfast']) {
      // A click, then the box is read: the tick shows once the row has drawn it (a check() reads it at once).
      await task(page, label).getByRole('checkbox').click();
      await expect.poll(() => task(page, label).getByRole('checkbox').isChecked(), T).toBe(true);
      await expect.poll(() => task(page, label).getByTestId('task-waiting').isVisible(), T).toBe(true);
    }
    await expect.poll(() => markerText(page), T).toBe('Waiting to send · 3 changes');
    expect(await page.getByText('3/4 done').isVisible()).toBe(true);

    // A task of her own.
    await page.getByRole('button', { name: 'Add to Your Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Your Plan' });
    await page.getByRole('tab', { name: 'Add Task' }).click();
    await dialog.getByLabel('Task description').fill('Stretch before bed');
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expect.poll(() => task(page, 'Stretch before bed').isVisible(), T).toBe(true);
    await expect.poll(() => markerText(page), T).toBe('Waiting to send · 4 changes');

    // A red-flag check-in: the notice with its tel: link, at once, with no network.
    await page.getByRole('button', { name: 'Add to Your Plan' }).click();
    const box = page.getByRole('textbox', { name: 'How are you feeling today?' });
    await expect.poll(() => box.isVisible(), T).toBe(true);
    await box.fill('Long day. Crushing chest pain since lunch and my left arm feels heavy');
    await page.getByRole('button', { name: 'Update My Plan' }).click();
    const notice = page.getByRole('dialog').getByTestId('safety-notice');
    await expect.poll(() => notice.isVisible(), T).toBe(true);
    expect(await notice.getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999');
    await page.screenshot({ path: join(SHOTS, 'offline-day-notice-390.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => markerText(page), T).toBe('Waiting to send · 5 changes');

    // A note in the Log (reached through the app: the page is already loaded).
    await page.getByRole('link', { name: /Log/ }).first().click();
    await page.waitForURL('**/daily-plan-log');
    const notes = page.getByLabel('Daily notes', { exact: true });
    await expect.poll(() => notes.isVisible(), WAIT).toBe(true);
    await notes.fill('Tired but walked to the station.');
    await page.getByRole('button', { name: 'Save Notes' }).click();
    await expect.poll(() => page.getByTestId('notes-on-phone').isVisible(), T).toBe(true);
    expect(await page.getByText('Log Saved').count()).toBe(0);
    await expect.poll(() => markerText(page), T).toBe('Waiting to send · 6 changes');
    expect(sent).toBe(0);

    // Reload with no signal: all of it is still here, waiting, and the screens say how old their copy is.
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('plan-task').count(), WAIT).toBe(5);
    await expect.poll(() => markerText(page), WAIT).toBe('Waiting to send · 6 changes');
    for (const label of ['Morning walk', 'Breathing break', 'Protein at breakfast']) expect(await task(page, label).getByRole('checkbox').isChecked()).toBe(true);
    expect(await task(page, 'Lights out by 22:30').getByRole('checkbox').isChecked()).toBe(false);
    expect(await task(page, 'Stretch before bed').getByTestId('task-waiting').isVisible()).toBe(true);
    expect(await page.getByTestId('as-of').innerText()).toMatch(/^Offline · as of \d\d:\d\d$/);
    await marker(page).click();
    await expect.poll(() => page.getByTestId('outbox-entry').count(), T).toBe(6);
    expect(await page.getByTestId('outbox-list').innerText()).toContain('Tick “Morning walk”');
    await page.screenshot({ path: join(SHOTS, 'offline-day-outbox-390.png'), fullPage: true });

    // Back online: sent in order, once each; the marker goes, and every screen shows the server's day.
    await context.setOffline(false);
    await expect.poll(() => marker(page).count(), WAIT).toBe(0);
    const day = await serverDay(page);
    expect(day.plan.tasks.filter((t) => t.status === 'done').map((t) => t.label).sort()).toEqual(['Breathing break', 'Morning walk', 'Protein at breakfast']);
    expect(day.plan.tasks.filter((t) => t.label === 'Stretch before bed')).toHaveLength(1);
    // The check-in's words reached the day's notes when it was applied; her Log note, written offline from the
    // empty notes she had, is kept beside them (both texts, each once; decision 122).
    expect(day.log.notes.split('Tired but walked to the station.').length - 1).toBe(1);
    expect(day.log.notes.split('Crushing chest pain').length - 1).toBe(1);
    expect(day.log.transcript.split('Crushing chest pain').length - 1).toBe(1);
    expect(day.plan.safety).toBeTruthy();
    await expect.poll(() => page.getByTestId('plan-task').count(), WAIT).toBe(day.plan.tasks.length);
    const done = day.plan.tasks.filter((t) => t.status === 'done').length;
    await expect.poll(() => page.getByText(`${done}/${day.plan.tasks.length} done`).isVisible(), WAIT).toBe(true);
    await page.goto('/daily-plan-log');
    await expect.poll(() => page.getByTestId('log-task').count(), WAIT).toBe(day.plan.tasks.length);
    await expect.poll(() => page.getByTestId('percent-completed').innerText(), WAIT).toBe(`${Math.round((done / day.plan.tasks.length) * 100)}% completed`);
    expect(await page.getByLabel('Daily notes', { exact: true }).inputValue()).toBe(day.log.notes);
    await page.screenshot({ path: join(SHOTS, 'offline-day-back-online-390.png'), fullPage: true });
  });

  it('reset with changes still waiting asks first, and says how many will be lost', async () => {
    b.allowConsoleErrors();
    const { page, context } = b;
    await oneWaitingTick(page, context, 'Ada');
    await page.goto('/reset');
    await page.getByRole('button', { name: 'Start Fresh Onboarding' }).click();
    await expect.poll(() => page.getByTestId('pending-writes-warning').isVisible(), T).toBe(true);
    expect(await page.getByTestId('pending-writes-warning').innerText()).toBe('1 change on this phone has not been sent yet. It will be lost if you go on.');
    // She keeps it, and removes it from the list by keyboard instead: focus stays on the screen, not lost.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await marker(page).click();
    await page.getByRole('button', { name: /^Remove: Tick/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => marker(page).count(), T).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  it('the outbox survives a service-worker update (a new worker installs, clears the old caches and takes over)', async () => {
    b.allowConsoleErrors();
    const { page, context } = b;
    await oneWaitingTick(page, context, 'Lea');
    // Back on the network but the API unreachable, so nothing is sent while the worker is replaced.
    await page.route('**/trpc/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.evaluate(async () => {
      const old = await navigator.serviceWorker.getRegistration();
      await old?.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
      await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => markerText(page), WAIT).toBe('Waiting to send · 1 change');
    // The API is back: the tick is sent once and the marker goes.
    await page.unroute('**/trpc/**');
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => marker(page).count(), WAIT).toBe(0);
    const day = await serverDay(page);
    expect(day.plan.tasks.map((t) => [t.label, t.status])).toEqual([['Morning walk', 'done']]);
  });

  it('opened with no signal on the Log or her routines (a reload), each shows her copy, marked as of', async () => {
    b.allowConsoleErrors();
    const { page, context } = b;
    await signUp(page, 'Ines', [
      { type: 'movement', label: 'Morning walk', subtasks: ['Shoes on', 'Ten minutes out'] },
      { type: 'mindfulness', label: 'Breathing break' },
    ]);
    // Online once, as she would: the dashboard, the Log and her routines.
    await page.goto('/dashboard');
    await expect.poll(() => page.getByTestId('plan-task').count(), WAIT).toBe(2);
    await waitForServiceWorker(page);
    await page.goto('/routines');
    await expect.poll(() => page.getByText('Breathing break').first().isVisible(), WAIT).toBe(true);
    await page.goto('/daily-plan-log');
    await expect.poll(() => page.getByTestId('log-task').count(), WAIT).toBe(2);
    await expect.poll(() => keptRouters(page), WAIT).toEqual(expect.arrayContaining(['logs.get', 'plan.today', 'routines.list']));

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('log-task').count(), WAIT).toBe(2);
    expect(await page.getByText(/Could not/).count()).toBe(0);
    await expect.poll(() => page.getByTestId('as-of').isVisible(), WAIT).toBe(true);
    await page.goto('/routines');
    await expect.poll(() => page.getByText('Breathing break').first().isVisible(), WAIT).toBe(true);
    expect(await page.getByText(/Could not/).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'offline-day-routines-reload-390.png'), fullPage: true });
  });
});
