import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, type TestContext } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface PageHandle {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught page errors and CSP violations seen so far. */
  consoleErrors: string[];
}

/** A fresh context (no cookies, no storage) and page that records console errors. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<PageHandle> {
  const context = await browser.newContext({ baseURL: inject('baseURL'), viewport: { width: 390, height: 844 }, ...options });
  context.setDefaultTimeout(Number(process.env.E2E_TIMEOUT_MS ?? 15_000));
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
  return { context, page, consoleErrors };
}

/**
 * Registers per-file/per-test hooks: one browser per file, a fresh context per test, an assertion
 * that the test produced no console errors, and a screenshot in e2e/artifacts on failure.
 * Use inside a test file (top level or a describe): `const b = setupBrowser(); … b.page.goto('/')`.
 */
export function setupBrowser(options: BrowserContextOptions = {}) {
  let browser: Browser | undefined;
  let handle: PageHandle | undefined;
  /** Set to true in a test that expects console errors (e.g. a deliberate 404). */
  const state = { allowConsoleErrors: false };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    state.allowConsoleErrors = false;
    handle = await openPage(browser!, options);
  });
  afterEach(async (ctx: TestContext) => {
    const h = handle;
    handle = undefined;
    if (!h) return;
    try {
      if (ctx.task.result?.state === 'fail') {
        mkdirSync(ARTIFACTS, { recursive: true });
        const name = ctx.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
        await h.page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true }).catch(() => undefined);
      } else if (!state.allowConsoleErrors) {
        expect(h.consoleErrors, 'console errors during the test').toEqual([]);
      }
    } finally {
      await h.context.close();
    }
  });

  return {
    get browser(): Browser {
      if (!browser) throw new Error('browser not launched yet');
      return browser;
    },
    get page(): Page {
      if (!handle) throw new Error('no page: use inside a test');
      return handle.page;
    },
    get context(): BrowserContext {
      if (!handle) throw new Error('no context: use inside a test');
      return handle.context;
    },
    get consoleErrors(): string[] {
      return handle?.consoleErrors ?? [];
    },
    allowConsoleErrors() {
      state.allowConsoleErrors = true;
    },
  };
}

/**
 * Freezes the page's `Date` at one instant for the whole test (Playwright's clock; timers keep
 * running): her "today", this week, the greeting and the day number cannot change under the test
 * at a midnight (docs/decisions/030). The API keeps the real clock, so the default is now.
 */
export async function pinPageClock(page: Page, at: Date = new Date()): Promise<void> {
  await page.clock.setFixedTime(at);
}

/** Fails on serious or critical axe violations (WCAG 2.x A/AA rules), listing them readably. */
export async function expectNoAxeViolations(page: Page, opts: { exclude?: string[] } = {}): Promise<void> {
  // Let running transitions settle first (e.g. a button fading from disabled to enabled): axe
  // measures colour contrast on what is painted at that instant. Endless animations (spinners) are
  // left alone.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const audit = async () => {
    let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
    for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
    const results = await builder.analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    return serious.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  };
  let report = await audit();
  // A state caught mid-change on a loaded machine (a dialog's scroll lock on :root, a fading toast) is
  // measured once more a second later; a real violation is still there then.
  if (report.length > 0) {
    await page.waitForTimeout(1000);
    report = await audit();
  }
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}
