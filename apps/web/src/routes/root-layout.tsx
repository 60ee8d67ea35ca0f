import { Box } from '@chakra-ui/react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { TopNav } from '../components/ui/top-nav';

/** App shell: skip link, top navigation (unless the route opts out) and the page. */
export function RootLayout() {
  const matches = useMatches();
  const hideNav = matches.some((m) => m.staticData?.hideNav);
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <Box
        asChild
        position="absolute"
        left="-9999px"
        _focus={{ left: '2', top: '2', zIndex: 'skipLink', bg: 'bg', p: '2', borderRadius: 'md', boxShadow: 'md' }}
      >
        <a href="#main">Skip to content</a>
      </Box>
      {hideNav ? null : <TopNav />}
      {/* Keyed by the nav's presence: going from a screen without the nav (the splash) to one with
          it (the dashboard) mounts a new <main> instead of pushing the old one down by the nav's
          height, which browsers count as a layout shift (CLS 0.11 on '/', issue 9). */}
      <Box as="main" key={hideNav ? 'bare' : 'with-nav'} id="main" flex="1" tabIndex={-1} outline="none">
        <Outlet />
      </Box>
    </Box>
  );
}
