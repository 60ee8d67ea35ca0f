import { Outlet, useMatches } from '@tanstack/react-router';
import { TopNav } from '../components/ui/top-nav';

/**
 * App shell: skip link, top navigation (unless the route opts out) and the page. Plain elements
 * with the static classes of src/theme/shell-styles.ts: rendered on every route change, so no
 * run-time styling here (issue 9: Total Blocking Time).
 */
export function RootLayout() {
  const matches = useMatches();
  const hideNav = matches.some((m) => m.staticData?.hideNav);
  return (
    <div className="cadence-shell">
      <a href="#main" className="cadence-shell__skip">
        Skip to content
      </a>
      {hideNav ? null : <TopNav />}
      {/* Keyed by the nav's presence: going from a screen without the nav (the splash) to one with
          it (the dashboard) mounts a new <main> instead of pushing the old one down by the nav's
          height, which browsers count as a layout shift (CLS 0.11 on '/', issue 9). */}
      <main key={hideNav ? 'bare' : 'with-nav'} id="main" tabIndex={-1} className="cadence-shell__main">
        <Outlet />
      </main>
    </div>
  );
}
