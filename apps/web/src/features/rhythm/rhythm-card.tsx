import type { DayMark } from '@cadence/domain';
import { Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { refreshRhythm } from './refresh-rhythm';
import { localToday, withoutPeriodStart, withPeriodStart } from './rhythm-model';
import { StrengthMeter } from './strength-meter';
import { SelectField } from '../../components/ui/select-field';

const ENERGY_OPTIONS = Array.from({ length: 11 }, (_, i) => ({ value: String(i), label: String(i) }));
/**
 * A closed native select changes its value on every arrow key: the choice is saved once it has
 * settled this long (or when she leaves the field), so ArrowDown × 5 is one save and one toast,
 * not five (docs/decisions/115).
 */
export const ENERGY_SETTLE_MS = 1200;

type User = RouterOutputs['users']['get'];

/**
 * Dashboard card (docs/decisions/043): today's cycle phase and day (natural cycles only), 'Period started
 * today' in one tap, 'Rest day' / 'Sick day' in one tap (they pause habit strength), and the
 * programme's habit strength with a kind message.
 */
export function RhythmCard({ user }: { user: User }) {
  const summary = trpc.rhythm.summary.useQuery();
  const utils = trpc.useUtils();
  const updateUser = trpc.users.update.useMutation();
  const saveLog = trpc.logs.save.useMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const today = localToday();
  const periodStarts = user.periodStarts ?? [];
  const periodToday = periodStarts.includes(today);

  const refresh = async () => {
    await Promise.all([utils.rhythm.summary.invalidate(), utils.users.get.invalidate(), utils.logs.list.invalidate()]);
  };

  const togglePeriod = async () => {
    setBusy('period');
    try {
      const next = periodToday ? withoutPeriodStart(periodStarts, today) : withPeriodStart(periodStarts, today);
      await updateUser.mutateAsync({ periodStarts: next });
      // The plan's phase reasons follow the new day 1.
      await Promise.all([refreshRhythm(utils), refresh()]);
      toast.success(periodToday ? 'Period start removed' : 'Period start saved', periodToday ? undefined : 'Your plan now follows day 1 of your cycle.');
    } catch (err) {
      toast.error('Could not save', errorMessage(err, 'Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  const toggleMark = async (mark: DayMark) => {
    setBusy(mark);
    const current = summary.data?.dayMark ?? null;
    try {
      await saveLog.mutateAsync({ date: today, dayMark: current === mark ? null : mark });
      // The coach note and the motivation card say the same as this card on a rest or sick day (decision 096).
      await Promise.all([refresh(), utils.plan.today.invalidate(), utils.plan.motivation.invalidate(), utils.logs.get.invalidate()]);
      if (current !== mark) toast.success(mark === 'rest' ? 'Rest day saved' : 'Sick day saved', 'Your habit strength is paused today. Look after yourself.');
    } catch (err) {
      toast.error('Could not save', errorMessage(err, 'Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  // The value she is choosing, shown at once and saved once it settles.
  const [energyDraft, setEnergyDraft] = useState<string | null>(null);
  const settle = useRef<{ timer: number; value: string } | null>(null);
  const flushEnergy = () => {
    const pending = settle.current;
    if (!pending) return;
    window.clearTimeout(pending.timer);
    settle.current = null;
    void rateEnergy(pending.value).finally(() => setEnergyDraft((d) => (d === pending.value ? null : d)));
  };
  const chooseEnergy = (value: string) => {
    setEnergyDraft(value);
    if (settle.current) window.clearTimeout(settle.current.timer);
    settle.current = { value, timer: window.setTimeout(flushEnergy, ENERGY_SETTLE_MS) };
  };
  const flushRef = useRef(flushEnergy);
  flushRef.current = flushEnergy;
  // Leaving the page within the settle time still saves her choice.
  useEffect(() => () => flushRef.current(), []);

  const rateEnergy = async (value: string) => {
    setBusy('energy');
    try {
      await saveLog.mutateAsync({ date: today, energy: value === '' ? null : Number(value) });
      await refresh();
      if (value !== '') toast.success('Energy saved', 'It helps show what goes with your better days.');
    } catch (err) {
      toast.error('Could not save', errorMessage(err, 'Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  if (summary.isPending) {
    return <Skeleton h="40" borderRadius="l3" aria-label="Loading your rhythm" />;
  }
  if (summary.isError || !summary.data) return null;
  const { rhythm, strengths, dayMark } = summary.data;
  const isCycle = rhythm.kind === 'cycle';

  return (
    <Card.Root as="section" aria-labelledby="rhythm-title" data-testid="rhythm-card">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="rhythm-title">
            {isCycle && rhythm.cycle ? rhythm.headline : 'Your rhythm today'}
          </Heading>
          {isCycle && rhythm.cycle ? (
            <Text fontSize="sm" color="fg.muted" data-testid="phase-detail">
              {rhythm.detail}
            </Text>
          ) : rhythm.headline ? (
            <Text fontSize="sm" color="fg.muted">
              {rhythm.headline}
            </Text>
          ) : null}
          {dayMark ? (
            <Text fontSize="sm" data-testid="day-mark">
              {dayMark === 'rest' ? 'Marked as a rest day.' : 'Marked as a sick or flare day.'} Your strength is paused today: rest well.
            </Text>
          ) : null}
        </Stack>
        <SelectField
          label="Energy today"
          value={energyDraft ?? (summary.data.energyToday === null ? '' : String(summary.data.energyToday))}
          onChange={chooseEnergy}
          onBlur={flushEnergy}
          options={ENERGY_OPTIONS}
          placeholder="Not rated yet"
          helper="0 = exhausted, 10 = full of energy."
        />
        <StrengthMeter percent={strengths.program.percent} message={strengths.program.message} label="Programme strength" />
        <HStack gap="2" wrap="wrap">
          {isCycle ? (
            <Button size="sm" colorPalette="brand" variant={periodToday ? 'solid' : 'outline'} aria-pressed={periodToday} loading={busy === 'period'} onClick={() => void togglePeriod()}>
              Period started today
            </Button>
          ) : null}
          <Button size="sm" variant={dayMark === 'rest' ? 'solid' : 'outline'} colorPalette="gray" aria-pressed={dayMark === 'rest'} loading={busy === 'rest'} onClick={() => void toggleMark('rest')}>
            Rest day
          </Button>
          <Button size="sm" variant={dayMark === 'sick' ? 'solid' : 'outline'} colorPalette="gray" aria-pressed={dayMark === 'sick'} loading={busy === 'sick'} onClick={() => void toggleMark('sick')}>
            Sick day
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
