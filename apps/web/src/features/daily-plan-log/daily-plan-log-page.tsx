import { Tabs } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

/** Placeholder for "Daily Progress" (spec §2): tabs daily / weekly driven by ?tab=. */
export function DailyPlanLogPage() {
  const { tab = 'daily' } = useSearch({ from: '/daily-plan-log' });
  const navigate = useNavigate({ from: '/daily-plan-log' });
  return (
    <PlaceholderScreen title="Daily Progress">
      <Tabs.Root value={tab} onValueChange={(e) => void navigate({ search: { tab: e.value === 'weekly' ? 'weekly' : 'daily' }, replace: true })} colorPalette="brand">
        <Tabs.List>
          <Tabs.Trigger value="daily">Daily</Tabs.Trigger>
          <Tabs.Trigger value="weekly">Weekly</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="daily">Daily progress is coming soon.</Tabs.Content>
        <Tabs.Content value="weekly">Weekly progress is coming soon.</Tabs.Content>
      </Tabs.Root>
    </PlaceholderScreen>
  );
}
