import { Box, Stack, Text } from '@chakra-ui/react';
import { CheckItem } from './check-item';

export interface SubtaskCheckRow {
  key: string;
  name: string;
  /** Shown under the name when it says more than the name. */
  description?: string | undefined;
  checked: boolean;
}

export interface SubtaskChecklistProps {
  /** The list's accessible name, e.g. "Morning walk steps". */
  label: string;
  rows: readonly SubtaskCheckRow[];
  onToggle: (index: number) => void;
  /** Indent under the routine's own tick. */
  ps?: string | Record<string, string>;
  mt?: string;
  descriptionSize?: 'xs' | 'sm';
}

/** A routine's steps as small ticks under it: today's checklist and the wizard's routine list. */
export function SubtaskChecklist({ label, rows, onToggle, ps = '7', mt = '2', descriptionSize = 'xs' }: SubtaskChecklistProps) {
  return (
    <Stack as="ul" listStyleType="none" m="0" mt={mt} ps={ps} gap="2" aria-label={label}>
      {rows.map((row, index) => (
        <Box as="li" key={row.key}>
          <CheckItem
            size="sm"
            checked={row.checked}
            onCheckedChange={() => onToggle(index)}
            details={
              row.description && row.description !== row.name ? (
                <Text as="span" fontSize={descriptionSize} color="fg.muted">
                  {row.description}
                </Text>
              ) : undefined
            }
          >
            {row.name}
          </CheckItem>
        </Box>
      ))}
    </Stack>
  );
}
