import { Badge, Wrap } from '@chakra-ui/react';

/** Her words as chips (focus areas, goals): My Profile and the public page. */
export function ChipList({ items }: { items: readonly string[] }) {
  return (
    <Wrap gap="2">
      {items.map((item) => (
        <Badge key={item} colorPalette="brand" variant="subtle" size="md">
          {item}
        </Badge>
      ))}
    </Wrap>
  );
}
