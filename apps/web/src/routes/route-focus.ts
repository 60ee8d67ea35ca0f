import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { announce } from '../components/ui/announcer';
import { focusHeadingWhenShown } from '../components/ui/focus-heading';
import { PRODUCT_NAME } from '../lib/constants';

/** How long a route change waits for the new page's h1 (lazy chunks, a slow first answer). */
const WAIT_FOR_HEADING_MS = 15_000;

/** "Today's plan · Cadence": each route's own document title (the product name alone without one). */
export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/**
 * Whether focus is still where the route change left it — on <body>, on the link or button that
 * navigated (or in the top navigation), or on an element the change removed — so moving it to the
 * new page's heading takes nothing from her. If she has already moved on (typed into a field that
 * appeared first), focus stays where she put it.
 */
export function focusUntouched(active: Element | null, from: Element | null): boolean {
  if (!active || active === document.body || active === document.documentElement) return true;
  if (active === from || !active.isConnected) return true;
  return active.closest('.cadence-topnav') !== null;
}

/**
 * After a route change (not the first load): focus moves to the new page's h1 (made focusable with
 * tabindex=-1, no visible ring: it is where reading starts, not a control) and the app's live
 * region says the page's name. The document title follows every route (docs/decisions/115).
 * Pages whose chunk or data is still loading show a spinner first: the h1 is awaited, and one
 * left over from the previous page is never taken for the new one.
 */
export function useRouteFocus(pathname: string, pageTitle: string | undefined): void {
  const router = useRouter();
  const before = useRef<{ heading: Element | null; active: Element | null }>({ heading: null, active: null });
  const firstLoad = useRef(true);

  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (e) => {
        if (e.pathChanged) before.current = { heading: document.querySelector('#main h1'), active: document.activeElement };
      }),
    [router],
  );

  useEffect(() => {
    // A page that names itself (the public profile: her own name) sets the title in its own effect.
    if (pageTitle) document.title = documentTitle(pageTitle);
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    if (pageTitle) announce(pageTitle);
    const { heading: old, active: from } = before.current;
    return focusHeadingWhenShown(document.querySelector('.cadence-shell') ?? document, {
      skip: old,
      timeoutMs: WAIT_FOR_HEADING_MS,
      canFocus: () => focusUntouched(document.activeElement, from),
    });
  }, [pathname, pageTitle]);
}
