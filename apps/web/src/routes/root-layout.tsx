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
      <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
        <Outlet />
      </Box>
    </Box>
  );
}
