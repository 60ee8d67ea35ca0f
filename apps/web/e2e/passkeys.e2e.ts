// Getting back in on a new device (docs/decisions/051), in real Chromium: 'Add a passkey' with the DevTools
// virtual authenticator, then a fresh browser context holding the same credential signs in with it
// and sees her plan; a device-link code does the same; 'Delete my data' ends on the goodbye screen.
// Passkeys need a secure context whose host is the relying-party id ('localhost'), so these pages
// are opened on http://localhost:<port> rather than 127.0.0.1.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './support/browser';

const SHOTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
const T = { timeout: 15_000 };
let browser: Awaited<ReturnType<typeof launchBrowser>>;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

async function freshPage(opts: { atTheNumber?: boolean } = {}): Promise<Page> {
  const baseURL = opts.atTheNumber ? inject('baseURL') : inject('baseURL').replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  return context.newPage();
}

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

async function createProfile(page: Page, name: string): Promise<string> {
  await page.goto('/wellness-profile');
  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Location').fill('Leeds');
  await page.getByRole('button', { name: 'fatigue' }).click();
  await page.getByRole('button', { name: 'Start My Wellness Journey' }).click();
  await page.waitForURL('**/dashboard');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), T).toMatch(new RegExp(`, ${name}$`));
  return (await page.evaluate(() => localStorage.getItem('wellnessUserId'))) as string;
}

/** The dashboard of `name`: her greeting, and her plan or check-in. */
async function expectHerDashboard(page: Page, name: string) {
  await page.waitForURL('**/dashboard', T);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), T).toMatch(new RegExp(`^Good (morning|afternoon|evening), ${name}$`));
  await expect.poll(() => page.getByText("Here's your plan for today.").first().isVisible(), T).toBe(true);
}

