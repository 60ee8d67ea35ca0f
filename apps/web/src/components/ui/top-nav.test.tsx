import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { isCurrentNavPath, NAV_LINKS, TopNav } from './top-nav';

describe('isCurrentNavPath', () => {
  it('marks the item of the page and of the pages below it, nothing else', () => {
    expect(isCurrentNavPath('/profile', '/profile')).toBe(true);
    expect(isCurrentNavPath('/profile/edit', '/profile')).toBe(true);
    expect(isCurrentNavPath('/profiles', '/profile')).toBe(false);
    expect(isCurrentNavPath('/dashboard', '/log')).toBe(false);
    // docs/decisions/061: one Log — the nav highlights 'Log' on /daily-plan-log too.
    expect(isCurrentNavPath('/daily-plan-log', '/log')).toBe(true);
    expect(isCurrentNavPath('/daily-plan-log', '/dashboard')).toBe(false);
  });
});

describe('TopNav', () => {
  it('links the logo and the four destinations; only the current one carries aria-current', async () => {
    await renderScreen(TopNav, { path: '/routines' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    for (const l of NAV_LINKS) {
      const link = screen.getByRole('link', { name: l.label });
      expect(link).toHaveAttribute('href', l.to);
      expect(link.getAttribute('aria-current')).toBe(l.to === '/routines' ? 'page' : null);
    }
    expect(screen.getByRole('link', { name: 'Cadence' })).not.toHaveAttribute('aria-current');
  });

  it('navigates inside the app on a plain click', async () => {
    await renderScreen(TopNav, { path: '/routines', otherPaths: ['/log'] });
    fireEvent.click(screen.getByRole('link', { name: 'Log' }));
    expect(await screen.findByText('route:/log')).toBeInTheDocument();
  });
});
