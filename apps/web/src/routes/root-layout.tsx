import { Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Announcer } from '../components/ui/announcer';
import { whenIdle } from '../lib/when-idle';
import { TopNav } from '../components/ui/top-nav';
import { useRouteFocus } from './route-focus';

const NOT_FOUND_TITLE = 'Page not found';

/**
 * App shell: skip link, top navigation (unless the route opts out) and the page. Plain elements
 * with the static classes of src/theme/shell-styles.ts: rendered on every route change, so no
 * run-time styling here (docs/decisions/022: Total Blocking Time).
 */
export function RootLayout() {
  const matches = useMatches();
  const hideNav = matches.some((m) => m.staticData?.hideNav);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isNotFound = matches.length === 1 || matches.some((m) => m.status === 'notFound');
  const pageTitle = isNotFound ? NOT_FOUND_TITLE : matches.findLast((m) => m.staticData?.title)?.staticData?.title;
  useRouteFocus(pathname, pageTitle);
  // Loaded once the first screen is up (not initial JS: the budgets of docs/decisions/022); nothing can be replaced
  // under her focus before she has used the page.
  useEffect(() => {
    let uninstall: (() => void) | undefined;
    let live = true;
    whenIdle(() => {
      void import('../components/ui/focus-rescue').then((m) => {
        if (live) uninstall = m.installFocusRescue();
      });
    });
    return () => {
      live = false;
      uninstall?.();
    };
  }, []);
  return (
    <div className="cadence-shell">
      <a href="#main" className="cadence-shell__skip">
        Skip to content
      </a>
      {hideNav ? null : <TopNav />}
      {/* Keyed by the nav's presence: going from a screen without the nav (the splash) to one with
          it (the dashboard) mounts a new <main> instead of pushing the old one down by the nav's
          height, which browsers count as a layout shift (CLS 0.11 on '/', docs/decisions/022). */}
      <main key={hideNav ? 'bare' : 'with-nav'} id="main" tabIndex={-1} className="cadence-shell__main">
        <Outlet />
      </main>
      <Announcer />
    </div>
  );
}
