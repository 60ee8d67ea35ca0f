import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ResultItem {
  id: string;
  name: string;
  added: boolean;
  meta: string;
  detail?: ReactNode;
}

/** Search results: each with 'Add', or 'Added' (disabled) when already in the routine. */
export function SearchResults({ items, query, onAdd, busy }: { items: ResultItem[]; query: string; onAdd: (id: string) => void; busy: boolean }) {
  if (query.trim() === '') return null;
  if (items.length === 0)
    return (
      <Text color="fg.muted" role="status">
        No matches for “{query.trim()}”. You can add it as a custom entry below.
      </Text>
    );
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label="Search results">
      {items.map((item) => (
        <Box as="li" key={item.id} borderWidth="1px" borderRadius="md" p="3" bg="bg">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="medium">{item.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {item.meta}
              </Text>
              {item.detail}
            </Stack>
            <Button
              size="sm"
              flexShrink={0}
              colorPalette="brand"
              variant={item.added ? 'subtle' : 'solid'}
              disabled={item.added || busy}
              onClick={() => onAdd(item.id)}
              aria-label={item.added ? `${item.name} added` : `Add ${item.name}`}
            >
              {item.added ? 'Added' : 'Add'}
            </Button>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
