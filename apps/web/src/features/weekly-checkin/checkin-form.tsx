import { Card, Heading, Text } from '@chakra-ui/react';
import type { WeeklyReview } from '@cadence/domain';
import { useNavigate } from '@tanstack/react-router';
import { useReflectionDraft } from '../weekly-reflection/use-reflection-draft';
import { WeeklyReflectionForm } from '../weekly-reflection/weekly-reflection-form';

interface CheckinFormProps {
  weekStart: string;
  title: string;
  hint: { shown: string[]; more: number };
  existing: WeeklyReview | undefined;
}

/** The check-in's reflection card: its title and hint (spec §2) around the one weekly reflection form (decision 132). */
export function CheckinForm({ weekStart, title, hint, existing }: CheckinFormProps) {
  const navigate = useNavigate();
  const draft = useReflectionDraft(weekStart, existing);
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md" id="reflecting-title">
          {title}
        </Heading>
        {hint.shown.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Think about your recommendations: {hint.shown.join(', ')}
            {hint.more > 0 ? ` +${hint.more} more` : ''}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body>
        {/* Spec §4: a saved weekly review goes to the dashboard. */}
        <WeeklyReflectionForm weekStart={weekStart} draft={draft} existing={existing} labelledBy="reflecting-title" onSaved={() => navigate({ to: '/dashboard' })} />
      </Card.Body>
    </Card.Root>
  );
}
