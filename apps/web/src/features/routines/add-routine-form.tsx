import { MESSAGES, serverMessageOrRetry, validateRoutineName, type RoutineFrequency, type RoutineType, type SubtaskInput, type Weekday } from '@cadence/domain';
import { Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/chakra-scoped';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { FREQUENCY_OPTIONS, TYPE_OPTIONS, WEEKDAY_OPTIONS, weekdayToday } from './routine-options';
import { SelectField } from '../../components/ui/select-field';
import { SubtasksEditor } from './subtasks-editor';
import { useRoutineCache } from './use-routine-actions';

interface Draft {
  label: string;
  type: RoutineType;
  frequency: RoutineFrequency;
  /** Used when frequency is weekly (docs/decisions/060): default today's weekday. */
  weekday: Weekday;
  notes: string;
  subtasks: SubtaskInput[];
}
/** §4 new-routine defaults: type movement, frequency daily, empty notes and subtasks (a weekly one: today's weekday). */
const empty = (): Draft => ({ label: '', type: 'movement', frequency: 'daily', weekday: weekdayToday(), notes: '', subtasks: [] });

/** Add-routine form; resets after creation ('Routine created successfully'). */
export function AddRoutineForm() {
  const [draft, setDraft] = useState<Draft>(empty);
  const [error, setError] = useState<string | null>(null);
  // The message is the field's description, tied explicitly (docs/decisions/115).
  const errorId = useId();
  const create = trpc.routines.create.useMutation();
  const cache = useRoutineCache();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const name = validateRoutineName(draft.label);
    if (!name.ok) {
      setError(name.title);
      toast.error(name.title, name.description);
      return;
    }
    setError(null);
    create.mutate(
      {
        label: name.value,
        type: draft.type,
        frequency: draft.frequency,
        ...(draft.frequency === 'weekly' ? { weekday: draft.weekday } : {}),
        notes: draft.notes.trim(),
        subtasks: draft.subtasks,
        isPersonalized: false,
        active: true,
      },
      {
        onSuccess: (routine) => {
          cache.upsert(routine);
          void cache.refetch();
          void cache.refreshPlan();
          toast.success(MESSAGES.routineCreated.title);
          setDraft(empty());
        },
        onError: (err) => toast.error(MESSAGES.createRoutineFailed.title, serverMessageOrRetry(errorMessage(err, ''))),
      },
    );
  };

  return (
    <Card.Root as="section" aria-labelledby="add-routine-title">
      <Card.Header pb="2">
        <Heading as="h2" size="md" id="add-routine-title">
          Add a Routine
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Stack asChild gap="4">
          <form onSubmit={onSubmit} noValidate aria-labelledby="add-routine-title">
            <Field.Root required invalid={error !== null}>
              <Field.Label>
                Routine name <Field.RequiredIndicator />
              </Field.Label>
              <Input aria-describedby={error ? errorId : undefined}
                value={draft.label}
                onChange={(e) => {
                  set('label', e.target.value);
                  if (error) setError(null);
                }}
                placeholder="e.g. Morning stretch"
                autoComplete="off"
              />
              {error ? <Field.ErrorText id={errorId}>{error}</Field.ErrorText> : null}
            </Field.Root>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <SelectField label="Type" value={draft.type} options={TYPE_OPTIONS} onChange={(v) => set('type', v)} />
              <SelectField label="Frequency" value={draft.frequency} options={FREQUENCY_OPTIONS} onChange={(v) => set('frequency', v)} />
              {draft.frequency === 'weekly' ? (
                <SelectField label="Day of the week" value={draft.weekday} options={WEEKDAY_OPTIONS} onChange={(v) => set('weekday', v)} helper="It shows in your plan that day, and stays until you've done it that week." />
              ) : null}
            </SimpleGrid>
            <Field.Root>
              <Field.Label>Notes</Field.Label>
              <Textarea value={draft.notes} onChange={(e) => set('notes', e.target.value)} rows={2} placeholder="Optional" />
            </Field.Root>
            <SubtasksEditor subtasks={draft.subtasks} onChange={(v) => set('subtasks', v)} />
            <Button type="submit" colorPalette="brand" loading={create.isPending} loadingText="Adding..." alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              Add Routine
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
