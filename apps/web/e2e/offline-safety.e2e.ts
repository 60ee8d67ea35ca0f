// Safety with no signal (docs/decisions/121-red-flags-read-offline.md): a check-in that cannot reach
// the server is read by the domain's red-flag rules in the browser, and a red flag shows its
// action-first notice with a tel: link (which works without data) at once. The check-in itself waits in the
// outbox and is sent when she is back (docs/decisions/122).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { signUp, T } from './support/daily-loop';

// A phone in the UK with no location country: the notice takes the browser's region (en-GB → 999).
const b = setupBrowser({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
const SHOTS = join(import.meta.dirname, 'artifacts');

describe('a red flag answered with no network', () => {
  it('offline check-in "crushing chest pain": the notice with Call 999 (tel:999) shows at once; nothing is sent yet; her words wait on the phone', async () => {
    b.allowConsoleErrors();
    const { page, context } = b;
    await signUp(page, 'Nia', [{ type: 'movement', label: 'Morning walk' }], { location: 'somewhere quiet' });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add to Your Plan' }).click();
    const box = page.getByRole('textbox', { name: 'How are you feeling today?' });
    await expect.poll(() => box.isVisible(), T).toBe(true);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('plan.adapt')) sent++;
    });
    await context.setOffline(true);
    await box.fill('Slept badly. I have crushing chest pain and my left arm feels heavy');
    await page.getByRole('button', { name: 'Update My Plan' }).click();
    const dialog = page.getByRole('dialog');
    const notice = dialog.getByTestId('safety-notice');
    await expect.poll(() => notice.isVisible(), T).toBe(true);
    const call = notice.getByRole('link', { name: 'Call 999' });
    expect(await call.getAttribute('href')).toBe('tel:999');
    expect((await notice.getByTestId('safety-action').innerText()).trim()).toMatch(/call 999 now/);
    expect(sent).toBe(0);
    // Her words are not lost: kept on the phone, shown as waiting.
    expect(await dialog.getByTestId('check-in-on-phone').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('outbox-toggle').innerText(), T).toBe('Waiting to send · 1 change');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'offline-safety-notice-390.png') });
    await context.setOffline(false);
  });
});
