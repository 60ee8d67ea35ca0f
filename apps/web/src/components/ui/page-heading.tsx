import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen's h1 with the muted line under it that says what the screen is for. */
export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      {children ? <Text color="fg.muted">{children}</Text> : null}
    </Stack>
  );
}
