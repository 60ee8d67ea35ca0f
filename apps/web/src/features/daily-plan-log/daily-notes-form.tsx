import { MESSAGES, serverMessageOrRetry } from '@cadence/domain';
import { Stack } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { Field, Textarea } from '../../components/ui/chakra-scoped';
import { useState, type FormEvent } from 'react';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** Daily notes textarea + save (logs.patchNotes; 'Log Saved'). What she typed stays on failure. */
export function DailyNotesForm({ date, initialNotes }: { date: string; initialNotes: string }) {
  const [notes, setNotes] = useState(initialNotes);
  const utils = trpc.useUtils();
  const patch = trpc.logs.patchNotes.useMutation({
    onSuccess: (log) => {
      utils.logs.get.setData({ date }, log);
      void utils.logs.list.invalidate();
      toast.success(MESSAGES.logSaved.title, MESSAGES.logSaved.description);
    },
    onError: (err) => toast.error(MESSAGES.updateFailed.title, serverMessageOrRetry(errorMessage(err, ''))),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    patch.mutate({ date, notes });
  };
  return (
    <Stack as="form" gap="3" onSubmit={onSubmit}>
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
    </Stack>
  );
}
