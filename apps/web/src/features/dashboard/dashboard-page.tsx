import type { SafetyNotice as SafetyNoticeData } from '@cadence/domain';
import { Alert, Button, Card, Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { PageContainer } from '../../components/ui/page-container';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import type { AddToPlanTab } from '../add-to-plan/add-to-plan-dialog';
import { CheckInCard } from './check-in-card';
import { DashboardHeader } from './dashboard-header';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { TodayPlanCard } from './today-plan-card';
import { useDashboardUser } from './use-dashboard-user';

const loadDialog = () => import('../add-to-plan/add-to-plan-dialog');
const AddToPlanDialog = lazy(() => loadDialog().then((m) => ({ default: m.AddToPlanDialog })));
// Parts that only show once the plan query has answered — the no-plan view (routines + check-in),
// and the weekly and tip cards below the plan — are separate chunks (issue 9 JS budget). Their
// download starts when the page mounts, alongside the API requests, so they are ready by the time
// the plan (or its absence) arrives.
const loadNoPlanView = () => import('./no-plan-view');
const loadBelowPlan = () => import('./below-plan-cards');
const NoPlanView = lazy(() => loadNoPlanView().then((m) => ({ default: m.NoPlanView })));
const BelowPlanCards = lazy(() => loadBelowPlan().then((m) => ({ default: m.BelowPlanCards })));

function PlanSkeleton() {
  return (
    <Card.Root aria-busy="true" aria-label="Loading today's plan">
      <Card.Body gap="3">
        <Skeleton h="6" w="40%" />
        <Skeleton h="12" />
        <Skeleton h="12" />
        <Skeleton h="12" />
      </Card.Body>
    </Card.Root>
  );
}

interface DialogState {
  open: boolean;
  tab: AddToPlanTab;
  title: string;
}

/** The dashboard (§2): greeting, safety notice, today's plan (or check-in + active routines), weekly and tip cards. */
export function DashboardPage() {
  const { userId, query: userQuery, missing } = useDashboardUser();
  const planQuery = trpc.plan.today.useQuery({ userId });
  // Without a plan the Active Routines card shows; load its routines (same query as NoPlanView) before
  // laying out the page, so cards don't jump down as data arrives (layout shift).
  const noPlan = planQuery.isSuccess && !planQuery.data;
  const routinesQuery = trpc.routines.list.useQuery({ userId }, { enabled: noPlan });
  const settling = planQuery.isPending || (noPlan && routinesQuery.isPending);
  const [dialog, setDialog] = useState<DialogState>({ open: false, tab: 'adapt', title: 'Add to Your Plan' });
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [adaptSafety, setAdaptSafety] = useState<SafetyNoticeData | null>(null);

  const utils = trpc.useUtils();
  useEffect(() => {
    void loadNoPlanView();
    void loadBelowPlan();
    // The tip cards' data in the same batched request as the user and plan, not one round trip later.
    void utils.plan.motivation.prefetch({ userId });
    void utils.plan.tip.prefetch({ userId });
  }, [utils, userId]);

  const openDialog = (tab: AddToPlanTab, title: string) => {
    setDialogLoaded(true);
    setDialog({ open: true, tab, title });
  };

  if (userQuery.isPending || missing) return <FullPageSpinner label="Loading your plan..." />;
  if (userQuery.isError) {
    return (
      <PageContainer>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>We couldn't load your dashboard</Alert.Title>
            <Alert.Description>{errorMessage(userQuery.error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button mt="4" colorPalette="brand" onClick={() => void userQuery.refetch()}>
          Try again
        </Button>
      </PageContainer>
    );
  }

  const user = userQuery.data;
  const plan = planQuery.data;
  const safety = adaptSafety ?? plan?.safety ?? null;

  return (
    <PageContainer>
      <Stack gap="5">
        <DashboardHeader
          name={user.name}
          createdAt={user.createdAt}
          onAddToPlan={() => openDialog('adapt', 'Add to Your Plan')}
          onAddToPlanIntent={() => void loadDialog()}
        />
        {safety ? <SafetyNotice notice={safety} planUnchanged={adaptSafety !== null} /> : null}
        {settling ? (
          <PlanSkeleton />
        ) : planQuery.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>We couldn't load today's plan</Alert.Title>
              <Alert.Description>{errorMessage(planQuery.error)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : plan ? (
          <>
            <TodayPlanCard userId={userId} plan={plan} />
            <CheckInCard onStart={() => openDialog('adapt', 'Daily Check-In')} />
          </>
        ) : (
          <>
            <CheckInCard prominent onStart={() => openDialog('adapt', 'Daily Check-In')} />
            <Suspense fallback={<PlanSkeleton />}>
              <NoPlanView userId={userId} />
            </Suspense>
          </>
        )}
        {settling ? null : (
          <Suspense fallback={null}>
            <BelowPlanCards userId={userId} plan={plan} />
          </Suspense>
        )}
      </Stack>
      {dialogLoaded ? (
        <Suspense fallback={<FullPageSpinner label="Opening..." />}>
          <AddToPlanDialog
            userId={userId}
            open={dialog.open}
            initialTab={dialog.tab}
            title={dialog.title}
            onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
            onSafety={setAdaptSafety}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
