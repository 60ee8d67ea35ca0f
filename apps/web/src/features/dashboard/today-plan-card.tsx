import { dayProgress, EMPTY_STATES, MEDICAL_DISCLAIMER, setTaskStatusAt, toggleTaskStatus, type DailyPlan } from '@cadence/domain';
import { Badge, Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { announce } from '../../components/ui/announcer';
import { toastMessage } from '../../components/ui/toaster';
import { doneCountWords } from '../add-to-plan/check-in-result';
import { trpc } from '../../lib/trpc';
import { TaskRow } from './task-row';

/** Performance mark set the first time the plan is on screen (read by the e2e timing check). */
export const PLAN_SHOWN_MARK = 'cadence:plan-shown';

/** 'Today's Plan': the coach note, tasks with source labels and reasons, a checkbox per task (§4 toggle). */
export function TodayPlanCard({ plan }: { plan: DailyPlan }) {
  const utils = trpc.useUtils();
  const update = trpc.plan.updateTask.useMutation();
  const [pendingIndex, setPendingIndex] = useState<number | null>(null);
  // One count for the day (issue 14): the Log's percentage and the coach note use the same function.
  const { done, total } = dayProgress({ tasks: plan.tasks });

  useEffect(() => {
    if (typeof performance !== 'undefined' && performance.getEntriesByName(PLAN_SHOWN_MARK).length === 0) performance.mark(PLAN_SHOWN_MARK);
  }, []);

  const toggle = (index: number) => {
    const task = plan.tasks[index];
    if (!task || pendingIndex !== null) return;
    setPendingIndex(index);
    const status = toggleTaskStatus(task.status);
    const previous = utils.plan.today.getData();
    // Optimistic (issue 14): the box changes at once; the server's answer (the new plan, with its live coach
    // note) replaces the cached one, and an error puts the previous plan back.
    const tasks = setTaskStatusAt(plan.tasks, index, status);
    if (tasks) utils.plan.today.setData(undefined, { ...plan, tasks });
    update.mutate(
      { index, status },
      {
        onSuccess: (next) => {
          utils.plan.today.setData(undefined, next);
          // The routine's entry in today's log changed with it (one fact, decision 024).
          void utils.logs.get.invalidate();
          // Programme and routine strength count this tick: read again where they are shown next
          // (the routines screen, the dashboard's next visit), not now: one request per tick (issue 14).
          void utils.rhythm.summary.invalidate(undefined, { refetchType: 'none' });
          setPendingIndex(null);
          // The box says its own new state; the day's count is heard once, in words, through the
          // app's live region ("2 of 5 done"; docs/decisions/115).
          announce(doneCountWords(next.tasks));
          toastMessage('success', 'progressUpdated', { silent: true });
        },
        onError: () => {
          utils.plan.today.setData(undefined, previous ?? plan);
          setPendingIndex(null);
          toastMessage('error', 'taskUpdateFailed');
        },
      },
    );
  };

  return (
    <Card.Root as="section" aria-labelledby="today-plan-title">
      <Card.Header pb="2">
        <HStack justify="space-between">
          <Heading as="h2" size="lg" id="today-plan-title">
            Today's Plan
          </Heading>
          {total > 0 ? (
            <Badge colorPalette="brand" variant="subtle" size="lg">
              {done}/{total} done
            </Badge>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body pt="2" gap="4">
        {plan.coachNote ? (
          <Box borderStartWidth="4px" borderColor="brand.solid" bg="brand.subtle" p="3" borderRadius="md">
            <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
              Coach note
            </Text>
            <Text>{plan.coachNote}</Text>
          </Box>
        ) : null}
        {plan.tasks.length === 0 ? (
          <Text color="fg.muted">{EMPTY_STATES.tasks}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label="Today's tasks">
            {plan.tasks.map((task, i) => (
              <TaskRow key={`${i}-${task.label}`} task={task} pending={pendingIndex === i} onToggle={() => toggle(i)} />
            ))}
          </Stack>
        )}
        <Text fontSize="xs" color="fg.muted">
          {plan.disclaimer || MEDICAL_DISCLAIMER}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
