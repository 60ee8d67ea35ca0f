import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { PageContainer } from '../../components/ui/page-container';
import { getStoredUserId } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { CheckinForm } from './checkin-form';
import { currentWeekStart, readCheckinContext, reflectingTitle } from './weekly-checkin';

/** /reflection and /weekly-checkin — the weekly hormone check-in (spec §2). */
export function WeeklyCheckinPage() {
  const navigate = useNavigate();
  const userId = getStoredUserId();
  const weekStart = useMemo(() => currentWeekStart(), []);
  const context = useMemo(() => readCheckinContext(), []);
  // This week's review, if any (from the list: an absent review is not an error).
  const reviews = trpc.weekly.reviews.useQuery(undefined, { enabled: Boolean(userId) });

  useEffect(() => {
    if (!userId) void navigate({ to: '/wellness-profile', replace: true });
  }, [userId, navigate]);
  if (!userId) return null;

  const existing = reviews.data?.find((r) => r.weekStartDate === weekStart);

  return (
    <PageContainer maxW="2xl">
      <Stack gap="6">
        <Button asChild variant="ghost" alignSelf="flex-start" size="sm" px="2">
          <Link to="/dashboard">
            <span aria-hidden="true">←</span> Back to Dashboard
          </Link>
        </Button>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {context.title}
          </Heading>
          <Text color="fg.muted">How did your {context.programName || 'program'} go this week? Take a moment to check in with yourself.</Text>
          {context.chips.length > 0 ? (
            <HStack gap="2" wrap="wrap" aria-label="Your focus areas" role="list">
              {context.chips.map((c) => (
                <Badge key={c} role="listitem" colorPalette="brand" variant="subtle" size="md" borderRadius="full" px="3">
                  {c}
                </Badge>
              ))}
            </HStack>
          ) : null}
        </Stack>
        {reviews.isPending ? (
          <FullPageSpinner label="Loading your check-in..." />
        ) : (
          <CheckinForm
            key={existing?.id ?? 'new'}
            weekStart={weekStart}
            title={reflectingTitle(weekStart)}
            hint={context.hint}
            existing={existing}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
