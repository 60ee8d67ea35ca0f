import { ratingOf, weeklyCheckInReply } from '@cadence/domain';
import { Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { getItem } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { currentWeekStart } from '../weekly-checkin/weekly-checkin';

/**
 * 'Weekly Hormone Check-In' card → /daily-plan-log?tab=weekly. Once this week's check-in is saved,
 * the coach replies here: what she reported and one suggestion for the week ahead.
 */
export function WeeklyCard({ userId }: { userId?: string }) {
  const weekStart = useMemo(() => currentWeekStart(), []);
  const reviews = trpc.weekly.reviews.useQuery(undefined, { enabled: Boolean(userId) });
  const review = reviews.data?.find((r) => r.weekStartDate === weekStart);
  const reply = review
    ? weeklyCheckInReply({
        // Not "You rated your week 5/10" when she left the slider alone (docs/decisions/133).
        energyMoodScore: ratingOf(review),
        whatHelped: review.whatHelped,
        whatDidntHelp: review.whatDidntHelp,
        notes: review.notes,
        name: getItem('userName'),
        reading: review.reading,
      })
    : null;
  return (
    <Card.Root as="section" aria-labelledby="weekly-title">
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md" id="weekly-title">
            Weekly Hormone Check-In
          </Heading>
          <Text color="fg.muted">Look back at your week: what helped, what didn't, and what to adjust.</Text>
        </Stack>
        {reply ? (
          <Box borderLeftWidth="3px" borderColor="brand.solid" ps="3" data-testid="weekly-coach-reply">
            <Text fontSize="sm" fontWeight="semibold">
              From your coach
            </Text>
            <Text>{reply}</Text>
          </Box>
        ) : null}
        <Button asChild colorPalette="brand" variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <Link to="/daily-plan-log" search={{ tab: 'weekly' }}>
            Reflect on Your Week
          </Link>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
