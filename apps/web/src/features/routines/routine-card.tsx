import { isRoutineActive, MESSAGES, serverMessageOrRetry, type Routine } from '@cadence/domain';
import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Switch } from '../../components/ui/chakra-scoped';
import { useState } from 'react';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { DeleteRoutineDialog } from './delete-routine-dialog';
import { EditRoutineDialog } from './edit-routine-dialog';
import { scheduleLabel } from './routine-options';
import { RoutineStrength } from '../rhythm/routine-strength';
import { SupplementCautionLine } from '../../components/ui/supplement-caution';
import { useRoutineCache } from './use-routine-actions';

/** One routine: label, frequency (a weekly one with its weekday), notes, subtasks, the Active / Paused switch, Edit and Delete. */
export function RoutineCard({ userId, routine }: { userId: string; routine: Routine }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = trpc.routines.update.useMutation();
  const cache = useRoutineCache();
  const active = isRoutineActive(routine);
  const [refreshing, setRefreshing] = useState(false);

  const busy = update.isPending || refreshing;
  const toggleActive = (next: boolean) => {
    // Busy: the switch keeps focus (aria-disabled, not disabled) and ignores presses (docs/decisions/115).
    if (busy) return;
    update.mutate(
      { id: routine.id, data: { active: next } },
      {
        onSuccess: async (saved) => {
          cache.upsert(saved);
          setRefreshing(true);
          await cache.refreshPlan(); // failures are only logged (§7)
          setRefreshing(false);
          void cache.refetch();
          toast.success(MESSAGES.routineUpdatedPlanRefreshed.title);
        },
        onError: (err) => toast.error(MESSAGES.updateRoutineFailed.title, serverMessageOrRetry(errorMessage(err, ''))),
      },
    );
  };

  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" bg="bg" opacity={active ? 1 : 0.75} data-testid="routine-card">
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="1">
            <Text fontWeight="semibold" fontSize="md">
              {routine.label}
            </Text>
            <HStack gap="1.5" wrap="wrap">
              <Badge variant="subtle">{scheduleLabel(routine)}</Badge>
              {routine.isPersonalized ? (
                <Badge variant="subtle" colorPalette="purple">
                  Personalized
                </Badge>
              ) : null}
            </HStack>
          </Stack>
          {/* A switch with a name that does not change ("Active: Yoga class", on or off); the word
              beside it says the state to the eye. */}
          <Switch.Root checked={active} onCheckedChange={(e) => toggleActive(e.checked)} colorPalette="brand" flexShrink={0} data-busy={busy ? '' : undefined}>
            <Switch.HiddenInput role="switch" aria-label={`Active: ${routine.label}`} aria-disabled={busy || undefined} />
            <Switch.Control />
            <Text as="span" fontSize="sm" fontWeight="medium" aria-hidden="true">
              {active ? 'Active' : 'Paused'}
            </Text>
          </Switch.Root>
        </HStack>
        {routine.caution ? <SupplementCautionLine caution={routine.caution} /> : null}
        {routine.notes ? (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
            {routine.notes}
          </Text>
        ) : null}
        {routine.subtasks.length > 0 ? (
          <List.Root ps="5" gap="0.5" fontSize="sm" aria-label={`${routine.label} subtasks`}>
            {routine.subtasks.map((s) => (
              <List.Item key={s.id}>{s.name}</List.Item>
            ))}
          </List.Root>
        ) : null}
        {active ? <RoutineStrength userId={userId} routineId={routine.id} label={routine.label} /> : null}
        <HStack gap="2" justify="flex-end">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${routine.label}`}>
            Edit
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)} aria-label={`Delete ${routine.label}`}>
            Delete
          </Button>
        </HStack>
      </Stack>
      <EditRoutineDialog routine={routine} open={editing} onOpenChange={setEditing} />
      <DeleteRoutineDialog routine={routine} open={deleting} onOpenChange={setDeleting} />
    </Box>
  );
}
