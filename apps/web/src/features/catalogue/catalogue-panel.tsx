import type { Routine } from '@cadence/domain';
import { Card, Heading, Text } from '@chakra-ui/react';
import { Tabs } from '../../components/ui/chakra-scoped';
import { ExercisePicker } from './exercise-picker';
import { SupplementPicker } from './supplement-picker';

/** Exercise and supplement catalogue pickers (lazy-loaded by the routines screen). */
export function CataloguePanel({ userId, routines }: { userId: string; routines: readonly Routine[] }) {
  return (
    <Card.Root as="section" aria-labelledby="catalogue-title">
      <Card.Header pb="2">
        <Heading as="h2" size="md" id="catalogue-title">
          Add from the Catalogue
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Exercises go into a movement routine, supplements into a supplement routine.
        </Text>
      </Card.Header>
      <Card.Body pt="2">
        <Tabs.Root defaultValue="exercises" colorPalette="brand" variant="enclosed" fitted lazyMount>
          <Tabs.List mb="4">
            <Tabs.Trigger value="exercises">Exercises</Tabs.Trigger>
            <Tabs.Trigger value="supplements">Supplements</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="exercises">
            <ExercisePicker userId={userId} routines={routines} />
          </Tabs.Content>
          <Tabs.Content value="supplements">
            <SupplementPicker userId={userId} routines={routines} />
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
