import { MESSAGES } from '@cadence/domain';
import { Button, Card, Heading, List, Portal, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Dialog } from '../../components/ui/chakra-scoped';
import { PageContainer } from '../../components/ui/page-container';
import { useStartOver } from './use-start-over';

/**
 * /reset (spec §2): 'Start Fresh Onboarding' asks first (issue 16), then takes her public page
 * offline, ends the server session and clears this device's data, and goes to /. The
 * confirmation says what stays on the server and points to 'Delete my data' on My Profile.
 */
export function ResetPage() {
  const navigate = useNavigate();
  const { startOver, pending } = useStartOver();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    await startOver();
    setOpen(false);
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
            <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)} placement="center">
              <Dialog.Trigger asChild>
                <Button colorPalette="red">Start Fresh Onboarding</Button>
              </Dialog.Trigger>
              <Portal>
                <Dialog.Backdrop />
                <Dialog.Positioner>
                  <Dialog.Content mx="4">
                    <Dialog.Header>
                      <Dialog.Title>Start fresh?</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="3">
                        <Text>This will:</Text>
                        <List.Root ps="5" gap="1">
                          <List.Item>take your public page offline,</List.Item>
                          <List.Item>sign this browser out of your profile,</List.Item>
                          <List.Item>clear what Cadence keeps on this device.</List.Item>
                        </List.Root>
                        <Text>
                          Your profile, routines, daily logs and weekly reflections stay on our server. To erase them for good, use
                          ‘Delete my data’ on{' '}
                          <Link to="/profile" style={{ textDecoration: 'underline' }}>
                            My Profile
                          </Link>{' '}
                          first.
                        </Text>
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Dialog.ActionTrigger asChild>
                        <Button variant="outline">Cancel</Button>
                      </Dialog.ActionTrigger>
                      <Button colorPalette="red" onClick={() => void confirm()} loading={pending} loadingText="Starting fresh...">
                        Yes, start fresh
                      </Button>
                    </Dialog.Footer>
                  </Dialog.Content>
                </Dialog.Positioner>
              </Portal>
            </Dialog.Root>
            <Button asChild variant="outline">
              <Link to="/">Go to Home Page</Link>
            </Button>
          </Stack>
        </Card.Footer>
      </Card.Root>
    </PageContainer>
  );
}
