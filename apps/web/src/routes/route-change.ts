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
 * What a route change does (docs/decisions/115), in its own chunk (not initial JS): the document
 * title always; after a change (not the first load) the page's name said by the live region and
 * focus on the new page's h1, awaited past lazy chunks and Suspense fallbacks, never the previous
 * page's. Returns a function that stops waiting for the heading.
 */
export function afterRouteChange(pageTitle: string | undefined, change: { heading: Element | null; active: Element | null } | null): () => void {
  // A page that names itself (the public profile: her own name) sets the title in its own effect.
  if (pageTitle) document.title = documentTitle(pageTitle);
  if (!change) return () => undefined;
  if (pageTitle) announce(pageTitle);
  return focusHeadingWhenShown(document.querySelector('.cadence-shell') ?? document, {
    skip: change.heading,
    timeoutMs: WAIT_FOR_HEADING_MS,
    canFocus: () => focusUntouched(document.activeElement, change.active),
  });
}
