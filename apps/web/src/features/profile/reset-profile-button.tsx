import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../../components/ui/chakra-scoped';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useStartOver } from '../reset/use-start-over';

/** 'Reset Profile & Start Over' (confirm): clears stored keys, ends the server session, goes to setup. */
export function ResetProfileButton() {
  const navigate = useNavigate();
  const { startOver, pending } = useStartOver();
  const [open, setOpen] = useState(false);

  // Also takes her public page offline while this session can still do it (issue 16).
  const reset = async () => {
    await startOver();
    await navigate({ to: '/personalized-onboarding', replace: true });
  };

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button colorPalette="red" variant="outline" w={{ base: 'full', sm: 'auto' }}>
          Reset Profile &amp; Start Over
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Start over?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                This takes your public page offline, signs this browser out of your profile and takes you back to setup. You will
                need to set up a new profile.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => void reset()} loading={pending} loadingText="Resetting...">
                Reset Profile
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
