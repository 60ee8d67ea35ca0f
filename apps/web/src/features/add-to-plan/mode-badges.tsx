import { Button, HStack } from '@chakra-ui/react';
import type { NoteMode } from './note-mode';

const MODES: ReadonlyArray<{ value: NoteMode; label: string }> = [
  { value: 'voice', label: 'Voice' },
  { value: 'text', label: 'Text' },
];

/** The Voice / Text mode badges: toggle buttons (aria-pressed) so they are keyboard and screen-reader friendly. */
export function ModeBadges({ mode, onSelect }: { mode: NoteMode; onSelect: (mode: NoteMode) => void }) {
  return (
    <HStack role="group" aria-label="Input mode" gap="2">
      {MODES.map((m) => (
        <Button
          key={m.value}
          type="button"
          size="xs"
          borderRadius="full"
          colorPalette="brand"
          variant={mode === m.value ? 'solid' : 'outline'}
          aria-pressed={mode === m.value}
          onClick={() => onSelect(m.value)}
        >
          {m.label}
        </Button>
      ))}
    </HStack>
  );
}
