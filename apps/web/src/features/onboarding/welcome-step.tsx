import { WELCOME_HEADING } from '@cadence/domain';
import { Box, Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { GetBackInLater } from '../account/get-back-in-lazy';

/** Step 0: welcome with Continue. */
export function WelcomeStep({ onContinue }: { onContinue: () => void }) {
  return (
    <Stack gap="6" textAlign="center" align="center" py={{ base: '6', md: '12' }}>
      <Box aria-hidden="true" w="16" h="16" borderRadius="2xl" bg="brand.solid" color="brand.contrast" display="grid" placeItems="center" fontSize="3xl">
        ◡
      </Box>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
        {WELCOME_HEADING}
      </Heading>
      <Text fontSize="lg" color="fg.muted" maxW="md">
        Your 45-Day Hormone Reset starts here. In three short steps we'll get to know you and build daily routines around your
        energy, sleep, stress and cycle.
      </Text>
      <Button colorPalette="brand" size="lg" onClick={onContinue} minW="48">
        Continue
      </Button>
      <Text fontSize="sm" color="fg.muted">
        Prefer to answer five questions instead?{' '}
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to="/personalized-onboarding">Start personalized onboarding</Link>
        </ChakraLink>
      </Text>
      <GetBackInLater withRestore />
    </Stack>
  );
}
