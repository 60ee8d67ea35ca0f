import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as scopedComponents from '../components/ui/chakra-scoped';
import { getSystem } from './index';

const system = getSystem();

/**
 * Every Chakra value export the app imports, with the recipe keys it needs (`[]`: no recipe —
 * layout primitives, providers, helpers). The system only registers the recipes in ./recipes.ts,
 * and Chakra renders a component whose recipe is missing unstyled instead of failing, so this
 * table is checked against the source below.
 */
const CHAKRA_COMPONENT_RECIPES: Readonly<Record<string, readonly string[]>> = {
  Alert: ['alert', 'icon'],
  Badge: ['badge'],
  Button: ['button', 'spinner'],
  Card: ['card'],
  Checkbox: ['checkbox'], // not used: ticks are components/ui/check-item.tsx (native input + Checkmark)
  Checkmark: ['checkmark'],
  CloseButton: ['button'],
  Heading: ['heading'],
  IconButton: ['button'],
  Link: ['link'],
  List: ['list'],
  Skeleton: ['skeleton'],
  Spinner: ['spinner'],
  Toaster: [], // the group only; each toast's recipe travels with Toast (chakra-scoped)
  // No recipe of their own.
  Box: [],
  Center: [],
  ChakraProvider: [],
  Flex: [],
  Grid: [],
  HStack: [],
  Portal: [],
  SimpleGrid: [],
  Stack: [],
  Text: [],
  VisuallyHidden: [],
  VStack: [],
  Wrap: [],
  chakra: [],
  createSystem: [],
  createToaster: [],
  defaultBaseConfig: [],
  defineConfig: [],
};

const SCOPED_DIR = join('components', 'ui', 'chakra');
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name): string[] => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `name → files` of the value imports from '@chakra-ui/react' in the app's source. */
function chakraImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    if (relative(SRC, dirname(file)) === SCOPED_DIR) continue; // the recipe-scoped wrappers themselves
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      if (m[1] || !m[2]) continue;
      for (const raw of m[2].split(',')) {
        const name = raw.trim().replace(/\s+as\s+.*/, '');
        if (!name || name.startsWith('type ')) continue;
        found.set(name, [...(found.get(name) ?? []), relative(SRC, file)]);
      }
    }
  }
  return found;
}

describe('theme system', () => {
  const imports = chakraImports();

  it('sees the app imports', () => {
    expect(imports.get('Button')?.length).toBeGreaterThan(5);
  });

  it('knows the recipe needs of every Chakra export the app imports', () => {
    const unknown = [...imports].filter(([name]) => !(name in CHAKRA_COMPONENT_RECIPES)).map(([name, files]) => `${name} (${files[0]})`);
    expect(unknown, 'add them to CHAKRA_COMPONENT_RECIPES here and their recipes to src/theme/recipes.ts').toEqual([]);
  });

  it('registers every recipe those components need', () => {
    const missing = [...imports.keys()].flatMap((name) => (CHAKRA_COMPONENT_RECIPES[name] ?? []).filter((key) => !system.hasRecipe(key)).map((key) => `${name} → ${key}`));
    expect(missing).toEqual([]);
  });

  it('leaves out recipes the app does not use', () => {
    for (const key of ['datePicker', 'colorPicker', 'combobox', 'select', 'menu', 'slider', 'accordion']) expect(system.hasRecipe(key)).toBe(false);
  });

  it('imports recipe-scoped components only from components/ui/chakra-scoped (their recipes are not in the system)', () => {
    const direct = Object.keys(scopedComponents).flatMap((name) => (imports.get(name) ?? []).map((file) => `${name} (${file})`));
    expect(direct).toEqual([]);
    for (const key of ['dialog', 'field', 'input', 'tabs', 'table', 'switch', 'progress', 'toast']) expect(system.hasRecipe(key)).toBe(false);
  });

  it('keeps the default tokens and the brand palette', () => {
    expect(system.token('colors.teal.700')).toBe('#0c5d56');
    expect(system.token('colors.brand.700')).toBe('#0f766e');
    expect(system.token('spacing.4')).toBe('1rem');
  });
});

describe('solid button hover contrast', () => {
  it('darkens (never lightens) a filled button on hover and when expanded', () => {
    const solid = system.getRecipe('button')?.variants?.variant?.solid as Record<string, { bg?: string }>;
    for (const state of ['_hover', '_expanded']) expect(solid[state]?.bg).toBe('color-mix(in srgb, {colors.colorPalette.solid} 88%, black)');
    const css = system.css({ colorPalette: 'brand', _hover: solid._hover }) as Record<string, Record<string, unknown>>;
    expect(JSON.stringify(css)).toContain('color-mix(in srgb, var(--chakra-colors-color-palette-solid) 88%, black)');
  });
});
