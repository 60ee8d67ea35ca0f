import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Tabs } from '../../components/ui/chakra-scoped';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { PageContainer } from '../../components/ui/page-container';
import { getStoredUserId } from '../../lib/storage';
import { DailyProgress } from './daily-progress';

const WeeklyTab = lazy(() => import('../weekly-tab/weekly-tab').then((m) => ({ default: m.WeeklyTab })));

/** Back button to the dashboard. */
export function BackToDashboard() {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
      <Link to="/dashboard">← Back to Dashboard</Link>
    </Button>
  );
}

/** Daily progress (§2) at /daily-plan-log: tabs daily / weekly driven by ?tab=weekly. */
export function DailyPlanLogPage() {
  const { tab = 'daily' } = useSearch({ from: '/daily-plan-log' });
  const navigate = useNavigate({ from: '/daily-plan-log' });
  // The route guard redirects to /onboarding without a stored id.
  const userId = getStoredUserId() ?? '';
  return (
    <PageContainer>
      <Stack gap="4">
        <BackToDashboard />
        <HStack justify="space-between">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Daily Progress
          </Heading>
        </HStack>
        <Tabs.Root
          value={tab}
          onValueChange={(e) => void navigate({ search: e.value === 'weekly' ? { tab: 'weekly' } : {}, replace: true })}
          colorPalette="brand"
          variant="enclosed"
          lazyMount
        >
          <Tabs.List>
            <Tabs.Trigger value="daily">Daily</Tabs.Trigger>
            <Tabs.Trigger value="weekly">Weekly</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="daily">
            <DailyProgress userId={userId} />
          </Tabs.Content>
          <Tabs.Content value="weekly">
            <Suspense fallback={<FullPageSpinner label="Loading your week..." />}>
              <WeeklyTab userId={userId} />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </PageContainer>
  );
}
