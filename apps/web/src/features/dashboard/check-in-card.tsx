import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { listed } from '../add-to-plan/check-in-result';

export interface CheckInCardProps {
  onStart: () => void;
  /** Prominent when there is no plan yet. */
  prominent?: boolean;
  /** She already checked in today (the day's log holds a check-in). */
  checkedIn?: boolean;
  /** That check-in changed the plan (it has adjustments). Without this the card claims nothing about the plan. */
  adapted?: boolean;
  /** What that check-in told us, in the adapted tasks' words ("lower back pain", "poor sleep"). */
  heard?: readonly string[];
}

const AGAIN = "Feeling different now? Tell us and we'll";


/**
 * The check-in starter: opens the check-in dialog (the AI Adapt note box). Once a check-in has
 * changed today's plan it says so, instead of asking again as if she had not told us.
 */
export function CheckInCard({ onStart, prominent = false, checkedIn = false, adapted = false, heard = [] }: CheckInCardProps) {
  return (
    <Card.Root as="section" aria-labelledby="checkin-title" borderColor={prominent ? 'brand.solid' : undefined} borderWidth={prominent ? '2px' : undefined}>
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md" id="checkin-title">
            Daily Check-In
          </Heading>
          <Text color="fg.muted">
            {!checkedIn
              ? "How are you feeling today? Tell us in a sentence or two and we'll adapt today's plan."
              : heard.length > 0
                ? `Thanks for telling us about ${listed(heard)}: your plan above already allows for that. ${AGAIN} adjust it again.`
                : adapted
                  ? `Thanks for checking in today: your plan above already fits what you told us. ${AGAIN} adjust it again.`
                  : // A check-in that changed nothing (all well, or a safety notice above): no claim that the plan fits it.
                    `Thanks for checking in today. ${AGAIN} look at your plan again.`}
          </Text>
        </Stack>
        {/* One focus id for both cards: a check-in that creates the plan swaps this card for another (docs/decisions/115). */}
        <Button data-focus-id="checkin-start" colorPalette="brand" variant={prominent ? 'solid' : 'outline'} onClick={onStart} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {checkedIn ? 'Check In Again' : 'Start Check-In'}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
