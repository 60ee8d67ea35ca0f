import { MESSAGES } from '@cadence/domain';
import { Center, Heading, Spinner, Text, VStack } from '@chakra-ui/react';

/** 'Creating Your Personalized Plan / Analyzing your responses and generating recommendations...' */
export function AnalyzingScreen() {
  return (
    <Center minH="60vh" role="status" aria-live="polite">
      <VStack gap="4" textAlign="center" maxW="md">
        <Spinner size="xl" color="brand.solid" borderWidth="4px" />
        <Heading as="h1" size="xl">
          {MESSAGES.creatingPlan.title}
        </Heading>
        <Text color="fg.muted">{MESSAGES.creatingPlan.description}</Text>
      </VStack>
    </Center>
  );
}
