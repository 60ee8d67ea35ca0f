import { describe, expect, it } from 'vitest';
import { FOCUS_RING_PALETTES, getSystem } from './index';

const system = getSystem();

/** A token's hex value in one colour mode, following `{colors.x.y}` references. */
function hex(name: string, mode: '_light' | '_dark'): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no token colors.${name}`);
  const conditions = token.extensions?.conditions as Record<string, string> | undefined;
  const raw = conditions?.[mode] ?? conditions?.base ?? (token.originalValue as string) ?? token.value;
  const ref = /^\{colors\.(.+)\}$/.exec(String(raw));
  if (ref) return hex(ref[1]!, mode);
  const value = String(raw);
  if (value === 'white') return '#ffffff';
  if (value === 'black') return '#000000';
  return value;
}

const luminance = (h: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** Every background a focus ring is drawn over: pages, cards, panels, tinted notices and cards. */
const BACKGROUNDS = ['bg', 'bg.subtle', 'bg.panel', 'bg.muted', 'bg.emphasized', 'brand.subtle', 'brand.muted', 'bg.error', 'bg.warning', 'bg.info', 'bg.success'];

describe('focus rings (WCAG 2.4.11 / 1.4.11: at least 3:1 against what is around them)', () => {
  for (const mode of ['_light', '_dark'] as const) {
    it(`every palette's ring is one colour, ≥ 3:1 on every background (${mode.slice(1)} mode)`, () => {
      const ring = hex('brand.focusRing', mode);
      expect(ring).toBe(mode === '_light' ? '#0f766e' : '#5eead4');
      for (const palette of FOCUS_RING_PALETTES) expect(hex(`${palette}.focusRing`, mode), palette).toBe(ring);
      for (const bg of BACKGROUNDS) expect(contrast(ring, hex(bg, mode)), `${ring} on ${bg} ${hex(bg, mode)}`).toBeGreaterThanOrEqual(3);
    });
  }
});
