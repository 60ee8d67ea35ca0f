import { heardToday, type SafetyNotice as SafetyNoticeData } from '@cadence/domain';
import { Card, Skeleton, Stack } from '@chakra-ui/react';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { DeferredMount } from '../../components/ui/deferred-mount';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { PageContainer } from '../../components/ui/page-container';
import { RenderLater } from '../../components/ui/render-later';
import { lazyPreloaded } from '../../lib/lazy-preloaded';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import type { AddToPlanTab } from '../add-to-plan/add-to-plan-dialog';
import { CheckInCard } from './check-in-card';
import { DashboardHeader } from './dashboard-header';
import { prefetchDashboardData } from './prefetch-dashboard';
import { TodayPlanCard } from './today-plan-card';
import { useDashboardUser } from './use-dashboard-user';

const loadDialog = () => import('../add-to-plan/add-to-plan-dialog');
const AddToPlanDialog = lazy(() => loadDialog().then((m) => ({ default: m.AddToPlanDialog })));
// Parts that only show once the plan query has answered — the no-plan view (routines + check-in),
// and the weekly and tip cards below the plan — are separate chunks (JS budget, docs/decisions/022). They are
// preloaded when the page mounts, alongside the API requests, so they are ready by the time
// the plan (or its absence) arrives.
// Safety notices and follow-ups (docs/decisions/037): its own chunk, fetched as soon as this module runs (in
// parallel with the user and the plan queries), so it is there before the notice's query answers.
const DashboardSafety = lazyPreloaded(() => import('./dashboard-safety'), (m) => m.DashboardSafety);
void DashboardSafety.preload();
// Shown only when a routine stopped suiting her (rare): its own chunk, fetched with the others.
const CautionsNotice = lazyPreloaded(() => import('./cautions-notice'), (m) => m.CautionsNotice);
const NoPlanView = lazyPreloaded(() => import('./no-plan-view'), (m) => m.NoPlanView);
const BelowPlanCards = lazyPreloaded(() => import('./below-plan-cards'), (m) => m.BelowPlanCards);
// docs/decisions/043: today's phase, one-tap period/rest/sick marks and habit strength (own chunk).
const RhythmCard = lazyPreloaded(() => import('../rhythm/rhythm-card'), (m) => m.RhythmCard);
// Error states (rare) load when they happen, not with the first screen.
const DashboardError = lazy(() => import('./dashboard-error').then((m) => ({ default: m.DashboardError })));

