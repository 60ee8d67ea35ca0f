import { TOAST_VIEWPORT_HOTKEY } from '@cadence/domain';
import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../../lib/constants';

/** Chakra's `md` breakpoint: from here on the page has room for a toast beside its buttons. */
export const WIDE_VIEWPORT_QUERY = '(min-width: 48em)';

/**
 * Where toasts appear. Phones: at the top — at the bottom a toast covered the full-width primary
 * buttons (Save, Next, Update My Plan…) for its 5 s. Wider screens: bottom-end, beside the content.
 */
export function toastPlacement(): 'top' | 'bottom-end' {
  const wide = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(WIDE_VIEWPORT_QUERY).matches;
  return wide ? 'bottom-end' : 'top';
}

/**
 * One toaster for the app (spec §9): at most 1 toast at a time, 5000 ms by default, F8 moves
 * focus to the toast region, swipe right (≥ 50 px) to dismiss (toaster-view.tsx).
 */
export const toaster = createToaster({
  placement: toastPlacement(),
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  hotkey: [TOAST_VIEWPORT_HOTKEY],
  pauseOnPageIdle: true,
});

/**
 * The toast region. Its UI (Chakra Toast + the zag machine) is loaded lazily so it is not part of
 * the initial bundle; toasts created before it mounts are picked up from the store when it does.
 */
const ToasterView = lazy(() => import('./toaster-view').then((m) => ({ default: m.ToasterView })));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Options of a toast: its duration and an optional action button (e.g. 'Undo'). */
export interface ToastOptions {
  duration?: number;
  action?: { label: string; onClick: () => void };
}

function show(type: ToastKind, title: string, description?: string, opts?: ToastOptions) {
  // Spec's TOAST_LIMIT is 1 and the newest toast wins: drop the current one (and any queued)
  // instead of letting Chakra queue the new one behind it.
  toaster.remove();
  return toaster.create({ type, title, description, duration: opts?.duration ?? TOAST_DURATION_MS, action: opts?.action });
}

/** `toast.success('✓ Profile Created!', 'Welcome to your wellness journey')`. */
export const toast = {
  success: (title: string, description?: string, opts?: ToastOptions) => show('success', title, description, opts),
  error: (title: string, description?: string, opts?: ToastOptions) => show('error', title, description, opts),
  info: (title: string, description?: string, opts?: ToastOptions) => show('info', title, description, opts),
  warning: (title: string, description?: string, opts?: ToastOptions) => show('warning', title, description, opts),
  dismiss: () => toaster.dismiss(),
};
