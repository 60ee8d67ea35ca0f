import { isRoutineActive } from '@cadence/domain';
import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ProgressBar } from '../../components/ui/progress-bar';
import { trpc } from '../../lib/trpc';
import { DailyNotesForm } from './daily-notes-form';
import { PreviousLogs } from './previous-logs';
import { useTaskToggle } from '../dashboard/use-task-toggle';
import { PlanChecklist } from './plan-checklist';
import { NoActiveRoutines, RoutineChecklist } from './routine-checklist';
import { SymptomSummary } from './symptom-summary';
import { routinesPercent, useTodayLog } from './use-today-log';

const longToday = () => new Date().toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header pb="2">
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * Daily progress (§2): today's date and % completed, the checklist of active routines with their
 * subtasks (§4 rules), the symptom summary, daily notes and the previous 7 days.
 */
export function DailyProgress({ userId }: { userId: string }) {
  const today = useTodayLog(userId);
  const routines = trpc.routines.list.useQuery();
  // The dashboard's plan: the Log's percentage is the dashboard's count (docs/decisions/024).
  const plan = trpc.plan.today.useQuery();
  const loading = today.query.isPending || routines.isPending || plan.isPending;
  const active = routines.data?.filter(isRoutineActive) ?? [];
  const percent = routinesPercent(today.state, active, plan.data?.tasks);
  const { toggle, isPending } = useTaskToggle();
  const planTasks = plan.data?.tasks ?? [];
  // Routines today's plan does not list (a weekly one on another day, one swapped out): she may still tick them.
  const inPlan = new Set(planTasks.flatMap((t) => (t.routineId !== undefined ? [t.routineId] : [])));
  const offPlan = active.filter((r) => !inPlan.has(r.id));

  return (
    <Stack gap="5">
      <Card.Root>
        <Card.Body gap="3">
          <Text fontWeight="semibold" fontSize="lg">
            {longToday()}
          </Text>
          {loading ? (
            <Skeleton role="status" h="6" aria-label="Loading today's progress" />
          ) : (
            <ProgressBar
              value={percent}
              size="lg"
              label="Completed today"
              valueText={`${percent}% completed`}
              valueTextAttrs={{ 'data-testid': 'percent-completed', 'aria-live': 'polite' }}
            />
          )}
        </Card.Body>
      </Card.Root>

      <Section title="Today's Checklist">
        {loading ? (
          <Stack role="status" gap="2" aria-busy="true" aria-label="Loading your routines">
            <Skeleton h="12" />
            <Skeleton h="12" />
          </Stack>
        ) : routines.isError || today.query.isError ? (
          <Text color="fg.error">Could not load today's checklist. Please reload the page.</Text>
        ) : planTasks.length === 0 && active.length === 0 ? (
          <NoActiveRoutines />
        ) : (
          <Stack gap="4">
            {plan.data && planTasks.length > 0 ? (
              <PlanChecklist
                plan={plan.data}
                routines={routines.data ?? []}
                state={today.state}
                isPending={isPending}
                onTaskToggle={(taskId) => plan.data && toggle(plan.data, taskId)}
                onSubtaskToggle={(r, id) => void today.toggleSubtask(r, id)}
              />
            ) : null}
            {offPlan.length > 0 ? (
              <Stack gap="2">
                {planTasks.length > 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    Not in today's plan
                  </Text>
                ) : null}
                <RoutineChecklist
                  routines={offPlan}
                  state={today.state}
                  showSubtasks
                  onRoutineChange={(r, done) => void today.setRoutineDone(r, done)}
                  onSubtaskToggle={(r, id) => void today.toggleSubtask(r, id)}
                />
              </Stack>
            ) : null}
          </Stack>
        )}
      </Section>

      <Section title="Symptom Summary">
        {today.query.isPending ? <Skeleton h="6" /> : <SymptomSummary reading={today.log?.reading} />}
      </Section>

      <Section title="Daily Notes">
        {today.query.isPending ? (
          <Skeleton role="status" h="32" aria-label="Loading your notes" />
        ) : (
          <DailyNotesForm date={today.date} initialNotes={today.log?.notes ?? ''} />
        )}
      </Section>

      <Section title="Previous Days">
        <PreviousLogs today={today.date} />
      </Section>
    </Stack>
  );
}