describe('getting back in on a new device', () => {
  it("'Add a passkey' on My Profile, then a fresh browser with the same credential signs in and sees her plan", async () => {
    const phone = await freshPage();
    const { cdp, authenticatorId } = await virtualAuthenticator(phone);
    const userId = await createProfile(phone, 'Maya');
    // A routine of hers, and today's plan built from it.
    await phone.evaluate(async (id) => {
      const post = (path: string, body?: unknown) =>
        fetch(path, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      await post('/api/wellness/routines', { userId: id, type: 'movement', label: 'Gentle morning stretch', frequency: 'daily', subtasks: [] });
      await post(`/api/wellness/insight/regenerate-plan/${id}`);
    }, userId);

    await phone.goto('/profile');
    await phone.getByRole('button', { name: 'Add a passkey' }).click();
    await expect.poll(() => phone.getByText('Passkey 1', { exact: true }).isVisible(), T).toBe(true);
    await expect.poll(() => phone.getByText(/^Added [A-Z][a-z]+ \d{1,2}, \d{4}$/).isVisible(), T).toBe(true);
    await phone.getByRole('heading', { name: 'Your devices' }).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: join(SHOTS, 'passkeys-profile-devices.png') });
    await expectNoAxeViolations(phone);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    // A new device: no cookie, no local storage, the same passkey (synced, as on a real phone).
    const laptop = await freshPage();
    const other = await virtualAuthenticator(laptop);
    await other.cdp.send('WebAuthn.addCredential', { authenticatorId: other.authenticatorId, credential: credentials[0]! });
    await laptop.goto('/onboarding');
    await expect.poll(() => laptop.getByRole('button', { name: 'Sign in with a passkey' }).isVisible(), T).toBe(true);
    await laptop.screenshot({ path: join(SHOTS, 'passkeys-welcome-step.png'), fullPage: true });
    await expectNoAxeViolations(laptop);
    await laptop.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectHerDashboard(laptop, 'Maya');
    // Her plan: today's task from her routine.
    await expect.poll(() => laptop.getByText('Gentle morning stretch').first().isVisible(), T).toBe(true);
    expect(await laptop.evaluate(() => localStorage.getItem('wellnessUserId'))).toBe(userId);
    expect(await laptop.evaluate(() => localStorage.getItem('onboardingCompleted'))).toBe('true');
    await laptop.screenshot({ path: join(SHOTS, 'passkeys-signed-in-dashboard.png') });

    // Removing the passkey lists none; the laptop cannot sign in with it any more.
    await phone.goto('/profile');
    await phone.getByRole('button', { name: 'Remove Passkey 1' }).click();
    await expect.poll(() => phone.getByText('No passkeys yet.').isVisible(), T).toBe(true);
  });

  it('opened at the number (127.0.0.1): she is told to open localhost, in her words, and her device is never asked', async () => {
    const page = await freshPage({ atTheNumber: true });
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await createProfile(page, 'Ivy');
    await page.goto('/profile');
    const localhost = inject('baseURL').replace('127.0.0.1', 'localhost');
    const hint = page.getByTestId('passkeys-not-here');
    await expect.poll(() => hint.textContent(), T).toBe(`Passkeys need this site's address, not a number: open ${localhost}`);
    expect(await page.getByRole('button', { name: 'Add a passkey' }).count()).toBe(0);
    expect(await page.getByText(/invalid domain/i).count()).toBe(0);
    await hint.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'passkeys-at-the-number.png') });
    await expectNoAxeViolations(page);
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(0);
    // The welcome step says the same instead of offering 'Sign in with a passkey'.
    const other = await freshPage({ atTheNumber: true });
    await other.goto('/onboarding');
    await expect.poll(() => other.getByTestId('passkeys-not-here').textContent(), T).toBe(`Passkeys need this site's address, not a number: open ${localhost}`);
    expect(await other.getByRole('button', { name: 'Sign in with a passkey' }).count()).toBe(0);
  });

  it("a device-link code from 'Link another device' signs a fresh browser in on /wellness-profile", async () => {
    const phone = await freshPage();
    const userId = await createProfile(phone, 'Rosa');
    await phone.goto('/profile');
    await phone.getByRole('button', { name: 'Link another device' }).click();
    const shown = phone.getByTestId('device-code');
    await expect.poll(() => shown.isVisible(), T).toBe(true);
    const code = ((await shown.textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z2-9]{4} [A-Z2-9]{4}$/);
    await phone.screenshot({ path: join(SHOTS, 'device-link-code.png') });

    const tablet = await freshPage();
    await tablet.goto('/wellness-profile');
    await tablet.getByLabel('Code from your other device').fill(code.toLowerCase());
    await tablet.getByRole('button', { name: 'Use code' }).click();
    await expectHerDashboard(tablet, 'Rosa');
    expect(await tablet.evaluate(() => localStorage.getItem('wellnessUserId'))).toBe(userId);

    // Used once: a second browser gets a clear message.
    const third = await freshPage();
    await third.goto('/wellness-profile');
    await third.getByLabel('Code from your other device').fill(code);
    await third.getByRole('button', { name: 'Use code' }).click();
    await expect.poll(() => third.getByRole('alert').textContent(), T).toBe('That code is not valid or has expired. Ask your other device for a new one.');
  });

  it("'Download my data', then 'Delete my data' (named, confirmed) → goodbye; the file restores her on the welcome step", async () => {
    const page = await freshPage();
    const userId = await createProfile(page, 'Noor');
    await page.goto('/profile');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^cadence-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = join(SHOTS, 'noor-export.json');
    await download.saveAs(file);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Clinician summary (PDF)' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^cadence-clinician-summary-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/);

    await page.getByRole('button', { name: 'Delete my data' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.getByText('your public page (its link stops working)').isVisible(), T).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'delete-my-data-confirm.png') });
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await page.waitForURL('**/goodbye', T);
    await expect.poll(() => page.getByRole('heading', { name: 'Your data has been deleted' }).isVisible(), T).toBe(true);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await page.context().request.get(`/api/wellness/users/${userId}`)).status()).toBe(404);
    await expectNoAxeViolations(page);

    await page.goto('/onboarding');
    await page.getByTestId('restore-file').setInputFiles(file);
    await expectHerDashboard(page, 'Noor');
    expect(await page.evaluate(() => localStorage.getItem('wellnessUserId'))).not.toBe(userId);
  });
});
