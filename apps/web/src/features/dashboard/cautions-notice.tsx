import { medicineToAskAbout } from '@cadence/domain';
import { Alert, Button, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { trpc } from '../../lib/trpc';

/**
 * A medicine she named in her words ("I take levothyroxine"): already screened against her routines,
 * and offered once, with one tap, for her profile's medications (docs/decisions/110).
 */
export function MedicineOffer() {
  const utils = trpc.useUtils();
  const user = trpc.users.get.useQuery();
  const answer = trpc.users.answerMedicine.useMutation({
    onSuccess: (next) => {
      utils.users.get.setData(undefined, next);
      void utils.routines.list.invalidate();
      void utils.plan.today.invalidate();
    },
  });
  const mention = user.data ? medicineToAskAbout(user.data) : null;
  if (!mention) return null;
  const name = mention.name;
  return (
    <Alert.Root status="info" variant="surface" borderRadius="lg" data-testid="medicine-offer">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>You mentioned {name}. Add it to your medicines?</Alert.Title>
        <Alert.Description>
          We have already checked your routines against it. Keeping it in your profile means every new suggestion is checked too.
        </Alert.Description>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" loading={answer.isPending} onClick={() => answer.mutate({ name, add: true })}>
            Add {name} to my medicines
          </Button>
          <Button size="sm" variant="ghost" disabled={answer.isPending} onClick={() => answer.mutate({ name, add: false })}>
            I don't take it
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

const seenKey = (userId: string) => `cadence.seenCautions.${userId}`;

function readSeen(userId: string): string[] {
  try {
    const v: unknown = JSON.parse(window.localStorage.getItem(seenKey(userId)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Tells her once when a routine no longer suits her medicines or health — e.g. after she adds a
 * medication or sets 'trying to conceive' (docs/decisions/039). The cautions themselves stay on the routine
 * cards and plan tasks; this notice is shown once per new caution on this device.
 */
export function CautionsNotice({ userId }: { userId: string }) {
  return (
    <>
      <MedicineOffer />
      <RoutineCautions userId={userId} />
    </>
  );
}

function RoutineCautions({ userId }: { userId: string }) {
  const routines = trpc.routines.list.useQuery(undefined, { refetchOnMount: 'always' });
  const [seen, setSeen] = useState(() => readSeen(userId));
  const fresh = useMemo(
    () =>
      (routines.data ?? []).filter(
        (r) => r.caution && r.caution.tier !== 'unknown' && !seen.includes(`${r.id}:${r.caution.tier}:${r.caution.message.length}`),
      ),
    [routines.data, seen],
  );
  if (fresh.length === 0) return null;
  const markSeen = () => {
    const next = [...seen, ...fresh.map((r) => `${r.id}:${r.caution?.tier}:${r.caution?.message.length}`)].slice(-200);
    try {
      window.localStorage.setItem(seenKey(userId), JSON.stringify(next));
    } catch {
      // Private mode: it shows again next time, which is the safe side.
    }
    setSeen(next);
  };
  const labels = fresh.map((r) => `“${r.label}”`).join(', ');
  return (
    <Alert.Root status="warning" variant="surface" borderRadius="lg" data-testid="cautions-notice">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Please check {fresh.length === 1 ? 'one of your routines' : 'some of your routines'}</Alert.Title>
        <Alert.Description>
          With your current medicines and health details, {labels} may not suit you. The reason is on the routine card; please
          ask your doctor or pharmacist before taking it.
        </Alert.Description>
        <Button size="sm" variant="outline" alignSelf="flex-start" asChild>
          <Link to="/routines" onClick={markSeen}>
            See my routines
          </Link>
        </Button>
        <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={markSeen}>
          Got it
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
