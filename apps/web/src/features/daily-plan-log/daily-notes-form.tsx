import { MESSAGES, serverMessageOrRetry } from '@cadence/domain';
import { Stack } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { Field, Textarea } from '../../components/ui/chakra-scoped';
import { useState, type FormEvent } from 'react';
import { SafetyNotice } from '../../components/ui/safety-notice';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { isQueuedError } from '../../platform/offline/offline-link';
import { OFFLINE_MESSAGES } from '../../platform/offline/offline-messages';
import { announce } from '../../components/ui/announcer';
import { Text } from '@chakra-ui/react';

/** Daily notes textarea + save (logs.patchNotes; 'Log Saved'). What she typed stays on failure. */
export function DailyNotesForm({ date, initialNotes }: { date: string; initialNotes: string }) {
  const [notes, setNotes] = useState(initialNotes);
  // Saved on this phone only (docs/decisions/122): 'Log Saved' waits until the server has it.
  const [onPhone, setOnPhone] = useState(false);
  const utils = trpc.useUtils();
  // Her note is triaged like a check-in (docs/decisions/105): a red flag raised by it is shown right here, and stays
  // after a reload until she hides it, as on the dashboard (decision 158; the Symptom Summary above says the same).
  const safety = trpc.safety.current.useQuery({ today: date });
  const dismiss = trpc.safety.dismiss.useMutation({ onSuccess: () => utils.safety.current.invalidate() });
  const patch = trpc.logs.patchNotes.useMutation({
    onSuccess: (log) => {
      setOnPhone(false);
      utils.logs.get.setData({ date }, log);
      void utils.logs.list.invalidate();
      void utils.safety.current.invalidate();
      toast.success(MESSAGES.logSaved.title, MESSAGES.logSaved.description);
    },
    onError: (err) => {
      if (isQueuedError(err)) {
        setOnPhone(true);
        announce(OFFLINE_MESSAGES.savedOnPhone);
        return;
      }
      toast.error(MESSAGES.updateFailed.title, serverMessageOrRetry(errorMessage(err, '')));
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // The text she started from: if another device saved notes meanwhile, the server keeps both (decision 122).
    patch.mutate({ date, notes, baseNotes: initialNotes });
  };
  const raised = safety.data?.kind === 'notice' && safety.data.date === date ? safety.data.notice : null;
  return (
    <Stack as="form" gap="3" onSubmit={onSubmit}>
      {raised ? <SafetyNotice notice={raised} dismissing={dismiss.isPending} onDismiss={() => dismiss.mutate({ date })} /> : null}
      <Field.Root>
        <Field.Label>Daily notes</Field.Label>
        <Textarea
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          rows={5}
          placeholder="How did today go? Energy, sleep, symptoms, wins..."
        />
      </Field.Root>
      <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={patch.isPending} loadingText="Saving...">
        Save Notes
      </Button>
      {onPhone ? (
        <Text fontSize="sm" color="fg.muted" data-testid="notes-on-phone">
          {OFFLINE_MESSAGES.savedOnPhone}
        </Text>
      ) : null}
    </Stack>
  );
}
