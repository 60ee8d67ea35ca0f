import { Link, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { PRODUCT_NAME } from '../../lib/constants';
import { ColorModeButton } from '../../platform/color-mode/color-mode-button';

/** The four top-level destinations (spec §2), in order. */
export const NAV_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/routines', label: 'Routines' },
  { to: '/log', label: 'Log' },
  { to: '/profile', label: 'Profile' },
] as const;

/**
 * Top navigation: logo 'Cadence' → /dashboard and four links; the current one is highlighted
 * and carries aria-current="page" (set by the router's Link). Mobile-first: fits 360 px.
 */
export function TopNav() {
  const navigate = useNavigate();
  const onLogoClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ to: '/dashboard' });
  };
  // Plain elements with the static classes of src/theme/top-nav-styles.ts (no run-time styling).
  return (
    <header className="cadence-topnav">
      <nav aria-label="Main" className="cadence-topnav__inner">
        {/* A plain anchor (not the router Link) so only the nav item carries aria-current. */}
        <a href="/dashboard" onClick={onLogoClick} className="cadence-topnav__brand">
          <span aria-hidden="true" className="cadence-topnav__dot" />
          {PRODUCT_NAME}
        </a>
        <div className="cadence-topnav__toggle">
          <ColorModeButton />
        </div>
        <ul className="cadence-topnav__links">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="cadence-topnav__link">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
