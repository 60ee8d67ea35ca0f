import { createElement, type ComponentType } from 'react';

/**
 * The component with `recipe` preset (Chakra uses a `recipe` prop before looking up the system),
 * and optional default props (`defaults`) that the caller's own props override.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Chakra root component
export function withRecipe<C extends ComponentType<any>>(Component: C, recipe: object, defaults: object = {}): C {
  // React 19: `ref` is an ordinary prop of function components, so it passes through.
  const Scoped = (props: object) => createElement(Component, { recipe, ...defaults, ...props });
  Scoped.displayName = `Scoped(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Scoped as unknown as C;
}

/** A slot-recipe namespace (`Dialog.Root`, `Dialog.Content`, …) whose Root carries the recipe. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Chakra namespace with a Root
export function withSlotRecipe<N extends { Root: ComponentType<any> }>(ns: N, recipe: object, defaults: object = {}): N {
  return { ...ns, Root: withRecipe(ns.Root, recipe, defaults) };
}

/**
 * Text fields take the brand palette: their keyboard-focus ring is `colorPalette.focusRing`, which
 * for Chakra's default gray palette is a 1 px gray-400 line (2.6:1 on white, under the 3:1 a focus
 * indicator needs); brand.focusRing is teal 700 / 300 (≥ 4.3:1 light, ≥ 6.4:1 dark: docs/decisions/115).
 */
export const FIELD_DEFAULTS = { colorPalette: 'brand' } as const;
