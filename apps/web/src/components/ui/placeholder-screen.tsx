import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container';

/** Stand-in for a screen not built yet: shows its title so routing can be exercised. */
export function PlaceholderScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <PageContainer>
      <Heading as="h1" size="2xl" mb="4">
        {title}
      </Heading>
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">{children ?? 'This screen is coming soon.'}</Text>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
