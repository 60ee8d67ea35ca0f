import { createCustomExercise, EXERCISES, searchExercises, type Routine } from '@cadence/domain';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/chakra-scoped';
import { useState, type FormEvent } from 'react';
import { SearchResults } from './search-results';
import { TargetRoutineSelect } from './target-routine-select';
import { toSubtask, useAddCatalogueItem } from './use-add-catalogue-item';
import { useTargetRoutine } from './use-target-routine';

/** Exercise catalogue: search (from 1 character, ≤8 results) and custom exercises → a movement routine. */
export function ExercisePicker({ userId, routines }: { userId: string; routines: readonly Routine[] }) {
  const [query, setQuery] = useState('');
  const [customName, setCustomName] = useState('');
  const [customDescription, setCustomDescription] = useState('');
  const { candidates, target, setTargetId } = useTargetRoutine(routines, 'movement');
  const { add, pending } = useAddCatalogueItem(userId, 'movement');
  const selectedIds = target?.subtasks.map((s) => s.id) ?? [];
  const results = searchExercises(query, { selectedIds });

  const addExercise = async (id: string) => {
    const exercise = EXERCISES.find((e) => e.id === id);
    if (!exercise) return;
    const saved = await add(target, toSubtask(exercise));
    if (saved) setTargetId(saved.id);
  };

  const addCustom = async (e: FormEvent) => {
    e.preventDefault();
    const custom = createCustomExercise({ name: customName, description: customDescription });
    if (!custom) return; // §5: a blank name is ignored
    const saved = await add(target, toSubtask(custom));
    if (saved) {
      setTargetId(saved.id);
      setCustomName('');
      setCustomDescription('');
    }
  };

  return (
    <Stack gap="4">
      <TargetRoutineSelect type="movement" routines={candidates} value={target?.id} onChange={setTargetId} />
      <Field.Root>
        <Field.Label>Search exercises</Field.Label>
        <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. hip, neck, core" autoComplete="off" />
      </Field.Root>
      <SearchResults
        query={query}
        busy={pending}
        onAdd={(id) => void addExercise(id)}
        items={results.map((r) => ({ id: r.id, name: r.name, added: r.added, meta: `${r.category} · ${r.purpose}`, detail: <Text fontSize="sm">{r.description}</Text> }))}
      />
      <Stack asChild gap="2" borderTopWidth="1px" pt="4">
        <form onSubmit={(e) => void addCustom(e)} aria-label="Custom exercise">
          <Text fontWeight="semibold">Can't find it? Add your own</Text>
          <Field.Root>
            <Field.Label>Custom exercise name</Field.Label>
            <Input value={customName} onChange={(e) => setCustomName(e.target.value)} autoComplete="off" />
          </Field.Root>
          <Field.Root>
            <Field.Label>Description (optional)</Field.Label>
            <Input value={customDescription} onChange={(e) => setCustomDescription(e.target.value)} autoComplete="off" />
          </Field.Root>
          <HStack>
            <Button type="submit" variant="outline" colorPalette="brand" loading={pending} loadingText="Adding...">
              Add custom exercise
            </Button>
          </HStack>
        </form>
      </Stack>
    </Stack>
  );
}
