import { useDeferredValue, type ReactNode } from 'react';

/**
 * Shows `fallback` in the render that mounts it and `children` in a transition right after.
 *
 * For a screen's top component: a route change is rendered synchronously (the router's store), so
 * on a slow phone everything the new screen does in its first render — its queries, its forms, its
 * run-time styles — is one long task (docs/decisions/022: Total Blocking Time). Behind this, the route change
 * renders only the fallback, and React renders the screen itself in slices of a few milliseconds.
 */
export function DeferredMount({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const mounted = useDeferredValue(true, false);
  return <>{mounted ? children : fallback}</>;
}
