import type { SafetyNotice as SafetyNoticeData } from '@cadence/domain';
import { Alert, Box, List, Text } from '@chakra-ui/react';

/**
 * A red-flag safety notice (onboarding answers, the plan or a check-in), shown prominently
 * with role="alert", in plain words, with where to get help.
 */
export function SafetyNotice({ notice, planUnchanged = false }: { notice: SafetyNoticeData; planUnchanged?: boolean }) {
  return (
    <Alert.Root
      status={notice.level === 'urgent' ? 'error' : 'warning'}
      variant="surface"
      role="alert"
      borderRadius="lg"
      alignItems="flex-start"
      data-testid="safety-notice"
    >
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title fontSize="md" fontWeight="bold">
          {notice.title}
        </Alert.Title>
        <Alert.Description>
          <Box as="p">{notice.message}</Box>
          {notice.resources.length > 0 ? (
            <List.Root mt="2" ps="4" gap="1">
              {notice.resources.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List.Root>
          ) : null}
          {planUnchanged ? (
            <Text mt="2" fontWeight="semibold">
              Your plan was not changed. Please look after yourself first.
            </Text>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
