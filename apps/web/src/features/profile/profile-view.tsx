import { Text } from '@chakra-ui/react';
import { DataList } from '../../components/ui/chakra-scoped';
import type { User } from '@cadence/domain';
import type { ReactNode } from 'react';
import { ChipList } from '../../components/ui/chip-list';

function Chips({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return <ChipList items={items} />;
}

/** My Profile view mode: the saved fields. */
export function ProfileView({ user }: { user: User }) {
  const rows: [string, ReactNode][] = [
    ['Name', user.name],
    ['Email', user.email || <Text as="span" color="fg.muted">Not set</Text>],
    ['Location', user.location || <Text as="span" color="fg.muted">Not set</Text>],
    ['Goals', <Chips items={user.goals} empty="No goals yet" />],
    ['Challenges', <Chips items={user.challenges} empty="No challenges yet" />],
    ['Custom categories', <Chips items={user.customCategories} empty="None" />],
  ];
  return (
    <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="4">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
