import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { expectAnnounced, expectAriaSnapshot, expectFocusOn, expectFocusVisible, describeFocus, tabTo } from './support/keyboard';

/**
 * The daily loop with the keyboard alone (docs/decisions/115): onboarding, ticking a task, a
 * check-in that raises a red flag, the Log, adding and pausing a routine, and My Profile. Only
 * keyboard.press and keyboard.type act on the page. After each action: focus is where she expects
 * it and she can see it (not under the sticky header or a toast), and what changed reached a live
 * region. Each main screen's accessibility tree is compared with its reviewed snapshot
 * (e2e/aria-snapshots). At 390 px and 1280 px, in light and dark mode.
 */
const b = setupBrowser();
const WAIT = { timeout: 20_000 };

const CASES = [
  { width: 390, height: 844, mode: 'light' },
  { width: 390, height: 844, mode: 'dark' },
  { width: 1280, height: 900, mode: 'light' },
  { width: 1280, height: 900, mode: 'dark' },
] as const;

const SHOTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');

/** What she sees at that moment (viewport, not the full page: the header and toasts where they are), at 390 px only. */
async function shot(page: Page, width: number, name: string) {
  if (width !== 390) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `keyboard-${name}.png`) });
}

async function expectTitle(page: Page, title: string) {
  await expect.poll(() => page.title(), WAIT).toBe(`${title} · Cadence`);
}

/** A route change by the keyboard: focus on the new page's h1, its name announced, its own title. */
async function expectNewPage(page: Page, path: string, heading: string | RegExp, title: string) {
  await page.waitForURL(`**${path}`, WAIT);
  await expectFocusOn(page, page.locator('#main h1').filter({ hasText: heading }));
  await expectAnnounced(page, title);
  await expectTitle(page, title);
}

/** Shift+Tab back up to a link of the top navigation and follow it. */
async function goByNav(page: Page, label: string) {
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }), { back: true, max: 150 });
  await page.keyboard.press('Enter');
}

