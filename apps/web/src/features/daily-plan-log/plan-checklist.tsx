import { taskSourceLabel, type CompletionState, type DailyPlan, type Routine } from '@cadence/domain';
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { CheckItem } from '../../components/ui/check-item';
import { SubtaskChecklist } from '../../components/ui/subtask-checklist';

export interface PlanChecklistProps {
  plan: DailyPlan;
  /** Her routines (all of them: a task's routine may be paused since; its steps still show). */
  routines: readonly Routine[];
  state: CompletionState;
  isPending: (taskId: string | undefined) => boolean;
  onTaskToggle: (taskId: string | undefined) => void;
  onSubtaskToggle: (routine: Routine, subtaskId: string) => void;
}

/**
 * Today's checklist in the Log is today's plan, in its order (docs/decisions/024, 095): every task the dashboard
 * shows, the check-in's additions and her own tasks included, each ticked by its id, so a tick here moves the
 * same task on the dashboard. A task that comes from a routine shows the routine's steps from today's log; ticking
 * a step saves the log and the server moves the task when the routine is complete (§4).
 */
export function PlanChecklist({ plan, routines, state, isPending, onTaskToggle, onSubtaskToggle }: PlanChecklistProps) {
  const byId = new Map(routines.map((r) => [r.id, r]));
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Today's plan">
      {plan.tasks.map((task, i) => {
        const done = task.status === 'done';
        // A routine's own task shows its steps; a task a check-in put in a routine's place (a gentler swap) shows
        // its own notes: the routine's steps are not what it asks of her today.
        const routine = task.source === 'routine' && task.routineId !== undefined ? byId.get(task.routineId) : undefined;
        const ticks = routine ? (state.subtasks[routine.id] ?? {}) : {};
        return (
          <Box as="li" key={task.id ?? `${i}-${task.label}`} data-testid="log-task" borderWidth="1px" borderRadius="md" p="3" bg={done ? 'brand.subtle' : 'bg'}>
            <HStack justify="space-between" align="flex-start" gap="2">
              <CheckItem checked={done} onCheckedChange={() => onTaskToggle(task.id)} disabled={isPending(task.id)} weight="medium" struck={done}>
                {task.label}
              </CheckItem>
              <Badge variant="subtle" textTransform="capitalize" flexShrink={0}>
                {task.category ?? taskSourceLabel(task.source)}
              </Badge>
            </HStack>
            {routine && routine.subtasks.length > 0 ? (
              <SubtaskChecklist
                label={`${task.label} steps`}
                rows={routine.subtasks.map((s) => ({ key: s.id, name: s.name, description: s.description, checked: ticks[s.id] === true }))}
                onToggle={(index) => onSubtaskToggle(routine, routine.subtasks[index]!.id)}
              />
            ) : task.notes ? (
              <Text fontSize="sm" color="fg.muted" mt="1" ps="7">
                {task.notes}
              </Text>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}
