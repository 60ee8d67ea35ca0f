import { isRoutineActive, type CompletionState, type Routine } from '@cadence/domain';
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { CheckItem } from '../../components/ui/check-item';
import { routineDone } from './use-today-log';

export interface RoutineChecklistProps {
  routines: readonly Routine[];
  state: CompletionState;
  onRoutineChange: (routine: Routine, done: boolean) => void;
  onSubtaskToggle?: (routine: Routine, subtaskId: string) => void;
  /** Show each routine's subtasks as their own ticks (daily progress); the dashboard shows routines only. */
  showSubtasks?: boolean;
}

/** Today's active routines with completion ticks (§4 routine completion in the log). */
export function RoutineChecklist({ routines, state, onRoutineChange, onSubtaskToggle, showSubtasks = false }: RoutineChecklistProps) {
  const active = routines.filter(isRoutineActive);
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Today's routines">
      {active.map((routine) => {
        const done = routineDone(state, routine);
        const ticks = state.subtasks[routine.id] ?? {};
        return (
          <Box as="li" key={routine.id} borderWidth="1px" borderRadius="md" p="3" bg={done ? 'brand.subtle' : 'bg'}>
            <HStack justify="space-between" align="flex-start" gap="2">
              <CheckItem
                checked={done}
                onCheckedChange={(checked) => onRoutineChange(routine, checked)}
                weight="medium"
                struck={done}
              >
                {routine.label}
              </CheckItem>
              <Badge variant="subtle" textTransform="capitalize" flexShrink={0}>
                {routine.type}
              </Badge>
            </HStack>
            {showSubtasks && routine.subtasks.length > 0 ? (
              <Stack as="ul" listStyleType="none" m="0" mt="2" ps="7" gap="2" aria-label={`${routine.label} steps`}>
                {routine.subtasks.map((s) => (
                  <Box as="li" key={s.id}>
                    <CheckItem
                      size="sm"
                      checked={ticks[s.id] === true}
                      onCheckedChange={() => onSubtaskToggle?.(routine, s.id)}
                      details={
                        s.description && s.description !== s.name ? (
                          <Text as="span" fontSize="xs" color="fg.muted">
                            {s.description}
                          </Text>
                        ) : undefined
                      }
                    >
                      {s.name}
                    </CheckItem>
                  </Box>
                ))}
              </Stack>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}
