import { EMPTY_STATES, isRoutineIncluded, ROUTINE_TYPES, routineReason, type RoutineType, type SafetyNotice, type WizardRoutine } from '@cadence/domain';
import { Badge, Box, Button, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CheckItem } from '../../components/ui/check-item';
import { SubtaskChecklist } from '../../components/ui/subtask-checklist';
import { Field, Input } from '../../components/ui/chakra-scoped';
import { SafetyNotice as SafetyNoticeCard } from '../../components/ui/safety-notice';
import { SelectField } from '../../components/ui/select-field';
import { suggestedType, wizardTaskKey, type RoutineEdit } from './wizard-tasks';

export interface RoutinesStepProps {
  routines: WizardRoutine[];
  /** Tasks she unticked (keys from wizardTaskKey). */
  excludedTasks: ReadonlySet<string>;
  loading: boolean;
  safety: SafetyNotice | null;
  /** Her words (challenges and context): each routine says why it was chosen, quoting them. */
  herWords: readonly string[];
  onToggle: (routineIndex: number) => void;
  onToggleTask: (routineIndex: number, subtaskIndex: number) => void;
  /** 'Add Another Routine': appends a 'Custom Routine' (spec §4). */
  onAdd: () => void;
  /** Routines she added (by position): each can be edited (name, type, task). */
  added: ReadonlySet<number>;
  onEdit: (routineIndex: number, edit: RoutineEdit) => void;
  onGenerate: () => void;
}

const FREQUENCY_LABELS: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', as_needed: 'As needed' };
const TYPE_LABELS: Record<RoutineType, string> = {
  movement: 'Movement',
  nutrition: 'Nutrition',
  mindfulness: 'Mindfulness',
  supplement: 'Supplement',
  other: 'Other',
};

