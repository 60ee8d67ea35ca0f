import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type, as React.lazy
export type PreloadedLazy<C extends ComponentType<any>> = LazyExoticComponent<C> & {
  /** Start (or join) the download; resolves once the component can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` for parts of a screen that are split out of its initial JS (JS budget, docs/decisions/022) but
 * should not flash a fallback: call `preload()` when the screen mounts, and once the chunk is
 * there the component renders at once (the lazy factory hands React an already-settled thenable,
 * which React reads synchronously) instead of suspending for a frame.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type, as React.lazy
export function lazyPreloaded<M, C extends ComponentType<any>>(load: () => Promise<M>, pick: (module: M) => C): PreloadedLazy<C> {
  let loaded: { default: C } | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = { default: pick(m) };
    }));
  const Component = lazy(() => {
    const ready = loaded;
    if (ready) return { then: (resolve: (m: { default: C }) => void) => resolve(ready) } as unknown as Promise<{ default: C }>;
    return preload().then(() => loaded as { default: C });
  });
  return Object.assign(Component, { preload });
}
