import { HStack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { localToday } from './rhythm-model';
import { StrengthMeter } from './strength-meter';

/**
 * Habit strength of one routine (routine cards) and 'Skip today' — skipped on purpose, which
 * pauses the routine's strength and is never counted as missed. One shared rhythm.summary read.
 */
export function RoutineStrength({ userId, routineId, label }: { userId: string; routineId: string; label: string }) {
  const summary = trpc.rhythm.summary.useQuery(undefined, { enabled: userId !== '' });
  const utils = trpc.useUtils();
  const save = trpc.logs.save.useMutation();
  const strength = summary.data?.strengths.routines.find((r) => r.routineId === routineId);
  if (!summary.data || !strength) return null;
  const skipped = summary.data.skippedToday.includes(routineId);

  const toggleSkip = () => {
    const current = summary.data?.skippedToday ?? [];
    const next = skipped ? current.filter((id) => id !== routineId) : [...current, routineId];
    save.mutate(
      { date: localToday(), skippedRoutineIds: next },
      {
        onSuccess: () => {
          void utils.rhythm.summary.invalidate();
          if (!skipped) toast.success('Skipped for today', 'A choice, not a miss: its strength is paused today.');
        },
        onError: (err) => toast.error('Could not save', errorMessage(err, 'Please try again.')),
      },
    );
  };

  return (
    <HStack align="flex-end" gap="3">
      <div style={{ flex: 1 }}>
        <StrengthMeter percent={strength.percent} message={strength.message} label={`Strength`} />
      </div>
      <Button size="xs" variant={skipped ? 'solid' : 'ghost'} colorPalette="gray" aria-pressed={skipped} loading={save.isPending} onClick={toggleSkip} aria-label={`Skip ${label} today`}>
        {skipped ? <Text as="span">Skipped today</Text> : 'Skip today'}
      </Button>
    </HStack>
  );
}
