import { Text } from '@chakra-ui/react';

/**
 * PLACEHOLDER created by the daily-progress screen so the weekly tab renders; the weekly-tab
 * engineer owns this file and replaces it (keep the export name `WeeklyTab`).
 */
export function WeeklyTab(_props: { userId: string }) {
  return <Text color="fg.muted">Weekly progress is coming soon.</Text>;
}
