import { EMPTY_STATES, isRoutineActive, MESSAGES } from '@cadence/domain';
import { Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { NoActiveRoutines, RoutineChecklist } from '../daily-plan-log/routine-checklist';
import { routinesPercent, useTodayLog } from '../daily-plan-log/use-today-log';

/** 'Active Routines' with completion ticks saved to today's log (§4), shown instead of Today's Plan when there is none. */
function ActiveRoutinesCard({ userId }: { userId: string }) {
  const routines = trpc.routines.list.useQuery();
  const today = useTodayLog(userId);
  const active = routines.data?.filter(isRoutineActive) ?? [];
  return (
    <Card.Root as="section" aria-labelledby="active-routines-title">
      <Card.Header pb="2">
        <HStack justify="space-between">
          <Heading as="h2" size="lg" id="active-routines-title">
            Active Routines
          </Heading>
          {active.length > 0 && !today.query.isPending ? (
            <Text fontSize="sm" color="fg.muted">
              {routinesPercent(today.state, active)}% completed
            </Text>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {routines.isPending || today.query.isPending ? (
          <Stack role="status" gap="2" aria-busy="true" aria-label="Loading your routines">
            <Skeleton h="12" />
            <Skeleton h="12" />
          </Stack>
        ) : active.length === 0 ? (
          <NoActiveRoutines />
        ) : (
          <RoutineChecklist routines={active} state={today.state} onRoutineChange={(r, done) => void today.setRoutineDone(r, done)} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** No daily plan yet (§2): the empty state with 'Build today's plan', and the Active Routines card. */
export function NoPlanView({ userId }: { userId: string }) {
  const utils = trpc.useUtils();
  const regenerate = trpc.plan.regenerate.useMutation({
    onSuccess: (plan) => {
      utils.plan.today.setData(undefined, plan);
      void utils.plan.motivation.invalidate();
      void utils.plan.tip.invalidate();
    },
    onError: () => toast.error(MESSAGES.taskUpdateFailed.title, MESSAGES.taskUpdateFailed.description),
  });
  return (
    <Stack gap="4">
      <Card.Root as="section" aria-labelledby="no-plan-title" variant="subtle">
        <Card.Body gap="3">
          <Heading as="h2" size="md" id="no-plan-title">
            {EMPTY_STATES.dailyPlan}
          </Heading>
          <Text color="fg.muted">Check in above, or build today's plan from your active routines.</Text>
          <Button
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={regenerate.isPending}
            loadingText="Building your plan..."
            onClick={() => regenerate.mutate()}
          >
            Build today's plan
          </Button>
        </Card.Body>
      </Card.Root>
      <ActiveRoutinesCard userId={userId} />
    </Stack>
  );
}
