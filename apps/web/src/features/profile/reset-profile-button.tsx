import { Button, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { StartOverDialogLater } from '../reset/start-over-dialog-lazy';

/** 'Reset Profile & Start Over' (confirm): public page offline, session ended, stored keys cleared, goes to setup. */
export function ResetProfileButton() {
  const navigate = useNavigate();
  return (
    <StartOverDialogLater
      trigger={
        <Button colorPalette="red" variant="outline" w={{ base: 'full', sm: 'auto' }}>
          Reset Profile &amp; Start Over
        </Button>
      }
      title="Start over?"
      confirmLabel="Reset Profile"
      loadingText="Resetting..."
      onDone={() => navigate({ to: '/personalized-onboarding', replace: true })}
    >
      <Text>
        This takes your public page offline, signs this browser out of your profile and takes you back to setup. You will need to
        set up a new profile.
      </Text>
    </StartOverDialogLater>
  );
}