function PlanSkeleton() {
  return (
    <Card.Root role="status" aria-busy="true" aria-label="Loading today's plan">
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


/** What the page shows, from the queries' answers (one object per change, so it can be deferred). */
interface DashboardSnapshot {
  user: RouterOutputs['users']['get'] | undefined;
  userError: unknown;
  userLoading: boolean;
  plan: RouterOutputs['plan']['today'] | undefined;
  planError: unknown;
  settling: boolean;
}

const LOADING_LABEL = 'Loading your plan...';
const LOADING_SNAPSHOT: DashboardSnapshot = { user: undefined, userError: null, userLoading: true, plan: undefined, planError: null, settling: true };

/** The dashboard (§2): greeting, safety notice, today's plan (or check-in + active routines), weekly and tip cards. */
export function DashboardPage() {
  // The route change renders only the loading state; the page, its queries and its content mount
  // in a transition right after (docs/decisions/022: Total Blocking Time).
  return (
    <DeferredMount fallback={<FullPageSpinner label={LOADING_LABEL} />}>
      <DashboardContent />
    </DeferredMount>
  );
}

function DashboardContent() {
  const { userId, query: userQuery, missing } = useDashboardUser();
  const planQuery = trpc.plan.today.useQuery();
  // Without a plan the Active Routines card shows; load its routines (same query as NoPlanView) before
  // laying out the page, so cards don't jump down as data arrives (layout shift).
  const noPlan = planQuery.isSuccess && !planQuery.data;
  const routinesQuery = trpc.routines.list.useQuery(undefined, { enabled: noPlan });
  const settling = planQuery.isPending || (noPlan && routinesQuery.isPending);
  const [dialog, setDialog] = useState<DialogState>({ open: false, tab: 'adapt', title: 'Add to Your Plan' });
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [adaptSafety, setAdaptSafety] = useState<SafetyNoticeData | null>(null);

  const utils = trpc.useUtils();
  useEffect(() => {
    // Everything the page may show — the tip cards, and the routines of a day without a plan yet —
    // and the chunks of its later parts, in a task of their own: in the same task as the route's
    // first render and its queries' subscriptions, they made one long task (docs/decisions/022: TBT). The
    // requests go out a few milliseconds later, in parallel with the user and the plan.
    const timer = window.setTimeout(() => {
      prefetchDashboardData(utils);
      void NoPlanView.preload();
      void BelowPlanCards.preload();
      void RhythmCard.preload();
      void CautionsNotice.preload();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [utils, userId]);

  const openDialog = useCallback((tab: AddToPlanTab, title: string) => {
    setDialogLoaded(true);
    setDialog({ open: true, tab, title });
  }, []);
  const refetchUser = useCallback(() => void userQuery.refetch(), [userQuery]);

  const snapshot = useMemo<DashboardSnapshot>(
    () => ({
      user: userQuery.data,
      userError: userQuery.error,
      userLoading: userQuery.isPending || missing,
      plan: planQuery.data,
      planError: planQuery.error,
      settling,
    }),
    [userQuery.data, userQuery.error, userQuery.isPending, missing, planQuery.data, planQuery.error, settling],
  );
  // Answers arrive through React Query's external store, which React renders synchronously: one
  // long task per arrival on a slow phone (docs/decisions/022: Total Blocking Time). Deferred, the new page is
  // rendered in a transition that yields to the browser every few milliseconds instead. The first
  // pass shows the loading state even when the answers are already cached (coming from the splash,
  // which prefetches them): mounting the queries and rendering the view are two passes, not one.
  const view = useDeferredValue(snapshot, LOADING_SNAPSHOT);

  return (
    <>
      <DashboardView view={view} userId={userId} adaptSafety={adaptSafety} onOpenDialog={openDialog} onRetryUser={refetchUser} />
      {dialogLoaded ? (
        <Suspense fallback={<FullPageSpinner label="Opening..." />}>
          <AddToPlanDialog
            open={dialog.open}
            initialTab={dialog.tab}
            title={dialog.title}
            onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
            onSafety={setAdaptSafety}
          />
        </Suspense>
      ) : null}
    </>
  );
}

interface DashboardViewProps {
  view: DashboardSnapshot;
  userId: string;
  adaptSafety: SafetyNoticeData | null;
  onOpenDialog: (tab: AddToPlanTab, title: string) => void;
  onRetryUser: () => void;
}

const addToPlanIntent = () => void loadDialog();

/** The page itself. Memoised: it renders only when the (deferred) answers or the safety notice change. */
const DashboardView = memo(function DashboardView({ view, userId, adaptSafety, onOpenDialog, onRetryUser }: DashboardViewProps) {
  const { user, plan, settling } = view;
  if (view.userLoading) return <FullPageSpinner label={LOADING_LABEL} />;
  if (view.userError || !user) {
    return (
      <Suspense fallback={null}>
        <DashboardError title="We couldn't load your dashboard" error={view.userError} onRetry={onRetryUser} />
      </Suspense>
    );
  }

  return (
    <PageContainer>
      <Stack gap="5">
        <DashboardHeader name={user.name} createdAt={user.createdAt} onAddToPlan={() => onOpenDialog('adapt', 'Add to Your Plan')} onAddToPlanIntent={addToPlanIntent} />
        <Suspense fallback={null}>
          <DashboardSafety justRaised={adaptSafety} />
        </Suspense>
        <Suspense fallback={null}>
          <CautionsNotice userId={userId} />
        </Suspense>
        {settling ? (
          <PlanSkeleton />
        ) : view.planError ? (
          <Suspense fallback={null}>
            <DashboardError title="We couldn't load today's plan" error={view.planError} />
          </Suspense>
        ) : plan ? (
          <>
            <TodayPlanCard plan={plan} />
            <CheckInCard checkedIn={plan.checkedIn ?? plan.adjustments.length > 0} adapted={plan.adjustments.length > 0} heard={heardToday(plan.tasks)} onStart={() => onOpenDialog('adapt', 'Daily Check-In')} />
          </>
        ) : (
          <>
            <CheckInCard prominent onStart={() => onOpenDialog('adapt', 'Daily Check-In')} />
            <RenderLater>
              <Suspense fallback={<PlanSkeleton />}>
                <NoPlanView userId={userId} />
              </Suspense>
            </RenderLater>
          </>
        )}
        {settling ? null : (
          <RenderLater>
            <Suspense fallback={null}>
              <RhythmCard user={user} />
              <BelowPlanCards userId={userId} plan={plan} />
            </Suspense>
          </RenderLater>
        )}
      </Stack>
    </PageContainer>
  );
});
