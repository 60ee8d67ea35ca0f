import { Button, CloseButton, HStack, Wrap } from '@chakra-ui/react';
import { Field, Input, Tag } from '../../components/ui/chakra-scoped';
import { addCustomCategory } from '@cadence/domain';
import { useId, useState } from 'react';
import { onEnter } from '../../lib/on-enter';

/** Custom categories: add with Enter or 'Add' (trimmed, unique — domain addCustomCategory), remove per tag. */
export function CustomCategoriesField({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The message is the field's description, tied explicitly (docs/decisions/115).
  const errorId = useId();

  const add = () => {
    const result = addCustomCategory(value, draft);
    if (!result.ok) {
      setError(result.description ? `${result.title}: ${result.description}` : result.title);
      return;
    }
    onChange(result.value);
    setDraft('');
    setError(null);
  };

  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>Custom categories</Field.Label>
      <HStack w="full">
        <Input aria-describedby={error ? errorId : undefined}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(null);
          }}
          onKeyDown={onEnter(add)}
          placeholder="e.g. Cycle tracking"
        />
        <Button type="button" onClick={add} variant="outline" colorPalette="brand">
          Add
        </Button>
      </HStack>
      {error ? <Field.ErrorText id={errorId} color="red.700">{error}</Field.ErrorText> : null}
      {value.length > 0 ? (
        <Wrap gap="2" mt="2">
          {value.map((c) => (
            <Tag.Root key={c} size="lg" colorPalette="brand" variant="subtle">
              <Tag.Label>{c}</Tag.Label>
              <Tag.EndElement>
                <CloseButton size="2xs" aria-label={`Remove ${c}`} onClick={() => onChange(value.filter((x) => x !== c))} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      ) : null}
    </Field.Root>
  );
}
