import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, layerStyles, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './recipes';

/**
 * Filled (solid) buttons get DARKER on hover/expanded. Chakra's default lightens them
 * (`colorPalette.solid/90` = 90% opacity over the page), which drops white text on brand teal to
 * 4.48:1 on a white page (below WCAG AA 4.5:1) and on red to 4.30:1. 12% black keeps brand at
 * 6.6:1 and red at 5.9:1 in light mode, and darker still over the dark-mode page.
 */
const SOLID_HOVER = { bg: 'color-mix(in srgb, {colors.colorPalette.solid} 88%, black)' };

/**
 * One focus ring colour for every palette, in each colour mode: teal 700 (#0f766e) on light pages,
 * teal 300 (#5eead4) on dark ones — at least 3:1 against every background a ring sits on (WCAG
 * 2.4.11/1.4.11; the figures are in docs/decisions/115-keyboard-and-screen-reader.md and
 * theme.test.ts checks them). Chakra's defaults were not: gray 400 (2.6:1 on white, on Back, Cancel,
 * the dialog ×, Edit, 'Skip today'), and green, orange, yellow and teal 500 are under 3:1 too.
 */
export const FOCUS_RING = { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } as const;
/** Chakra's palettes whose `focusRing` the app's components may use. */
export const FOCUS_RING_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'] as const;
const OTHER_PALETTE_FOCUS_RINGS = Object.fromEntries(FOCUS_RING_PALETTES.map((p) => [p, { focusRing: { value: FOCUS_RING } }]));

/**
 * Chakra's default theme (tokens, semantic tokens, text/layer/animation styles, global CSS) with
 * only the component recipes the app uses (./recipes) instead of `defaultConfig`'s ~70 recipes:
 * the system is in the entry chunk, so every unused recipe was initial JS on every route (docs/decisions/022).
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  // Chakra's default global CSS and @keyframes are only ever turned into CSS, and that CSS is built
  // into index.html (./document-system.ts adds them there): the browser's system never needs them,
  // so the entry chunk does not carry them (docs/decisions/091).
  theme: { breakpoints, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

/**
 * Cadence theme: the trimmed Chakra v3 default theme plus a teal `brand` palette.
 * Use `colorPalette="brand"` on components. `brand.solid` is teal 700 so white text
 * on it passes WCAG AA (teal 600 does not for normal-size text).
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
    // Visible keyboard focus everywhere (docs/decisions/022). Zero specificity: component recipes win.
    ':where(a, button, input, select, textarea, summary, [tabindex]):focus-visible': {
      outline: '2px solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
    // Reduced motion: no transitions or animations beyond an instant change.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    recipes: {
      button: { variants: { variant: { solid: { _hover: SOLID_HOVER, _expanded: SOLID_HOVER } } } },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#f0fdfa' },
          100: { value: '#ccfbf1' },
          200: { value: '#99f6e4' },
          300: { value: '#5eead4' },
          400: { value: '#2dd4bf' },
          500: { value: '#14b8a6' },
          600: { value: '#0d9488' },
          700: { value: '#0f766e' },
          800: { value: '#115e59' },
          900: { value: '#134e4a' },
          950: { value: '#042f2e' },
        },
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: FOCUS_RING },
        },
        ...OTHER_PALETTE_FOCUS_RINGS,
      },
    },
  },
});

/** The configs the system is made of (./document-system.ts extends them for index.html). */
export const systemConfigs = [defaultBaseConfig, themeConfig, config] as const;

let built: SystemContext | undefined;

/**
 * The Chakra system, built on first use. Building it (every design token resolved into CSS
 * variables and lookup tables) is the biggest single piece of start-up work, so it is not done
 * while the modules evaluate: src/main.tsx builds it in a task of its own, between evaluating the
 * modules and the first render, so neither task is long (docs/decisions/022: Total Blocking Time).
 */
export function getSystem(): SystemContext {
  return (built ??= createSystem(...systemConfigs));
}
