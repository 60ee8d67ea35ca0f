import { Alert, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { PageContainer } from '../../components/ui/page-container';
import { errorMessage } from '../../lib/errors';
import { getStoredUserId } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { dayNumber, greetingFor } from './greeting';

/**
 * The signed-in user for the dashboard: the stored id, or (spec: "falls back") this browser's
 * session user when only the personalised-onboarding flag exists.
 */
function useDashboardUser() {
  const id = getStoredUserId();
  const byId = trpc.users.get.useQuery({ id: id ?? '' }, { enabled: Boolean(id) });
  const me = trpc.users.me.useQuery(undefined, { enabled: !id });
  return id ? byId : me;
}

/** Minimal dashboard slice (greeting + day number); the full dashboard replaces this file. */
export function DashboardPage() {
  const userQuery = useDashboardUser();

  if (userQuery.isPending) return <FullPageSpinner label="Loading your plan..." />;

  if (userQuery.isError || !userQuery.data) {
    return (
      <PageContainer>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>We couldn't load your profile</Alert.Title>
            <Alert.Description>{userQuery.isError ? errorMessage(userQuery.error) : 'No profile found for this browser.'}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button asChild mt="4" colorPalette="brand">
          <Link to="/wellness-profile">Create a profile</Link>
        </Button>
      </PageContainer>
    );
  }

  const user = userQuery.data;
  const day = dayNumber(user.createdAt);

  return (
    <PageContainer>
      <Stack gap="6">
        <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="4">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {greetingFor()}, {user.name}
            </Heading>
            <Text color="fg.muted">
              {day !== null ? <>Day {day} — </> : null}
              Here's your plan for today.
            </Text>
          </Stack>
          <Button colorPalette="brand" onClick={() => undefined}>
            Add to Your Plan
          </Button>
        </Flex>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Today's Plan
            </Heading>
          </Card.Header>
          <Card.Body>
            <Text color="fg.muted">Your daily plan is coming soon.</Text>
          </Card.Body>
        </Card.Root>
      </Stack>
    </PageContainer>
  );
}
