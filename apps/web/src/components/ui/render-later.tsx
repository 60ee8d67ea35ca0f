import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children one step after the content around them: the first commit leaves them out,
 * a transition (time-sliced, interruptible) adds them right after. Splits one long commit of a big
 * screen into two shorter tasks (docs/decisions/022: Total Blocking Time). Only for content BELOW what is
 * already shown, so nothing moves when it appears.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
