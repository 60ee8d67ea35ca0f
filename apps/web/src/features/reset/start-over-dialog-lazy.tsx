import { cloneElement, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import { lazyPreloaded } from '../../lib/lazy-preloaded';
import type { StartOverDialogProps } from './start-over-dialog';

// The confirmation dialog (Chakra's dialog machine, portal and focus trap: ~20 KiB gzip) is only
// needed once she taps the button: its own chunk, fetched as soon as the screen shows.
const Lazy = lazyPreloaded(() => import('./start-over-dialog'), (m) => m.StartOverDialog);

/**
 * StartOverDialog from its own chunk. Until it arrives (a moment) the trigger button shows as is,
 * and a tap on it is kept: the dialog then opens as soon as it is there.
 */
export function StartOverDialogLater(props: StartOverDialogProps) {
  void Lazy.preload();
  const [tapped, setTapped] = useState(false);
  const waiting = cloneElement(props.trigger as ReactElement<{ onClick?: (e: MouseEvent) => void }>, { onClick: () => setTapped(true) });
  return (
    <Suspense fallback={waiting}>
      <Lazy {...props} defaultOpen={tapped} />
    </Suspense>
  );
}
