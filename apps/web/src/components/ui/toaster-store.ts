import { TOAST_VIEWPORT_HOTKEY } from '@cadence/domain';
import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../../lib/constants';

/** Chakra's `md` breakpoint: from here on the page has room for a toast beside its buttons. */
export const WIDE_VIEWPORT_QUERY = '(min-width: 48em)';

/**
 * Where toasts appear. Phones: at the bottom — at the top a toast covered the skip link, the navigation and an
 * open dialog's title and close button, and paused there under a hovering pointer (docs/decisions/097). A tick
 * no longer shows a toast at all (it confirms itself in place). The page keeps what has focus clear of a toast
 * (its height is added to the page's bottom scroll padding and the focused control is scrolled above it:
 * toaster-view.tsx, docs/decisions/115). Wider screens: bottom-end, beside the content.
 */
export function toastPlacement(): 'bottom' | 'bottom-end' {
  const wide = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(WIDE_VIEWPORT_QUERY).matches;
  return wide ? 'bottom-end' : 'bottom';
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
