import type { SubtaskInput } from '@cadence/domain';
import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Field, Input } from '../../components/ui/chakra-scoped';
import { useId, useState } from 'react';
import { onEnter } from '../../lib/on-enter';
import { StrokeIcon } from '../../components/ui/stroke-icon';

function RemoveIcon() {
  return (
    <StrokeIcon size={16}>
      <line x1="6" y1="6" x2="18" y2="18" />
      <line x1="18" y1="6" x2="6" y2="18" />
    </StrokeIcon>
  );
}

/** A routine's subtasks: add by name (button or Enter; blank ignored) and remove. */
export function SubtasksEditor({ subtasks, onChange }: { subtasks: SubtaskInput[]; onChange: (next: SubtaskInput[]) => void }) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const add = () => {
    const name = draft.trim();
    if (!name) return;
    onChange([...subtasks, { name, description: '', completed: false }]);
    setDraft('');
  };
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label htmlFor={inputId}>Subtasks</Field.Label>
        <HStack w="full">
          <Input id={inputId} value={draft} onChange={(e) => setDraft(e.target.value)} onKeyDown={onEnter(add)} placeholder="e.g. 10 squats" autoComplete="off" />
          <Button type="button" variant="outline" onClick={add} flexShrink={0}>
            Add subtask
          </Button>
        </HStack>
      </Field.Root>
      {subtasks.length > 0 ? (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="1" aria-label="Subtasks">
          {subtasks.map((s, i) => (
            <HStack as="li" key={s.id ?? `new-${i}`} justify="space-between" borderWidth="1px" borderRadius="md" ps="3" pe="1" py="1">
              <Text fontSize="sm">{s.name}</Text>
              <IconButton type="button" variant="ghost" size="sm" aria-label={`Remove ${s.name}`} onClick={() => onChange(subtasks.filter((_, j) => j !== i))}>
                <RemoveIcon />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
