import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../../components/ui/chakra-scoped';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { clearLocalData } from '../../lib/storage';
import { trpc } from '../../lib/trpc';

/** 'Reset Profile & Start Over' (confirm): clears stored keys, ends the server session, goes to setup. */
export function ResetProfileButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const endSession = trpc.users.endSession.useMutation();
  const [open, setOpen] = useState(false);

  const reset = async () => {
    clearLocalData();
    try {
      await endSession.mutateAsync();
    } catch (err) {
      console.warn('[profile] endSession failed', err);
    }
    queryClient.clear();
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
              <Text>This signs this browser out of your profile and takes you back to setup. You will need to set up a new profile.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => void reset()} loading={endSession.isPending} loadingText="Resetting...">
                Reset Profile
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
