import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Keyboard-only helpers (docs/decisions/115): she moves with Tab / Shift+Tab and acts with Enter,
// Space and typing; the test only ever presses keys and reads what the page did.

const WAIT = { timeout: 15_000 };
const SNAPSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'aria-snapshots');

/** Role, name and text of whatever has focus now (for failure messages). */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 60);
    return `<${el.tagName.toLowerCase()} role=${el.getAttribute('role') ?? ''} name="${name}">`;
  });
}

export const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as she would; fails after `max` presses.
 * Each stop on the way must be visible: never under the sticky header or a toast.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 }: { back?: boolean; max?: number } = {}): Promise<void> {
  await target.waitFor({ state: 'attached', ...WAIT });
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) {
      await expectFocusVisible(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach the target in ${max} presses; focus is on ${await describeFocus(page)}`);
}

/** Focus is on `target` (waiting for it) and she can see it. */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect.poll(async () => ((await isFocused(target)) ? 'focused' : await describeFocus(page)), WAIT).toBe('focused');
  await expectFocusVisible(page);
}

/**
 * What has focus is not hidden (WCAG 2.4.11): not behind the sticky header, inside the viewport,
 * not under a toast. <body> and visually hidden inputs drawn by a sibling (a tick, a switch) are
 * measured by what is drawn for them.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  // Polled: the page may scroll the focused element clear a frame after the key (toaster-view.tsx).
  await expect.poll(() => focusProblem(page), { timeout: 3000 }).toBeNull();
}

function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // A visually hidden input (1 px) is drawn by its label / control: measure that.
    let box: Element = el;
    const r0 = el.getBoundingClientRect();
    if (r0.width <= 2 || r0.height <= 2) box = el.closest('label') ?? el.parentElement ?? el;
    const r = box.getBoundingClientRect();
    const header = document.querySelector('.cadence-topnav');
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    // Inside a dialog the header is behind the backdrop: only the viewport counts.
    const inDialog = el.closest('[role=dialog], [role=alertdialog]') !== null;
    // The header's own links and the skip link are drawn on top of it, not under it.
    const onTop = header?.contains(el) || el.classList.contains('cadence-shell__skip');
    // A region taller than the room under the header (a tab panel) cannot be wholly in view: it
    // must not be wholly hidden. Anything smaller must be wholly clear of the header.
    const tall = r.height > window.innerHeight - headerBottom;
    if (!inDialog && !onTop && (tall ? r.bottom <= headerBottom + 1 : r.top < headerBottom - 1)) return `${name} is under the header (top ${Math.round(r.top)} < header bottom ${Math.round(headerBottom)})`;
    if (r.bottom > window.innerHeight + 1 && r.height < window.innerHeight) return `${name} is below the viewport (bottom ${Math.round(r.bottom)} > ${window.innerHeight})`;
    for (const t of document.querySelectorAll('[data-testid="toast"]')) {
      if (t.contains(el)) continue;
      const tr = t.getBoundingClientRect();
      if (!(tr.height > 0 && r.left < tr.right && r.right > tr.left && r.top < tr.bottom && r.bottom > tr.top)) continue;
      // A region taller than the room between the header and the toast (a tab panel) cannot be
      // wholly clear of it: it must not be wholly hidden. Anything smaller must be wholly clear.
      const room = tr.top - Math.max(0, headerBottom);
      const covered = r.top >= tr.top - 1 && r.bottom <= tr.bottom + 1;
      if (r.height < room || covered) {
        const padding = getComputedStyle(document.documentElement).scrollPaddingBottom;
        return `${name} is under a toast (element ${Math.round(r.top)}–${Math.round(r.bottom)}, toast ${Math.round(tr.top)}–${Math.round(tr.bottom)}, scroll-padding-bottom ${padding})`;
      }
    }
    return null;
  });
}

/** The words reached a live region (the app's announcer, or a region of its own that is live). */
export async function expectAnnounced(page: Page, words: string | RegExp): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role=status], [role=alert]')]
            .map((el) => (el.textContent ?? '').trim())
            .filter(Boolean)
            .join(' | '),
        ),
      WAIT,
    )
    .toMatch(typeof words === 'string' ? new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : words);
}

/** What the app's own announcer says now. */
export const announcerText = (page: Page) => page.locator('#cadence-announcer').textContent();

/**
 * Parts of a snapshot that change with the day and the clock, not with the screen's structure:
 * the coach's note, the greeting, day numbers, dates, times, percentages and counts.
 */
export function normaliseAriaSnapshot(yaml: string): string {
  return yaml
    // The coach's note is written anew each day, in one of several wordings.
    .replace(/(- paragraph: Coach note\n\s*- paragraph: ).*/g, '$1<coach note>')
    .replace(/Good (morning|afternoon|evening)/g, 'Good <time of day>')
    // 'Progress Updated' beside the count shows for a few seconds after a tick (decision 097).
    .replace(/- text: Progress Updated /g, '- text: ')
    .replace(/\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b/g, '<weekday>')
    .replace(/\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(, \d{4})?/g, '<date>')
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, '<date>')
    .replace(/\d+(\.\d+)?/g, '<n>');
}

/**
 * An aria snapshot of a main screen, kept in e2e/aria-snapshots/<name>.yml and reviewed like code:
 * the same for every viewport and colour mode. UPDATE_ARIA_SNAPSHOTS=1 writes it anew.
 */
export async function expectAriaSnapshot(locator: Locator, name: string): Promise<void> {
  const actual = `${normaliseAriaSnapshot(await locator.ariaSnapshot())}\n`;
  const file = join(SNAPSHOTS, `${name}.yml`);
  if (process.env.UPDATE_ARIA_SNAPSHOTS === '1' || !existsSync(file)) {
    if (process.env.CI && !existsSync(file)) throw new Error(`missing aria snapshot ${file}: run with UPDATE_ARIA_SNAPSHOTS=1 and review it`);
    writeFileSync(file, actual);
    return;
  }
  expect(actual, `aria snapshot ${name} (UPDATE_ARIA_SNAPSHOTS=1 rewrites it)`).toBe(readFileSync(file, 'utf8'));
}
