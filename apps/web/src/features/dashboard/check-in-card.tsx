import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';

/** The check-in starter: opens the check-in dialog (the AI Adapt note box). Prominent when there is no plan yet. */
export function CheckInCard({ onStart, prominent = false }: { onStart: () => void; prominent?: boolean }) {
  return (
    <Card.Root as="section" aria-labelledby="checkin-title" borderColor={prominent ? 'brand.solid' : undefined} borderWidth={prominent ? '2px' : undefined}>
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md" id="checkin-title">
            Daily Check-In
          </Heading>
          <Text color="fg.muted">How are you feeling today? Tell us in a sentence or two and we'll adapt today's plan.</Text>
        </Stack>
        <Button colorPalette="brand" variant={prominent ? 'solid' : 'outline'} onClick={onStart} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          Start Check-In
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