describe('keyboard only: the daily loop', () => {
  for (const c of CASES) {
    it(`onboarding → tick → red-flag check-in → Log → routines → My Profile (${c.width} px, ${c.mode})`, { timeout: 300_000 }, async () => {
      const { page } = b;
      await page.setViewportSize({ width: c.width, height: c.height });
      await page.goto('/__blank');
      await page.evaluate((m) => localStorage.setItem('cadenceColorMode', m), c.mode);

      // ── Onboarding ────────────────────────────────────────────────────────────────
      await page.goto('/onboarding');
      await page.getByRole('heading', { name: 'Welcome to Cadence' }).waitFor(WAIT);
      expect(await page.evaluate(() => document.documentElement.className)).toContain(c.mode);
      await expectTitle(page, 'Set up your plan');
      await tabTo(page, page.getByRole('button', { name: 'Continue' }));
      await page.keyboard.press('Enter');
      await expectFocusOn(page, page.getByRole('heading', { name: 'Tell us about you' }));

      await tabTo(page, page.getByLabel(/^Name/));
      await page.keyboard.type('Maya');
      await page.keyboard.press('Tab');
      const email = page.getByLabel(/^Email/);
      await expectFocusOn(page, email);
      await page.keyboard.type('maya@');
      await page.keyboard.press('Tab');
      // Left invalid: marked so, and its message is its description.
      await expect.poll(() => email.getAttribute('aria-invalid'), WAIT).toBe('true');
      expect(await email.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent)).toBe('Please enter a valid email address.');
      await page.keyboard.press('Shift+Tab');
      await expectFocusOn(page, email);
      await page.keyboard.press('End');
      await page.keyboard.type('example.com');
      await page.keyboard.press('Tab');
      await expect.poll(() => email.getAttribute('aria-invalid'), WAIT).toBeNull();
      await expectFocusOn(page, page.getByLabel(/^Location/));
      await page.keyboard.type('Lyon');
      const sleep = page.getByRole('button', { name: 'Sleep Issues' });
      await tabTo(page, sleep);
      await page.keyboard.press('Space');
      await expect.poll(() => sleep.getAttribute('aria-pressed'), WAIT).toBe('true');
      await expectFocusOn(page, sleep);
      await expectAriaSnapshot(page.locator('#main'), 'onboarding-about-you');
      await tabTo(page, page.getByRole('button', { name: 'Continue' }));
      await page.keyboard.press('Enter');
      await expectFocusOn(page, page.getByRole('heading', { name: 'How have you been feeling?' }));

      const answer = page.getByRole('textbox', { name: 'Your answer' });
      const typeInstead = page.getByRole('button', { name: 'Type instead' });
      if (await typeInstead.isVisible()) {
        // The button is replaced by the text area: focus goes there, so what she types lands in it.
        await tabTo(page, typeInstead);
        await page.keyboard.press('Enter');
        await expectFocusOn(page, answer);
      } else {
        await tabTo(page, answer);
      }
      await page.keyboard.type('I wake up at 3am, skip breakfast, sit all day and feel stressed and tired by the afternoon.');
      await tabTo(page, page.getByRole('button', { name: 'Generate Routines' }));
      await page.keyboard.press('Enter');
      await expectFocusOn(page, page.locator('#main h1'));
      const complete = page.getByRole('button', { name: 'Complete Setup' });
      await page.getByRole('button', { name: 'Add Another Routine' }).waitFor(WAIT);
      await tabTo(page, complete, { max: 150 });
      await page.keyboard.press('Enter');
      await expectFocusOn(page, page.getByRole('heading', { level: 1 }).filter({ hasText: /Maya/ }));
      await expectAnnounced(page, /plan is ready|ready/i);
      const goToDashboard = page.getByRole('button', { name: 'Go to Dashboard' });
      await tabTo(page, goToDashboard);
      // The toast is not in the Tab order: Tab from the only button never lands in it.
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="toast"]') != null), await describeFocus(page)).toBe(false);
      }
      await tabTo(page, goToDashboard);
      await page.keyboard.press('Enter');

      // ── Dashboard: tick a task ─────────────────────────────────────────────────────
      await expectNewPage(page, '/dashboard', /Maya/, "Today's plan");
      const tasks = page.getByRole('list', { name: "Today's tasks" });
      await tasks.waitFor(WAIT);
      const firstTask = tasks.getByRole('checkbox').first();
      await tabTo(page, firstTask);
      await page.keyboard.press('Space');
      await expect.poll(() => firstTask.isChecked(), WAIT).toBe(true);
      // Saving keeps focus on the box (aria-disabled, not disabled) and the count is said in words.
      await expectFocusOn(page, firstTask);
      await expectAnnounced(page, /\b1 of \d+ done\b/);
      await expect.poll(() => firstTask.getAttribute('aria-disabled'), WAIT).toBeNull();
      await expectFocusOn(page, firstTask);
      await expectAriaSnapshot(page.getByRole('region', { name: "Today's Plan" }), 'dashboard-todays-plan');
      await shot(page, c.width, `${c.mode}-1-tick`);

      // ── A check-in with a red flag ─────────────────────────────────────────────────
      const checkIn = page.locator('[data-focus-id="checkin-start"]');
      await tabTo(page, checkIn);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor(WAIT);
      await tabTo(page, dialog.getByRole('textbox', { name: 'How are you feeling today?' }));
      await page.keyboard.type('I have crushing chest pain');
      await tabTo(page, dialog.getByRole('button', { name: 'Update My Plan' }));
      await page.keyboard.press('Enter');
      // The notice takes focus inside the dialog, and the first Tab reaches 'Call …'.
      const notice = dialog.getByTestId('safety-notice');
      await expectFocusOn(page, notice);
      await page.keyboard.press('Tab');
      await expectFocusOn(page, notice.getByRole('link', { name: /^Call/ }));
      await expectAriaSnapshot(notice, 'check-in-red-flag-notice');
      await shot(page, c.width, `${c.mode}-2-red-flag-call`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', ...WAIT });
      await expectFocusOn(page, checkIn);

      // ── The Log ───────────────────────────────────────────────────────────────────
      await goByNav(page, 'Log');
      await expectNewPage(page, '/daily-plan-log', /./, 'Log');
      const notes = page.getByRole('textbox', { name: 'Daily notes' });
      await tabTo(page, notes);
      await page.keyboard.type('Slept better.');
      const saveNotes = page.getByRole('button', { name: 'Save Notes' });
      await tabTo(page, saveNotes);
      await page.keyboard.press('Enter');
      await expectAnnounced(page, /saved/i);
      await expectFocusOn(page, saveNotes);
      await shot(page, c.width, `${c.mode}-3-log-save-notes`);
      await expectAriaSnapshot(page.locator('#main'), 'log');

      // ── Routines: add one, pause it ───────────────────────────────────────────────
      await goByNav(page, 'Routines');
      await expectNewPage(page, '/routines', 'Your Routines', 'Routines');
      await tabTo(page, page.getByRole('textbox', { name: /^Routine name/ }));
      await page.keyboard.type('Evening stretch');
      const add = page.getByRole('button', { name: 'Add Routine' });
      await tabTo(page, add);
      await page.keyboard.press('Enter');
      await expectAnnounced(page, /Routine (created|added)/i);
      await expectFocusOn(page, add);
      const pause = page.getByRole('switch', { name: 'Active: Evening stretch' });
      await tabTo(page, pause, { max: 200 });
      expect(await pause.isChecked()).toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(() => pause.isChecked(), WAIT).toBe(false);
      // Same name, same element, still focused; the change is said.
      await expectFocusOn(page, pause);
      await expectAnnounced(page, /updated/i);
      await shot(page, c.width, `${c.mode}-4-routine-paused`);
      // Shift+Tab back up the page: no stop hides under the sticky header.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Shift+Tab');
        await expectFocusVisible(page);
      }
      await shot(page, c.width, `${c.mode}-5-routines-shift-tab`);
      await expectAriaSnapshot(page.locator('#main').getByRole('list').filter({ has: pause }), 'routines-evening-stretch');

      // ── My Profile ────────────────────────────────────────────────────────────────
      await goByNav(page, 'Profile');
      await expectNewPage(page, '/profile', /./, 'My profile');
      await expectAriaSnapshot(page.getByRole('region', { name: 'Profile Details' }), 'my-profile-details');
      const edit = page.getByRole('button', { name: 'Edit', exact: true });
      await tabTo(page, edit);
      await page.keyboard.press('Enter');
      // The button is replaced by the form: focus goes to its first field.
      await expectFocusOn(page, page.getByRole('form', { name: 'Edit profile' }).getByLabel(/^Name/));
      await page.keyboard.press('Tab');
      const profileEmail = page.getByRole('form', { name: 'Edit profile' }).getByLabel(/^Email/);
      await expectFocusOn(page, profileEmail);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('maya@');
      await page.keyboard.press('Enter');
      // Refused: focus on the field, marked invalid, its message its description.
      await expectFocusOn(page, profileEmail);
      expect(await profileEmail.getAttribute('aria-invalid')).toBe('true');
      expect(await profileEmail.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent)).toBe('Please enter a valid email address.');
      await shot(page, c.width, `${c.mode}-6-profile-email-error`);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('maya@example.com');
      await page.keyboard.press('Enter');
      // Saved: the form closes and focus goes back to 'Edit'.
      await expectFocusOn(page, edit);
      await expectAnnounced(page, /Profile Updated/i);
    });
  }
});
