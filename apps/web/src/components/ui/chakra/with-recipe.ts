import { createElement, type ComponentType } from 'react';

/** The component with `recipe` preset (Chakra uses a `recipe` prop before looking up the system). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Chakra root component
export function withRecipe<C extends ComponentType<any>>(Component: C, recipe: object): C {
  // React 19: `ref` is an ordinary prop of function components, so it passes through.
  const Scoped = (props: object) => createElement(Component, { recipe, ...props });
  Scoped.displayName = `Scoped(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Scoped as unknown as C;
}

/** A slot-recipe namespace (`Dialog.Root`, `Dialog.Content`, …) whose Root carries the recipe. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Chakra namespace with a Root
export function withSlotRecipe<N extends { Root: ComponentType<any> }>(ns: N, recipe: object): N {
  return { ...ns, Root: withRecipe(ns.Root, recipe) };
}
