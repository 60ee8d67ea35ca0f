import { Stack } from '@chakra-ui/react';
import { trpc } from '../../lib/trpc';
import { RhythmChartsCard } from './rhythm-charts-card';
import { WhatHelpsCard } from './what-helps-card';

/** Weekly tab / My Profile section: 'What helps' (optional) and the charts, from one rhythm.summary read. */
export function RhythmInsights({ userId, whatHelps = true }: { userId: string; whatHelps?: boolean }) {
  const summary = trpc.rhythm.summary.useQuery(undefined, { enabled: userId !== '' });
  if (!summary.data) return null;
  return (
    <Stack gap="5">
      {whatHelps ? <WhatHelpsCard summary={summary.data} /> : null}
      <RhythmChartsCard summary={summary.data} />
    </Stack>
  );
}