/** Editing a routine she added: its name (the type follows its words until she picks one), type and task. */
function EditRoutineForm({ routine, onSave, onCancel }: { routine: WizardRoutine; onSave: (edit: RoutineEdit) => void; onCancel: () => void }) {
  const [name, setName] = useState(routine.label);
  const [taskName, setTaskName] = useState(routine.subtasks[0]?.name ?? '');
  const [picked, setPicked] = useState<RoutineType | null>(null);
  const [error, setError] = useState(false);
  const type = picked ?? (name === routine.label ? routine.type : suggestedType(name));
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === '') {
      setError(true);
      return;
    }
    onSave({ label: name, type, taskName });
  };
  return (
    <Box as="form" onSubmit={submit} aria-label={`Edit ${routine.label}`}>
      <Stack gap="3">
        <Field.Root invalid={error}>
          <Field.Label>Routine name</Field.Label>
          <Input
            autoFocus
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (e.target.value.trim()) setError(false);
            }}
            aria-describedby={error ? errorId : undefined}
            data-testid="edit-routine-name"
          />
          {error ? <Field.ErrorText id={errorId}>Please enter a routine name</Field.ErrorText> : null}
        </Field.Root>
        <SelectField<RoutineType>
          label="Type"
          value={type}
          options={ROUTINE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          onChange={setPicked}
          helper={picked === null && name !== routine.label ? 'Chosen from the name; change it if it is wrong.' : undefined}
        />
        <Field.Root>
          <Field.Label>Task</Field.Label>
          <Input value={taskName} onChange={(e) => setTaskName(e.target.value)} data-testid="edit-routine-task" />
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" colorPalette="brand">
            Save routine
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/** Step 3: generated routines, each with its tasks under it and one line on why; every task can be unticked on its own. */
export function RoutinesStep({ routines, excludedTasks, loading, safety, herWords, onToggle, onToggleTask, onAdd, added, onEdit, onGenerate }: RoutinesStepProps) {
  const [editing, setEditing] = useState<number | null>(null);
  // After 'Add Another Routine', focus moves to the new routine's Edit button (she hears what was added).
  const [focusEdit, setFocusEdit] = useState<number | null>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  useEffect(() => {
    if (focusEdit === null) return;
    editButtons.current.get(focusEdit)?.focus();
    setFocusEdit(null);
  }, [focusEdit]);
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Your routines
        </Heading>
        <Text color="fg.muted" mt="1">
          Untick any task you don't want, or a whole routine.
        </Text>
      </Box>

      {safety ? <SafetyNoticeCard notice={safety} /> : null}

      {loading ? (
        <Center py="10" role="status" aria-live="polite">
          <Stack align="center" gap="3">
            <Spinner size="lg" color="brand.solid" />
            <Text color="fg.muted">Generating your personalized routines...</Text>
          </Stack>
        </Center>
      ) : routines.length === 0 ? (
        <Stack align="center" textAlign="center" gap="3" py="8">
          <Text fontWeight="semibold">{EMPTY_STATES.generatedRoutines}</Text>
          <Button colorPalette="brand" onClick={onGenerate}>
            Generate Routines Now
          </Button>
        </Stack>
      ) : (
        <Stack as="ul" listStyleType="none" gap="4" aria-label="Suggested routines">
          {routines.map((routine, ri) => {
            const included = isRoutineIncluded(routine);
            // A routine she named herself is its own single task: one tick, not two with the same name.
            const ownTask = routine.subtasks.length === 1 && routine.subtasks[0]?.name === routine.label;
            if (editing === ri) {
              return (
                <Box as="li" key={`routine-${ri}`} borderWidth="1px" borderRadius="lg" p="3" data-testid="wizard-routine">
                  <EditRoutineForm
                    routine={routine}
                    onSave={(edit) => {
                      onEdit(ri, edit);
                      setEditing(null);
                      setFocusEdit(ri);
                    }}
                    onCancel={() => {
                      setEditing(null);
                      setFocusEdit(ri);
                    }}
                  />
                </Box>
              );
            }
            return (
              <Box
                as="li"
                key={`routine-${ri}`}
                borderWidth="1px"
                borderRadius="lg"
                p="3"
                bg={included ? 'brand.subtle' : 'bg'}
                borderColor={included ? 'brand.emphasized' : 'border'}
                data-testid="wizard-routine"
              >
                <CheckItem
                  checked={included}
                  onCheckedChange={() => onToggle(ri)}
                  weight="semibold"
                  details={
                    <>
                      <Text fontSize="sm" color="fg.muted">
                        {routineReason(routine, herWords)}
                      </Text>
                      <HStack gap="2" wrap="wrap">
                        <Badge variant="outline" size="sm">
                          {FREQUENCY_LABELS[routine.frequency] ?? routine.frequency}
                        </Badge>
                        <Badge variant="subtle" size="sm">
                          {TYPE_LABELS[routine.type]}
                        </Badge>
                        {added.has(ri) ? (
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`Edit ${routine.label}`}
                            ref={(el) => {
                              if (el) editButtons.current.set(ri, el);
                              else editButtons.current.delete(ri);
                            }}
                            onClick={() => setEditing(ri)}
                          >
                            Edit
                          </Button>
                        ) : null}
                      </HStack>
                    </>
                  }
                >
                  {routine.label}
                </CheckItem>
                {included && routine.subtasks.length > 0 && !ownTask ? (
                  <SubtaskChecklist
                    label={`Tasks in ${routine.label}`}
                    mt="3"
                    ps={{ base: '4', sm: '8' }}
                    descriptionSize="sm"
                    rows={routine.subtasks.map((s, si) => ({
                      key: wizardTaskKey(ri, si),
                      name: s.name,
                      description: s.description,
                      checked: !excludedTasks.has(wizardTaskKey(ri, si)),
                    }))}
                    onToggle={(si) => onToggleTask(ri, si)}
                  />
                ) : null}
              </Box>
            );
          })}
        </Stack>
      )}

      {!loading && routines.length > 0 ? (
        <Button
          variant="outline"
          alignSelf="flex-start"
          onClick={() => {
            onAdd();
            setFocusEdit(routines.length);
          }}
        >
          Add Another Routine
        </Button>
      ) : null}
    </Stack>
  );
}
