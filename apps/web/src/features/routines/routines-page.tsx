import { EMPTY_STATES, ROUTINE_TYPES, type Routine } from '@cadence/domain';
import { Alert, Badge, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { PageContainer } from '../../components/ui/page-container';
import { errorMessage } from '../../lib/errors';
import { getStoredUserId } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { AddRoutineForm } from './add-routine-form';
import { RoutineCard } from './routine-card';
import { TYPE_LABELS } from './routine-options';
import { PageHeading } from '../../components/ui/page-heading';

const CataloguePanel = lazy(() => import('../catalogue/catalogue-panel').then((m) => ({ default: m.CataloguePanel })));

function RoutineGroups({ userId, routines }: { userId: string; routines: Routine[] }) {
  if (routines.length === 0)
    return (
      <Card.Root variant="subtle">
        <Card.Body>
          <Text fontWeight="semibold">{EMPTY_STATES.routines}</Text>
          <Text color="fg.muted">Add your first routine above, or pick exercises and supplements from the catalogue.</Text>
        </Card.Body>
      </Card.Root>
    );
  return (
    <Stack gap="5">
      {ROUTINE_TYPES.map((type) => {
        const group = routines.filter((r) => r.type === type);
        if (group.length === 0) return null;
        return (
          <Stack as="section" key={type} gap="2" aria-labelledby={`group-${type}`}>
            <HStack gap="2">
              <Heading as="h3" size="md" id={`group-${type}`}>
                {TYPE_LABELS[type]}
              </Heading>
              <Badge variant="subtle" colorPalette="brand" aria-label={`${group.length} ${group.length === 1 ? 'routine' : 'routines'}`}>
                {group.length}
              </Badge>
            </HStack>
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
              {group.map((r) => (
                <RoutineCard key={r.id} userId={userId} routine={r} />
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** Routines management (§2): add form, catalogue pickers, routines grouped by type with counts. */
export function RoutinesPage() {
  const userId = getStoredUserId() ?? ''; // the route guard redirects to /onboarding without one
  const list = trpc.routines.list.useQuery();
  return (
    <PageContainer>
      <Stack gap="5">
        <PageHeading title="Your Routines">Active routines build your daily plan. Pause one any time.</PageHeading>
        <AddRoutineForm />
        <Suspense fallback={<Skeleton role="status" h="40" aria-label="Loading the catalogue" />}>
          <CataloguePanel userId={userId} routines={list.data ?? []} />
        </Suspense>
        <Heading as="h2" size="lg">
          My Routines
        </Heading>
        {list.isPending ? (
          <Stack role="status" gap="2" aria-busy="true" aria-label="Loading your routines">
            <Skeleton h="24" />
            <Skeleton h="24" />
          </Stack>
        ) : list.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(list.error)}</Alert.Title>
          </Alert.Root>
        ) : (
          <RoutineGroups userId={userId} routines={list.data} />
        )}
      </Stack>
    </PageContainer>
  );
}
