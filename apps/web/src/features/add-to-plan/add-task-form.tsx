import { MESSAGES, serverMessageOrRetry, validateAddTask } from '@cadence/domain';
import { Stack } from '@chakra-ui/react';
import { Field, Input, Textarea } from '../../components/ui/chakra-scoped';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { isQueuedError } from '../../platform/offline/offline-link';
import { OFFLINE_MESSAGES } from '../../platform/offline/offline-messages';
import { FormActions } from '../../components/ui/form-actions';

/** 'Add Task' tab: description (required after trimming) + optional notes (absent when empty). */
export function AddTaskForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [label, setLabel] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The message is the field's description, tied explicitly (docs/decisions/115).
  const errorId = useId();
  const utils = trpc.useUtils();
  const addTask = trpc.plan.addTask.useMutation();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateAddTask({ label, notes });
    if (!checked.ok) {
      setError(checked.description ? `${checked.title}. ${checked.description}` : checked.title);
      return;
    }
    setError(null);
    addTask.mutate(
      checked.value,
      {
        onSuccess: (plan) => {
          utils.plan.today.setData(undefined, plan);
          void utils.plan.today.invalidate();
          toast.success(MESSAGES.taskAdded.title);
          setLabel('');
          setNotes('');
          onDone();
        },
        onError: (err) => {
          if (isQueuedError(err)) {
            // Kept in the outbox and shown in the plan as waiting (docs/decisions/122); '✓ Task Added' comes
            // when the server has it.
            toast.info(OFFLINE_MESSAGES.savedOnPhone);
            setLabel('');
            setNotes('');
            onDone();
            return;
          }
          toast.error(MESSAGES.addTaskFailed.title, serverMessageOrRetry(errorMessage(err, '')));
        },
      },
    );
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} aria-label="Add a task" noValidate>
      <Field.Root required invalid={error !== null}>
        <Field.Label>
          Task description <Field.RequiredIndicator />
        </Field.Label>
        <Input aria-describedby={error ? errorId : undefined}
          value={label}
          onChange={(e) => {
            setLabel(e.target.value);
            if (error) setError(null);
          }}
          placeholder="e.g. 10-minute evening stretch"
          autoComplete="off"
        />
        {error ? <Field.ErrorText id={errorId}>{error}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root>
        <Field.Label>Notes (optional)</Field.Label>
        <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={3} placeholder="Anything to remember about it" />
      </Field.Root>
      <FormActions submitLabel="Add Task" loadingText="Adding..." pending={addTask.isPending} onCancel={onCancel} />
      </form>
    </Stack>
  );
}
