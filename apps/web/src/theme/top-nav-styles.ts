import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The top navigation's styles as global CSS classes (`.cadence-topnav*`), written with Chakra's
 * tokens and conditions. Global CSS is built once into index.html (./global-css.ts), so the nav —
 * on every screen, rendered on every route change — costs no style computation at run time
 * (docs/decisions/022: the route change to the dashboard was one long task, mostly Chakra computing styles).
 */
export const topNavStyles: Record<string, SystemStyleObject> = {
  '.cadence-topnav': { bg: 'bg', borderBottomWidth: '1px', borderColor: 'border', position: 'sticky', top: '0', zIndex: 'sticky' },
  '.cadence-topnav__inner': {
    display: 'flex',
    maxW: '5xl',
    mx: 'auto',
    px: { base: '2', sm: '4' },
    py: { base: '1', sm: '0' },
    minH: '14',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: { base: 'wrap', sm: 'nowrap' },
    columnGap: '2',
  },
  '.cadence-topnav__brand': {
    display: 'inline-flex',
    alignItems: 'center',
    fontWeight: 'bold',
    fontSize: 'lg',
    color: 'brand.fg',
    textDecoration: 'none',
    flexShrink: 0,
    minH: '10',
    px: { base: '2', sm: '0' },
    borderRadius: 'sm',
  },
  '.cadence-topnav__dot': { display: 'inline-block', w: '2.5', h: '2.5', borderRadius: 'full', bg: 'brand.solid', me: '1.5' },
  // Light/dark toggle: beside the logo on phones, after the links from 480 px.
  '.cadence-topnav__toggle': { order: { base: 0, sm: 1 }, ms: { base: 'auto', sm: '1' } },
  // Below 480 px the links get their own full-width row of four equal cells.
  '.cadence-topnav__links': {
    display: 'grid',
    listStyleType: 'none',
    m: '0',
    p: '0',
    ms: { sm: 'auto' },
    w: { base: 'full', sm: 'auto' },
    gridTemplateColumns: { base: 'repeat(4, 1fr)', sm: 'repeat(4, auto)' },
    gap: '1',
  },
  '.cadence-topnav__link': {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    minH: '10',
    px: { base: '1', sm: '3' },
    borderRadius: 'md',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    textDecoration: 'none',
    _hover: { bg: 'bg.muted', color: 'fg' },
    '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
  },
};
