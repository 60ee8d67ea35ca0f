import { Suspense } from 'react';
import { lazyPreloaded } from '../../lib/lazy-preloaded';

// Passkey sign-in, a one-time code and restore-from-file (WebAuthn helpers, form fields): below
// the fold of a first screen, so their ~8 KiB gzip download beside it instead of before it.
const Lazy = lazyPreloaded(() => import('./get-back-in'), (m) => m.GetBackIn);

/** GetBackIn from its own chunk (fetched as soon as the screen that shows it loads). */
export function GetBackInLater(props: { withRestore?: boolean }) {
  void Lazy.preload();
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
