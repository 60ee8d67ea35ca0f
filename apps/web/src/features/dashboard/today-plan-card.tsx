import { dayProgress, EMPTY_STATES, MEDICAL_DISCLAIMER, type DailyPlan } from '@cadence/domain';
import { Badge, Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTaskToggle } from './use-task-toggle';
import { TaskRow } from './task-row';

/** Performance mark set the first time the plan is on screen (read by the e2e timing check). */
export const PLAN_SHOWN_MARK = 'cadence:plan-shown';

/** 'Today's Plan': the coach note, tasks with source labels and reasons, a checkbox per task (§4 toggle). */
export function TodayPlanCard({ plan }: { plan: DailyPlan }) {
  const { toggle, isPending, confirmed } = useTaskToggle();
  // One count for the day (docs/decisions/024): the Log's percentage and the coach note use the same function.
  const { done, total } = dayProgress({ tasks: plan.tasks });

  useEffect(() => {
    if (typeof performance !== 'undefined' && performance.getEntriesByName(PLAN_SHOWN_MARK).length === 0) performance.mark(PLAN_SHOWN_MARK);
  }, []);

  return (
    <Card.Root as="section" aria-labelledby="today-plan-title">
      <Card.Header pb="2">
        <HStack justify="space-between">
          <Heading as="h2" size="lg" id="today-plan-title">
            Today's Plan
          </Heading>
          <HStack gap="2">
            <Text as="span" fontSize="xs" color="fg.muted" data-testid="progress-updated">
              {confirmed ? 'Progress Updated' : ''}
            </Text>
            {total > 0 ? (
              <Badge colorPalette="brand" variant="subtle" size="lg">
                {done}/{total} done
              </Badge>
            ) : null}
          </HStack>
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
              <TaskRow key={task.id ?? `${i}-${task.label}`} task={task} pending={isPending(task.id)} onToggle={() => toggle(plan, task.id)} />
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
