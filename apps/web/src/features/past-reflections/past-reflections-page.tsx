import { Button, Card, Stack, VStack } from '@chakra-ui/react';
import { ErrorAlert } from '../../components/ui/load-error';
import { EmptyState } from '../../components/ui/chakra-scoped';
import { EMPTY_STATES } from '@cadence/domain';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { PageContainer } from '../../components/ui/page-container';
import { getStoredUserId } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { ProgressCard } from './progress-card';
import { buildWeekPoints } from './progress-data';
import { ReflectionCard } from './reflection-card';
import { PageHeading } from '../../components/ui/page-heading';

function NoReflections() {
  return (
    <Card.Root>
      <Card.Body>
        <EmptyState.Root>
          <EmptyState.Content>
            <VStack textAlign="center">
              {/* An h2 under the page's h1 (Chakra's default is h3: a skipped level). */}
              <EmptyState.Title as="h2">{EMPTY_STATES.reflections}</EmptyState.Title>
              <EmptyState.Description>Take a few minutes each week to notice what is helping you.</EmptyState.Description>
            </VStack>
            <Button asChild colorPalette="brand">
              <Link to="/weekly-checkin">Start Weekly Check-In</Link>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** /insights and /past-reflections — the list of weekly reviews with a progress chart (spec §2). */
export function PastReflectionsPage() {
  const userId = getStoredUserId();
  const reviews = trpc.weekly.reviews.useQuery(undefined, { enabled: Boolean(userId) });
  // The same weekly figures as the Log's weekly tab, from the server (docs/decisions/134).
  // Read on every visit: a tick elsewhere changes this week's figures (the app's cache otherwise never goes stale).
  const progress = trpc.weekly.progress.useQuery(undefined, { enabled: Boolean(userId) && (reviews.data?.length ?? 0) > 0, refetchOnMount: 'always' });
  const points = useMemo(() => buildWeekPoints(reviews.data ?? [], progress.data ?? []), [reviews.data, progress.data]);

  let body;
  if (!userId) body = <NoReflections />;
  else if (reviews.isPending) body = <FullPageSpinner label="Loading your reflections..." />;
  else if (reviews.isError)
    body = <ErrorAlert title="We couldn't load your reflections" error={reviews.error} />;
  else if (reviews.data.length === 0) body = <NoReflections />;
  else
    body = (
      <Stack gap="4">
        <ProgressCard points={points} />
        {reviews.data.map((r) => (
          <ReflectionCard key={r.id} review={r} />
        ))}
      </Stack>
    );

  return (
    <PageContainer maxW="3xl">
      <Stack gap="6">
        <PageHeading title="Past Reflections">Your wellness journey over time</PageHeading>
        {body}
      </Stack>
    </PageContainer>
  );
}
