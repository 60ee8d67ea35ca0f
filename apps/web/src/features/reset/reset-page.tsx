import { MESSAGES } from '@cadence/domain';
import { Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { PageContainer } from '../../components/ui/page-container';
import { StartOverDialogLater } from './start-over-dialog-lazy';

/**
 * /reset (spec §2): 'Start Fresh Onboarding' asks first (docs/decisions/038), then takes her public page
 * offline, ends the server session and clears this device's data, and goes to /. The
 * confirmation says what stays on the server and points to 'Delete my data' on My Profile.
 */
export function ResetPage() {
  const navigate = useNavigate();

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
            <StartOverDialogLater
              trigger={<Button colorPalette="red">Start Fresh Onboarding</Button>}
              title="Start fresh?"
              confirmLabel="Yes, start fresh"
              loadingText="Starting fresh..."
              onDone={() => navigate({ to: '/' })}
            >
              <Stack gap="3">
                <Text>This will:</Text>
                <List.Root ps="5" gap="1">
                  <List.Item>take your public page offline,</List.Item>
                  <List.Item>sign this browser out of your profile,</List.Item>
                  <List.Item>clear what Cadence keeps on this device.</List.Item>
                </List.Root>
                <Text>
                  Your profile, routines, daily logs and weekly reflections stay on our server. To erase them for good, use ‘Delete my
                  data’ on{' '}
                  <Link to="/profile" style={{ textDecoration: 'underline' }}>
                    My Profile
                  </Link>{' '}
                  first.
                </Text>
              </Stack>
            </StartOverDialogLater>
            <Button asChild variant="outline">
              <Link to="/">Go to Home Page</Link>
            </Button>
          </Stack>
        </Card.Footer>
      </Card.Root>
    </PageContainer>
  );
}
