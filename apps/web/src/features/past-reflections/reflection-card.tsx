import { Badge, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ratingOf, scoreBadge, scoreColor, weekOfLabel, type WeeklyReview } from '@cadence/domain';

const SUBMITTED_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

function Section({ title, text }: { title: string; text: string }) {
  if (text.trim() === '') return null;
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Text whiteSpace="pre-wrap">{text}</Text>
    </Stack>
  );
}

/** One past reflection: 'Week of {long US date}', the 'n/10' badge coloured by score ('Not rated' in grey), and its texts. */
export function ReflectionCard({ review }: { review: WeeklyReview }) {
  // A week she did not rate shows 'Not rated', never the slider's default (docs/decisions/133).
  const rating = ratingOf(review);
  const color = rating === null ? 'gray' : scoreColor(rating);
  return (
    <Card.Root as="article" data-testid="reflection-card">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {weekOfLabel(review.weekStartDate)}
          </Heading>
          <Badge colorPalette={color} variant="surface" size="lg" fontWeight="bold" data-score-color={color}>
            {scoreBadge(rating)}
          </Badge>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Section title="What Helped" text={review.whatHelped} />
          <Section title="Challenges" text={review.whatDidntHelp} />
          <Section title="Additional Notes" text={review.notes} />
          <Text fontSize="sm" color="fg.muted">
            Submitted on {SUBMITTED_FORMAT.format(new Date(review.updatedAt ?? review.createdAt))}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
