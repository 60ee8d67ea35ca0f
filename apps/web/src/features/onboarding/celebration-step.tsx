import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { celebrate } from './confetti';

/** Step 4: celebration (confetti unless reduced motion) and 'Go to Dashboard'. */
export function CelebrationStep({ name, busy, onFinish }: { name: string; busy: boolean; onFinish: () => void }) {
  useEffect(() => {
    void celebrate();
  }, []);
  return (
    <Stack gap="6" textAlign="center" align="center" py={{ base: '8', md: '14' }}>
      <Box aria-hidden="true" fontSize="5xl">
        🎉
      </Box>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
        You're all set{name ? `, ${name}` : ''}!
      </Heading>
      <Text fontSize="lg" color="fg.muted" maxW="md">
        Your routines are saved and your daily plan is ready. Check in each day and your plan will adapt to how you feel.
      </Text>
      <Button colorPalette="brand" size="lg" minW="48" onClick={onFinish} disabled={busy}>
        {busy ? 'Setting up...' : 'Go to Dashboard'}
      </Button>
    </Stack>
  );
}
