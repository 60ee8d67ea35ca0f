import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { PageContainer } from '../../components/ui/page-container';
import { getStoredUserId } from '../../lib/storage';
import { DailyProgress } from '../daily-plan-log/daily-progress';

/**
 * /log (the 'Log' nav link): today's daily log — the same content as the daily tab of
 * /daily-plan-log (checklist, % completed, symptoms, notes, history). See docs/decisions/010-log-route.md.
 */
export function LogPage() {
  const userId = getStoredUserId() ?? '';
  return (
    <PageContainer>
      <Stack gap="4">
        <HStack justify="space-between" align="flex-end" wrap="wrap" gap="2">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Daily Log
            </Heading>
            <Text color="fg.muted">Tick off today's routines and jot down how you feel.</Text>
          </Stack>
          <Button asChild variant="outline" colorPalette="brand" size="sm">
            <Link to="/daily-plan-log" search={{ tab: 'weekly' }}>
              Weekly progress
            </Link>
          </Button>
        </HStack>
        <DailyProgress userId={userId} />
      </Stack>
    </PageContainer>
  );
}
