import { Box, Flex, Grid, Link as ChakraLink } from '@chakra-ui/react';
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
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex
        as="nav"
        aria-label="Main"
        maxW="5xl"
        mx="auto"
        px={{ base: '2', sm: '4' }}
        py={{ base: '1', sm: '0' }}
        minH="14"
        align="center"
        justify="space-between"
        wrap={{ base: 'wrap', sm: 'nowrap' }}
        columnGap="2"
      >
        <ChakraLink asChild fontWeight="bold" fontSize="lg" color="brand.fg" _hover={{ textDecoration: 'none' }} flexShrink={0} minH="10" px={{ base: '2', sm: '0' }}>
          {/* A plain anchor (not the router Link) so only the nav item carries aria-current. */}
          <a href="/dashboard" onClick={onLogoClick}>
            <Box as="span" aria-hidden="true" display="inline-block" w="2.5" h="2.5" borderRadius="full" bg="brand.solid" me="1.5" />
            {PRODUCT_NAME}
          </a>
        </ChakraLink>
        {/* Light/dark toggle: beside the logo on phones, after the links from 480 px. */}
        <Box order={{ base: 0, sm: 1 }} ms={{ base: 'auto', sm: '1' }}>
          <ColorModeButton />
        </Box>
        {/* Below 480 px the links get their own full-width row of four equal cells. */}
        <Grid as="ul" listStyleType="none" m="0" p="0" ms={{ sm: 'auto' }} w={{ base: 'full', sm: 'auto' }} templateColumns={{ base: 'repeat(4, 1fr)', sm: 'repeat(4, auto)' }} gap="1">
          {NAV_LINKS.map((l) => (
            <Box as="li" key={l.to}>
              <ChakraLink
                asChild
                display="flex"
                justifyContent="center"
                alignItems="center"
                minH="10"
                px={{ base: '1', sm: '3' }}
                borderRadius="md"
                fontSize="sm"
                fontWeight="medium"
                color="fg.muted"
                _hover={{ bg: 'bg.muted', textDecoration: 'none', color: 'fg' }}
                css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' } }}
              >
                <Link to={l.to}>{l.label}</Link>
              </ChakraLink>
            </Box>
          ))}
        </Grid>
      </Flex>
    </Box>
  );
}
