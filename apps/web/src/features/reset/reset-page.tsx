import { MESSAGES } from '@cadence/domain';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { PageContainer } from '../../components/ui/page-container';
import { clearLocalData } from '../../lib/storage';
import { trpc } from '../../lib/trpc';

/**
 * /reset (spec §2): 'Start Fresh Onboarding' clears the local data of §3, ends the server session
 * (users.endSession, so this browser can no longer read the old user) and goes to /.
 */
export function ResetPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const endSession = trpc.users.endSession.useMutation();

  const startFresh = async () => {
    if (endSession.isPending) return;
    clearLocalData();
    await endSession.mutateAsync().catch((err: unknown) => console.warn('[reset] could not end the server session', err));
    await utils.invalidate();
    await navigate({ to: '/' });
  };

  return (
    <PageContainer maxW="lg">
      <Card.Root mt={{ base: '4', md: '12' }}>
        <Card.Header>
          <Heading as="h1" size="xl">
            {MESSAGES.resetJourney.title}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Text color="fg.muted">{MESSAGES.resetJourney.description}</Text>
        </Card.Body>
        <Card.Footer>
          <Stack direction={{ base: 'column', sm: 'row' }} w="full" gap="3">
            <Button colorPalette="red" onClick={() => void startFresh()} loading={endSession.isPending}>
              Start Fresh Onboarding
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Go to Home Page</Link>
            </Button>
          </Stack>
        </Card.Footer>
      </Card.Root>
    </PageContainer>
  );
}
