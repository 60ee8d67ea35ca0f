import { afterEach, describe, expect, it } from 'vitest';
import { focusHeadingWhenShown } from './focus-heading';

const tick = () => new Promise((r) => setTimeout(r, 0));
afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusHeadingWhenShown', () => {
  it('waits for the new heading: not the old one, nor one hidden behind a Suspense fallback', async () => {
    document.body.innerHTML = '<div id="c"><div style="display: none !important"><h1>Welcome to Cadence</h1></div><p role="status">Loading</p></div>';
    const c = document.getElementById('c')!;
    const stop = focusHeadingWhenShown(c);
    expect(document.activeElement).toBe(document.body);
    const h1 = document.createElement('h1');
    h1.textContent = 'Tell us about you';
    c.append(h1);
    await tick();
    expect(document.activeElement).toBe(h1);
    expect(h1).toHaveAttribute('tabindex', '-1');
    stop();
  });

  it('does not move focus she has already moved', async () => {
    document.body.innerHTML = '<div id="c"><input id="i"></div>';
    document.getElementById('i')!.focus();
    const stop = focusHeadingWhenShown(document.getElementById('c')!, { canFocus: () => document.activeElement === document.body });
    document.getElementById('c')!.append(document.createElement('h1'));
    await tick();
    expect(document.activeElement?.id).toBe('i');
    stop();
  });
});
