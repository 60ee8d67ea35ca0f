import { describe, expect, it } from 'vitest';
import { globalCssText } from './global-css';
import { documentSystem as system } from './document-system';

describe('globalCssText (Chakra global CSS inlined into index.html)', () => {
  const css = globalCssText(system);

  it('declares the cascade layers first, then the reset, the global styles and the tokens', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
  });

  it('carries the brand palette, its semantic tokens in both colour modes, and the focus ring', () => {
    expect(css).toContain('--chakra-colors-brand-700:#0f766e');
    expect(css).toMatch(/--chakra-colors-brand-solid:var\(--chakra-colors-brand-700\)/);
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-brand-fg:var\(--chakra-colors-brand-200\)/);
    expect(css).toContain('focus-visible');
  });

  it('carries the static classes of the shell and the top nav (not in the JavaScript)', () => {
    for (const cls of ['.cadence-topnav__link', '.cadence-shell__skip', '.cadence-icon-button', '.cadence-spinner', '.cadence-splash']) expect(css).toContain(cls);
    expect(css).toMatch(/\.cadence-splash\[data-fading\][^{]*\{opacity:0/);
  });

  it('is the same text on every build (no ids or hashes that change)', () => {
    expect(globalCssText(system)).toBe(css);
  });
});
