import { MESSAGES, serverMessageOrRetry, validateRoutineName, type Routine, type RoutineFrequency, type SubtaskInput, type Weekday } from '@cadence/domain';
import { Stack } from '@chakra-ui/react';
import { SheetDialog } from '../../components/ui/app-dialog';
import { Dialog, Field, Input, Textarea } from '../../components/ui/chakra-scoped';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FREQUENCY_OPTIONS, WEEKDAY_OPTIONS, weekdayToday } from './routine-options';
import { SelectField } from '../../components/ui/select-field';
import { SubtasksEditor } from './subtasks-editor';
import { useRoutineCache } from './use-routine-actions';
import { FormActions } from '../../components/ui/form-actions';

interface EditRoutineDialogProps {
  routine: Routine;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function EditForm({ routine, onClose }: { routine: Routine; onClose: () => void }) {
  const [label, setLabel] = useState(routine.label);
  const [frequency, setFrequency] = useState<RoutineFrequency>(routine.frequency);
  const [weekday, setWeekday] = useState<Weekday>(routine.weekday ?? weekdayToday());
  const [notes, setNotes] = useState(routine.notes);
  const [subtasks, setSubtasks] = useState<SubtaskInput[]>(routine.subtasks);
  const [error, setError] = useState<string | null>(null);
  // The message is the field's description, tied explicitly (docs/decisions/115).
  const errorId = useId();
  const update = trpc.routines.update.useMutation();
  const cache = useRoutineCache();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const name = validateRoutineName(label);
    if (!name.ok) {
      setError(name.title);
      return;
    }
    update.mutate(
      { id: routine.id, data: { label: name.value, frequency, ...(frequency === 'weekly' ? { weekday } : {}), notes: notes.trim(), subtasks } },
      {
        onSuccess: (saved) => {
          cache.upsert(saved);
          void cache.refetch();
          void cache.refreshPlan();
          toast.success(MESSAGES.routineUpdated.title);
          onClose();
        },
        onError: (err) => toast.error(MESSAGES.updateRoutineFailed.title, serverMessageOrRetry(errorMessage(err, ''))),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required invalid={error !== null}>
            <Field.Label>
              Routine name <Field.RequiredIndicator />
            </Field.Label>
            <Input aria-describedby={error ? errorId : undefined} value={label} onChange={(e) => setLabel(e.target.value)} autoComplete="off" />
            {error ? <Field.ErrorText id={errorId}>{error}</Field.ErrorText> : null}
          </Field.Root>
          <SelectField label="Frequency" value={frequency} options={FREQUENCY_OPTIONS} onChange={setFrequency} />
          {frequency === 'weekly' ? <SelectField label="Day of the week" value={weekday} options={WEEKDAY_OPTIONS} onChange={setWeekday} /> : null}
          <Field.Root>
            <Field.Label>Notes</Field.Label>
            <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} />
          </Field.Root>
          <SubtasksEditor subtasks={subtasks} onChange={setSubtasks} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <FormActions submitLabel="Save Changes" loadingText="Saving..." pending={update.isPending} onCancel={onClose} />
      </Dialog.Footer>
    </form>
  );
}

/** Edit dialog: label, frequency (a weekly one: its weekday), notes and subtasks ('Routine updated successfully'). */
export function EditRoutineDialog({ routine, open, onOpenChange }: EditRoutineDialogProps) {
  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title="Edit Routine" lazy>
      <EditForm routine={routine} onClose={() => onOpenChange(false)} />
    </SheetDialog>
  );
}
