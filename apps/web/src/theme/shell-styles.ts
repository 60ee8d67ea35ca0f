import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The app shell's styles as global CSS classes (`.cadence-shell*`, `.cadence-splash*`,
 * `.cadence-spinner*`, `.cadence-icon-button`), written with Chakra's tokens and conditions, like
 * the top nav's (./top-nav-styles.ts). Global CSS is built once into index.html (./global-css.ts),
 * so what every first visit renders — the layout around each screen, the colour-mode button, the
 * loading spinner and the splash — costs no style computation at run time. Chakra's run-time
 * styling of these few elements was most of the route change's long task (docs/decisions/022: Lighthouse
 * Total Blocking Time on `/` and `/dashboard`).
 */
export const shellStyles: Record<string, SystemStyleObject> = {
  // Focus is never hidden (WCAG 2.4.11): what the keyboard focuses scrolls clear of the sticky top
  // navigation (its height, measured by top-nav.tsx, plus room for the focus ring) and, on phones,
  // of a toast at the bottom (toaster-view.tsx). docs/decisions/115-keyboard-and-screen-reader.md.
  html: {
    scrollPaddingTop: 'calc(var(--cadence-header-h, 0px) + 0.75rem)',
    scrollPaddingBottom: 'calc(var(--cadence-toast-h, 0px) + 0.75rem)',
  },
  '.cadence-shell': { minH: '100dvh', display: 'flex', flexDirection: 'column', pb: 'var(--cadence-toast-h, 0px)' },
  // Read by screen readers, not shown (the app's live region).
  '.cadence-visually-hidden': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: '0',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: '0',
  },
  // A page's h1 takes focus after a route change so reading starts there; it is not a control, so no ring.
  '#main h1[tabindex="-1"]:focus': { outline: 'none' },
  '.cadence-shell__skip': {
    position: 'absolute',
    left: '-9999px',
    _focus: { left: '2', top: '2', zIndex: 'skipLink', bg: 'bg', p: '2', borderRadius: 'md', boxShadow: 'md' },
  },
  '.cadence-shell__main': { flex: '1', outline: 'none' },

  // Chakra's IconButton, variant ghost, size sm (button recipe), 40 px square.
  '.cadence-icon-button': {
    display: 'inline-flex',
    appearance: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    userSelect: 'none',
    position: 'relative',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    flexShrink: '0',
    bg: 'transparent',
    color: 'fg.muted',
    minW: '10',
    h: '10',
    p: '0',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    _hover: { bg: 'gray.subtle' },
    '& svg': { flexShrink: '0', width: '5', height: '5' },
  },

  // Chakra's Spinner (spinner recipe): brand colour, sizes md and lg; xs (inline, e.g. 'Saving') in the text colour.
  '.cadence-spinner': {
    display: 'inline-block',
    borderColor: 'currentColor',
    borderStyle: 'solid',
    borderWidth: '2px',
    borderRadius: 'full',
    width: 'var(--spinner-size)',
    height: 'var(--spinner-size)',
    animation: 'spin',
    animationDuration: 'slowest',
    borderBottomColor: 'transparent',
    borderInlineStartColor: 'transparent',
    color: 'brand.solid',
    '--spinner-size': 'sizes.5',
    '&[data-size=lg]': { '--spinner-size': 'sizes.8' },
    '&[data-size=xs]': { '--spinner-size': 'sizes.3', color: 'inherit' },
  },
  '.cadence-page-spinner': {
    minH: '40vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '3',
  },
  '.cadence-page-spinner__label': { color: 'fg.muted', m: '0' },

  // Splash (spec §2): full-screen brand teal, logo mark, name, tagline; fades out (not under reduced motion).
  '.cadence-splash': {
    minH: '100dvh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bg: 'brand.solid',
    color: 'brand.contrast',
    opacity: 1,
    '&[data-fading]': { opacity: 0 },
  },
  '.cadence-splash__stack': { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' },
  '.cadence-splash__mark': {
    w: '16',
    h: '16',
    borderRadius: '2xl',
    bg: 'whiteAlpha.300',
    display: 'grid',
    placeItems: 'center',
    fontSize: '3xl',
  },
  '.cadence-splash__title': { fontFamily: 'heading', fontWeight: 'semibold', textStyle: '4xl', m: '0' },
  '.cadence-splash__tagline': { m: '0' },
};
