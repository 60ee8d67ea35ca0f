import { Stack } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../../lib/errors';
import { getStoredUserId } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { RecommendationsCard } from './recommendations-card';
import { useWeeklyRecommendations } from './use-weekly-recommendations';
import { WeeklyStatsCard } from './weekly-stats-card';

// docs/decisions/043: 'What helps' and the charts, a lazy chunk (recharts loads only when a chart shows).
const RhythmInsights = lazy(() => import('../rhythm/rhythm-insights').then((m) => ({ default: m.RhythmInsights })));

/**
 * The weekly tab of /daily-plan-log?tab=weekly (spec §2): stats, a reflection with generated
 * recommendations that can be applied to routines (with a preview and undo), and links to the
 * weekly check-in and past reflections. Rendered by the daily-plan-log page.
 */
export function WeeklyTab({ userId: userIdProp }: { userId?: string } = {}) {
  const userId = userIdProp ?? getStoredUserId() ?? '';
  const stats = trpc.weekly.stats.useQuery(undefined, { enabled: userId !== '' });
  const model = useWeeklyRecommendations(userId, stats.data);

  return (
    <Stack gap="5">
      <WeeklyStatsCard stats={stats.data} loading={stats.isLoading} error={stats.isError ? errorMessage(stats.error) : null} />
      <RecommendationsCard model={model} />
      <Suspense fallback={null}>
        <RhythmInsights userId={userId} />
      </Suspense>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild variant="outline" colorPalette="brand">
          <Link to="/weekly-checkin">Weekly Check-In</Link>
        </Button>
        <Button asChild variant="ghost" colorPalette="brand">
          <Link to="/past-reflections">Past Reflections</Link>
        </Button>
      </Stack>
    </Stack>
  );
}
