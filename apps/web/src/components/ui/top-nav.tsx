import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { PRODUCT_NAME } from '../../lib/constants';
import { ColorModeButton } from '../../platform/color-mode/color-mode-button';

/** The four top-level destinations (spec §2), in order. */
export const NAV_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/routines', label: 'Routines' },
  { to: '/log', label: 'Log' },
  { to: '/profile', label: 'Profile' },
] as const;

/** A plain left click (no modifier, not already handled): the app navigates instead of the browser. */
function isPlainClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/** Other paths that are the same screen as a nav item (docs/decisions/061: `/daily-plan-log` is the Log too). */
const NAV_ALIASES: Readonly<Record<string, readonly string[]>> = { '/log': ['/daily-plan-log'] };

/** The nav item for `to` is current on that page and below it (/profile/edit → Profile), as the router's Link, and on its aliases. */
export function isCurrentNavPath(pathname: string, to: string): boolean {
  return [to, ...(NAV_ALIASES[to] ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Publishes the sticky header's height as `--cadence-header-h` on <html> while it is shown: the
 * page's `scroll-padding-top` (src/theme/shell-styles.ts) keeps what the keyboard focuses from
 * scrolling under it — two rows on phones, one from 480 px, taller with larger text.
 */
function trackHeaderHeight(el: HTMLElement | null): (() => void) | undefined {
  if (!el) return undefined;
  const root = document.documentElement;
  const set = () => root.style.setProperty('--cadence-header-h', `${Math.ceil(el.getBoundingClientRect().height)}px`);
  set();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(set) : undefined;
  observer?.observe(el);
  return () => {
    observer?.disconnect();
    root.style.removeProperty('--cadence-header-h');
  };
}

/**
 * Top navigation: logo 'Cadence' → /dashboard and four links; the current one is highlighted
 * and carries aria-current="page". Mobile-first: fits 360 px.
 * Plain anchors with the static classes of src/theme/top-nav-styles.ts: the nav mounts with the
 * first screen after the splash, in the route change's one synchronous render, so it does neither
 * run-time styling nor one router subscription per link there (docs/decisions/022: TBT). Like the router's
 * Link, a plain click navigates in the app and hovering/focusing a link preloads its screen.
 */
export function TopNav() {
  const navigate = useNavigate();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const go = (to: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    void navigate({ to });
  };
  const preload = (to: string) => () => void router.preloadRoute({ to }).catch(() => undefined);
  const header = useRef<HTMLElement>(null);
  useLayoutEffect(() => trackHeaderHeight(header.current), []);
  return (
    <header ref={header} className="cadence-topnav">
      <nav aria-label="Main" className="cadence-topnav__inner">
        {/* The logo never carries aria-current: only the nav item does. */}
        <a href="/dashboard" onClick={go('/dashboard')} className="cadence-topnav__brand">
          <span aria-hidden="true" className="cadence-topnav__dot" />
          {PRODUCT_NAME}
        </a>
        <div className="cadence-topnav__toggle">
          <ColorModeButton />
        </div>
        <ul className="cadence-topnav__links">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <a
                href={l.to}
                className="cadence-topnav__link"
                aria-current={isCurrentNavPath(pathname, l.to) ? 'page' : undefined}
                onClick={go(l.to)}
                onMouseEnter={preload(l.to)}
                onFocus={preload(l.to)}
                onTouchStart={preload(l.to)}
              >
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
