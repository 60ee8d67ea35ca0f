import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Centered spinner with a visible label (used while a route chunk or the first query loads). */
export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center minH="40vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
