import type { SafetyNotice } from '@cadence/domain';
import { Alert, Box, List } from '@chakra-ui/react';

/**
 * A red-flag safety notice from the server's triage, shown prominently (role="alert") with where
 * to get help. Used by both onboarding flows before the person continues.
 */
export function SafetyNoticeAlert({ notice }: { notice: SafetyNotice }) {
  return (
    <Alert.Root status={notice.level === 'urgent' ? 'error' : 'warning'} role="alert" borderRadius="lg" alignItems="flex-start" data-testid="safety-notice">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title fontSize="md">{notice.title}</Alert.Title>
        <Alert.Description>
          <Box as="p">{notice.message}</Box>
          {notice.resources.length > 0 ? (
            <List.Root mt="2" ps="4" gap="1">
              {notice.resources.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List.Root>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
