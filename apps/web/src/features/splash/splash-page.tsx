import { Box, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PRODUCT_NAME, SPLASH_FADE_MS, SPLASH_LOGO_MS } from '../../lib/constants';
import { clearAllLocalStorage, getItem, getStoredUserId } from '../../lib/storage';


/** Where the splash goes next: the dashboard for a completed profile, else onboarding. */
export function splashDestination(): '/dashboard' | '/onboarding' {
  return getItem('onboardingCompleted') && getStoredUserId() ? '/dashboard' : '/onboarding';
}

/** Splash / landing (/ and /splash). `?reset=true` clears all local storage first. */
export function SplashPage() {
  const { reset } = useSearch({ strict: false }) as { reset?: boolean };
  const navigate = useNavigate();
  const [fading, setFading] = useState(false);

  useEffect(() => {
    if (reset) clearAllLocalStorage();
    const to = splashDestination();
    if (to === '/dashboard') {
      void navigate({ to, replace: true });
      return;
    }
    const fade = window.setTimeout(() => setFading(true), SPLASH_LOGO_MS);
    const go = window.setTimeout(() => void navigate({ to, replace: true }), SPLASH_LOGO_MS + SPLASH_FADE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(go);
    };
  }, [navigate, reset]);

  return (
    <Center minH="100dvh" bg="brand.solid" color="brand.contrast" opacity={fading ? 0 : 1} transition={`opacity ${SPLASH_FADE_MS}ms ease-out`}>
      <VStack gap="3">
        <Box aria-hidden="true" w="16" h="16" borderRadius="2xl" bg="whiteAlpha.300" display="grid" placeItems="center" fontSize="3xl">
          ◡
        </Box>
        <Heading as="h1" size="4xl" color="inherit">
          {PRODUCT_NAME}
        </Heading>
        <Text color="inherit">Your 45-Day Hormone Reset</Text>
      </VStack>
    </Center>
  );
}
