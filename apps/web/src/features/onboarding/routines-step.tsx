import { EMPTY_STATES, isRoutineIncluded, type SafetyNotice, type WizardRoutine } from '@cadence/domain';
import { Badge, Box, Button, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { CheckItem } from '../../components/ui/check-item';

import { SafetyNotice as SafetyNoticeCard } from '../../components/ui/safety-notice';

export interface RoutinesStepProps {
  routines: WizardRoutine[];
  loading: boolean;
  safety: SafetyNotice | null;
  onToggle: (routineIndex: number) => void;
  onAdd: () => void;
  onGenerate: () => void;
}

const FREQUENCY_LABELS: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', as_needed: 'As needed' };

interface Row {
  key: string;
  routineIndex: number;
  name: string;
  description: string;
  routine: WizardRoutine;
}

/** One row per subtask (a routine without subtasks gets one row named after itself). */
function rowsOf(routines: readonly WizardRoutine[]): Row[] {
  return routines.flatMap((routine, routineIndex) =>
    routine.subtasks.length > 0
      ? routine.subtasks.map((s, i) => ({ key: `${routineIndex}-${i}`, routineIndex, name: s.name, description: s.description, routine }))
      : [{ key: `${routineIndex}-0`, routineIndex, name: routine.label, description: '', routine }],
  );
}

/** Step 3: generated routines; ticking a row includes or excludes its whole routine. */
export function RoutinesStep({ routines, loading, safety, onToggle, onAdd, onGenerate }: RoutinesStepProps) {
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Your routines
        </Heading>
        <Text color="fg.muted" mt="1">
          Untick anything you don't want. Ticking a task includes its whole routine.
        </Text>
      </Box>

      {safety ? <SafetyNoticeCard notice={safety} /> : null}

      {loading ? (
        <Center py="10" role="status" aria-live="polite">
          <Stack align="center" gap="3">
            <Spinner size="lg" color="brand.solid" />
            <Text color="fg.muted">Generating your personalized routines...</Text>
          </Stack>
        </Center>
      ) : routines.length === 0 ? (
        <Stack align="center" textAlign="center" gap="3" py="8">
          <Text fontWeight="semibold">{EMPTY_STATES.generatedRoutines}</Text>
          <Button colorPalette="brand" onClick={onGenerate}>
            Generate Routines Now
          </Button>
        </Stack>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Suggested tasks">
          {rowsOf(routines).map((row) => {
            const included = isRoutineIncluded(row.routine);
            return (
              <Box
                as="li"
                key={row.key}
                borderWidth="1px"
                borderRadius="lg"
                p="3"
                bg={included ? 'brand.subtle' : 'bg'}
                borderColor={included ? 'brand.emphasized' : 'border'}
              >
                <CheckItem
                  checked={included}
                  onCheckedChange={() => onToggle(row.routineIndex)}
                  weight="semibold"
                  details={
                    <>
                    {row.description ? (
                      <Text fontSize="sm" color="fg.muted">
                        {row.description}
                      </Text>
                    ) : null}
                    <Text fontSize="xs" color="fg.muted">
                      From: {row.routine.label}
                    </Text>
                    <HStack gap="2" wrap="wrap">
                      <Badge variant="outline" size="sm">
                        {FREQUENCY_LABELS[row.routine.frequency] ?? row.routine.frequency}
                      </Badge>
                      <Badge variant="subtle" size="sm" textTransform="capitalize">
                        {row.routine.type}
                      </Badge>
                    </HStack>
                    </>
                  }
                >
                  {row.name}
                </CheckItem>
              </Box>
            );
          })}
        </Stack>
      )}

      {!loading && routines.length > 0 ? (
        <Button variant="outline" alignSelf="flex-start" onClick={onAdd}>
          Add Another Routine
        </Button>
      ) : null}
    </Stack>
  );
}
