import { isRoutineActive } from '@cadence/domain';
import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ProgressBar } from '../../components/ui/progress-bar';
import { trpc } from '../../lib/trpc';
import { DailyNotesForm } from './daily-notes-form';
import { PreviousLogs } from './previous-logs';
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
  // The dashboard's plan: the Log's percentage is the dashboard's count (issue 14, decision 024).
  const plan = trpc.plan.today.useQuery();
  const loading = today.query.isPending || routines.isPending || plan.isPending;
  const active = routines.data?.filter(isRoutineActive) ?? [];
  const percent = routinesPercent(today.state, active, plan.data?.tasks);

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
        ) : active.length === 0 ? (
          <NoActiveRoutines />
        ) : (
          <RoutineChecklist
            routines={active}
            state={today.state}
            showSubtasks
            onRoutineChange={(r, done) => void today.setRoutineDone(r, done)}
            onSubtaskToggle={(r, id) => void today.toggleSubtask(r, id)}
          />
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
