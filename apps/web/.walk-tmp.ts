// Ad-hoc browser walk (not a test): three days of Cadence at 390 px, the server's clock moved with
// faketime between days, one browser profile throughout. Prints the coach's texts; saves screenshots.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveDatabase } from '@cadence/db';
import { chromium, type Page } from 'playwright-core';

const repo = '/work/wt/coach';
const SHOTS = '/tmp/coach-walk/shots';
const flow = process.argv[2] ?? 'five';
const days = ['2026-11-24', '2026-11-25', '2026-11-26'];
const checkIns = ['I slept badly and my lower back hurts. Energy 3/10.', '', 'Bloated after bread at lunch and a headache'];

async function startApi(uri: string, day: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(repo, 'apps/api/dist/main.js')], {
    cwd: repo,
    env: { ...process.env, LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1', FAKETIME: `@${day} 07:00:00`, PORT: String(port), HOST: '127.0.0.1', MONGODB_URI: uri, MONGODB_DB: `walk_${flow}`, NODE_ENV: 'test', WEB_DIST: join(repo, 'apps/web/dist'), LOG_LEVEL: 'warn', REQUEST_DEADLINE_MS: '30000', TZ: 'UTC' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((ok, fail) => {
    const t = setTimeout(() => fail(new Error('no READY')), 60000);
    child.stdout!.on('data', (c: Buffer) => { if (c.toString().includes('CADENCE_READY')) { clearTimeout(t); ok(); } });
    child.stderr!.on('data', (c: Buffer) => process.stderr.write(c));
  });
  return child;
}

async function five(page: Page) {
  const answers = ["I'm Priya and I live in Leeds.", "Hot flushes and night sweats, and I'm on the pill", 'Better sleep and less stress', 'Yoga, but I stopped', 'My GP'];
  await page.goto('/personalized-onboarding');
  for (let i = 0; i < 5; i += 1) {
    await page.getByText(`Question ${i + 1} of 5`).waitFor();
    await page.getByRole('textbox').fill(answers[i]!);
    await page.getByRole('button', { name: i === 4 ? 'Generate Plan' : 'Next' }).click();
  }
  await page.getByRole('heading', { name: 'Your Personalized Plan' }).waitFor();
  await page.screenshot({ path: join(SHOTS, `${flow}-result.png`), fullPage: true });
  await page.getByRole('button', { name: 'Start My Wellness Journey →' }).click();
}

async function wizard(page: Page) {
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^Name/).fill('Maya');
  await page.getByLabel(/^Email/).fill('maya@example.com');
  await page.getByLabel(/^Location/).fill('Lyon');
  await page.getByRole('button', { name: 'Sleep Issues' }).click();
  await page.getByRole('button', { name: 'Energy/Fatigue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const typeInstead = page.getByRole('button', { name: 'Type instead' });
  if (await typeInstead.isVisible()) await typeInstead.click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill('I wake at 3am with hot flushes, skip breakfast, sit all day and feel stressed and tired by the afternoon.');
  await page.getByRole('button', { name: 'Generate Routines' }).click();
  await page.getByText('Step 3 of 3').waitFor();
  await page.getByRole('button', { name: 'Add Another Routine' }).click();
  await page.getByTestId('new-routine-name').fill('Evening stretch');
  await page.screenshot({ path: join(SHOTS, `${flow}-step3.png`), fullPage: true });
  await page.getByRole('button', { name: 'Add routine' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
}

async function dashboardTexts(page: Page, tag: string) {
  await page.waitForURL('**/dashboard');
  await page.getByText('Coach note').waitFor();
  await page.waitForTimeout(800);
  const main = await page.locator('main').innerText();
  const pick = (h: string) => { const i = main.indexOf(h); return i < 0 ? '' : main.slice(i, i + 400).split('\n').slice(0, 4).join(' | '); };
  console.log(`--- ${tag}`);
  console.log(pick('Coach note'));
  console.log(pick('Daily Motivation'));
  console.log(pick('Your personalized tip'));
  await page.screenshot({ path: join(SHOTS, `${flow}-${tag}.png`), fullPage: true });
}

const dataDir = await mkdtemp(join(tmpdir(), 'coach-walk-db-'));
const db = await resolveDatabase({ dataDir });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'], headless: true });
const port = 39170 + (flow === 'five' ? 0 : 1);
const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 390, height: 844 }, timezoneId: 'UTC' });
const page = await context.newPage();
let current: ChildProcess | null = null;
process.on('uncaughtException', (e) => { console.error(e); current?.kill('SIGTERM'); process.exit(1); });
process.on('unhandledRejection', (e) => { console.error(e); current?.kill('SIGTERM'); process.exit(1); });
for (const [i, day] of days.entries()) {
  const api = await startApi(db.uri, day, port);
  current = api;
  try {
    await page.clock.setSystemTime(new Date(`${day}T07:00:00Z`));
    if (i === 0) await (flow === 'five' ? five(page) : wizard(page));
    else await page.goto('/dashboard');
    await dashboardTexts(page, `day${i + 1}-morning`);
    if (checkIns[i]) {
      await page.getByRole('button', { name: 'Start Check-In' }).click();
      const typeMode = page.getByRole('dialog').getByRole('button', { name: /^Type/ });
      if (await typeMode.first().isVisible().catch(() => false)) await typeMode.first().click();
      await page.getByRole('dialog').getByRole('textbox').last().fill(checkIns[i]!);
      await page.getByRole('button', { name: 'Update My Plan' }).click();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: join(SHOTS, `${flow}-day${i + 1}-adapted.png`), fullPage: true });
      await page.keyboard.press('Escape');
      await page.waitForTimeout(500);
    }
    // Tick the first task.
    await page.getByRole('checkbox').first().check().catch(() => undefined);
    await page.waitForTimeout(1500);
    await dashboardTexts(page, `day${i + 1}-after`);
    if (i === days.length - 1) {
      // The weekly reflection, then back to the dashboard: the coach replies there.
      await page.goto('/weekly-checkin');
      await page.getByLabel('What helped you this week?').fill('The evening walks after dinner');
      await page.getByLabel("What didn't help or felt challenging?").fill('Bloated after bread most days');
      await page.getByRole('button', { name: 'Save Weekly Reflection' }).click();
      await page.waitForTimeout(1500);
      await page.goto('/dashboard');
      await page.getByTestId('weekly-coach-reply').waitFor({ timeout: 10000 }).catch(() => console.log('NO weekly coach reply on the dashboard'));
      console.log('weekly reply:', await page.getByTestId('weekly-coach-reply').innerText().catch(() => '(none)'));
      await page.getByTestId('weekly-coach-reply').scrollIntoViewIfNeeded().catch(() => undefined);
      await page.screenshot({ path: join(SHOTS, `${flow}-weekly-reply.png`) });
    }
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
}
await browser.close();
await db.stop?.();
process.exit(0);
