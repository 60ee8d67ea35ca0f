import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** 'Weekly Hormone Check-In' card → /daily-plan-log?tab=weekly. */
export function WeeklyCard() {
  return (
    <Card.Root as="section" aria-labelledby="weekly-title">
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md" id="weekly-title">
            Weekly Hormone Check-In
          </Heading>
          <Text color="fg.muted">Look back at your week: what helped, what didn't, and what to adjust.</Text>
        </Stack>
        <Button asChild colorPalette="brand" variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <Link to="/daily-plan-log" search={{ tab: 'weekly' }}>
            Reflect on Your Week
          </Link>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
