// One paint to the first screen (docs/decisions/091): a fresh visit to / shows the splash from the
// first frame, then the welcome step — no empty page while the code loads and no 'Loading...'
// between them. Every animation frame's state is recorded in the page (not timed), on a CPU slowed
// 4× like a phone, so the phases are long enough to be seen on any machine.
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';

const b = setupBrowser({ viewport: { width: 390, height: 844 } });

declare global {
  interface Window {
    __frames?: string[];
  }
}

describe('first visit', () => {
  it('/ paints the splash with the HTML, then the welcome step: nothing blank, no Loading... in between', async () => {
    const { page } = b;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const frames: string[] = [];
      window.__frames = frames;
      const state = () => {
        // Before the parser has reached the body's first element (the splash), nothing of the page exists.
        if (!document.body?.firstElementChild) return 'no body yet';
        if (document.getElementById('boot-splash')) return 'splash';
        const splash = document.querySelector('[data-testid="splash"]');
        if (splash) return splash.hasAttribute('data-fading') ? 'splash fading' : 'splash';
        const text = document.body.innerText;
        if (/Loading\.\.\./.test(text)) return 'Loading...';
        if (/Welcome to Cadence/.test(text)) return 'welcome';
        return 'blank';
      };
      const tick = () => {
        const s = state();
        if (frames[frames.length - 1] !== s) frames.push(s);
        if (s !== 'welcome') requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Cadence' }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: 'e2e/screenshots/first-visit-welcome.png' });
    const frames = (await page.evaluate(() => window.__frames ?? [])).filter((s) => s !== 'no body yet');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The fade ends on the empty page it fades to; the welcome step is the next thing drawn.
    const seen = JSON.stringify(frames);
    expect(frames[0], seen).toBe('splash');
    expect(frames.at(-1), seen).toBe('welcome');
    expect(frames, seen).not.toContain('Loading...');
    const beforeFade = frames.slice(0, frames.indexOf('splash fading') === -1 ? frames.length : frames.indexOf('splash fading'));
    expect(beforeFade.filter((s) => s !== 'splash' && s !== 'welcome'), seen).toEqual([]);
  });
});
