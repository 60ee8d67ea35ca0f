import { EMPTY_STATES, isRoutineActive, type CompletionState, type Routine } from '@cadence/domain';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CheckItem } from '../../components/ui/check-item';
import { SubtaskChecklist } from '../../components/ui/subtask-checklist';
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
              <SubtaskChecklist
                label={`${routine.label} steps`}
                rows={routine.subtasks.map((s) => ({ key: s.id, name: s.name, description: s.description, checked: ticks[s.id] === true }))}
                onToggle={(index) => onSubtaskToggle?.(routine, routine.subtasks[index]!.id)}
              />
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}

/** What the checklist shows when no routine is active: the spec's empty state and a way to add one. */
export function NoActiveRoutines() {
  return (
    <Stack gap="3" align="flex-start">
      <Text color="fg.muted">{EMPTY_STATES.routines}</Text>
      <Button asChild variant="outline" colorPalette="brand" size="sm">
        <Link to="/routines">Add a routine</Link>
      </Button>
    </Stack>
  );
}
