import { Alert, Button, Card, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '../../lib/errors';
import { PageContainer } from './page-container';

/**
 * A load that failed for a reason other than "not found" (offline, server busy): say so and offer a
 * retry. Her stored data is kept — only a confirmed 404 means the profile is gone.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <PageContainer maxW="xl">
      <Card.Root role="alert">
        <Card.Body>
          <Stack gap="3">
            <Text fontWeight="semibold">We couldn't load your profile just now.</Text>
            <Text color="fg.muted">{errorMessage(error)} Nothing was lost.</Text>
            <Button alignSelf="start" colorPalette="brand" onClick={onRetry}>
              Try again
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}

/** An inline error banner for a part of a screen that could not load: what failed and why. */
export function ErrorAlert({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessage(error)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
