import { Badge, Card, Heading, HStack, List, Text } from '@chakra-ui/react';
import { moreSubtasksLabel, type PublicRoutine } from '@cadence/domain';
import { FREQUENCY_LABELS } from './public-profile-view';

/** One public routine: label, frequency, 'Personalized' badge, notes, first 5 subtasks and '+N more'. */
export function PublicRoutineCard({ routine }: { routine: PublicRoutine }) {
  const more = moreSubtasksLabel(routine.moreSubtasks);
  return (
    <Card.Root as="article" size="sm">
      <Card.Body>
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Heading as="h4" size="sm">
            {routine.label}
          </Heading>
          <HStack gap="1">
            <Badge variant="outline">{FREQUENCY_LABELS[routine.frequency]}</Badge>
            {routine.isPersonalized ? (
              <Badge colorPalette="brand" variant="subtle">
                Personalized
              </Badge>
            ) : null}
          </HStack>
        </HStack>
        {routine.notes ? (
          <Text fontSize="sm" color="fg.muted" mt="2" whiteSpace="pre-wrap">
            {routine.notes}
          </Text>
        ) : null}
        {routine.subtaskNames.length > 0 ? (
          <List.Root fontSize="sm" mt="2" ps="5" gap="1">
            {routine.subtaskNames.map((n, i) => (
              <List.Item key={`${i}-${n}`}>{n}</List.Item>
            ))}
          </List.Root>
        ) : null}
        {more ? (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {more}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
