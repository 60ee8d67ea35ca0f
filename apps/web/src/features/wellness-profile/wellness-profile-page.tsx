import { Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Field, Fieldset, Input } from '../../components/ui/chakra-scoped';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { PageContainer } from '../../components/ui/page-container';
import { toast } from '../../components/ui/toaster';
import { ToggleChip } from '../../components/ui/toggle-chip';
import { MESSAGES, PRODUCT_NAME } from '../../lib/constants';
import { getItem, getStoredUserId, setItem } from '../../lib/storage';
import { checkStoredUser } from '../../lib/stored-user';
import { trpc } from '../../lib/trpc';
import { MISSING_INFORMATION, PROFILE_CREATION_CHALLENGES, validateProfileCreation } from './profile-creation';
import { GetBackInLater } from '../account/get-back-in-lazy';

/** Stored user + completed flag → check it on the server; found → dashboard, otherwise clear local data. */
function useExistingProfileCheck(): boolean {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [checking, setChecking] = useState(() => Boolean(getStoredUserId() && (getItem('onboardingCompleted') || getItem('hasCompletedOnboarding'))));

  useEffect(() => {
    if (!checking) return;
    const id = getStoredUserId();
    if (!id) return setChecking(false);
    let cancelled = false;
    // Found, or unreachable (the stored profile may well exist) → dashboard; gone → create one here.
    void checkStoredUser(() => utils.users.get.fetch(), id).then((result) => {
      if (cancelled) return;
      if (result === 'gone') setChecking(false);
      else void navigate({ to: '/dashboard', replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [checking, navigate, utils]);

  return checking;
}

/** /wellness-profile — simple profile creation (spec §2). */
export function WellnessProfilePage() {
  const navigate = useNavigate();
  const checking = useExistingProfileCheck();
  const [name, setName] = useState('');
  const [location, setLocation] = useState('');
  const [challenges, setChallenges] = useState<string[]>([]);
  const utils = trpc.useUtils();
  const createUser = trpc.users.create.useMutation();

  const toggle = (challenge: string, on: boolean) =>
    setChallenges((prev) => (on ? (prev.includes(challenge) ? prev : [...prev, challenge]) : prev.filter((c) => c !== challenge)));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (createUser.isPending) return;
    const payload = validateProfileCreation({ name, location, challenges });
    if (!payload) {
      toast.error(MISSING_INFORMATION.title, MISSING_INFORMATION.description);
      return;
    }
    try {
      // Her three starter routines come with the profile, so the dashboard shows today's plan at once (decision 063).
      const user = await createUser.mutateAsync({ ...payload, starterRoutines: true });
      setItem('wellnessUserId', user.id);
      setItem('userName', user.name);
      setItem('userLocation', user.location);
      setItem('userCustomCategories', user.customCategories ?? []);
      setItem('onboardingCompleted', true);
      setItem('hasCompletedOnboarding', true);
      // The session is new: forget anything cached for a previous one.
      await utils.users.invalidate();
      toast.success(MESSAGES.profileCreated.title, MESSAGES.profileCreated.description);
      await navigate({ to: '/dashboard' });
    } catch (err) {
      console.warn('[wellness-profile] create failed', err);
      toast.error(MESSAGES.profileCreationFailed.title, MESSAGES.profileCreationFailed.description);
    }
  };

  if (checking) return <FullPageSpinner label="Checking your profile..." />;

  return (
    <PageContainer maxW="2xl">
      <Stack gap="6">
        <Box textAlign="center" pt={{ base: '2', md: '6' }}>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            Welcome to {PRODUCT_NAME}
          </Heading>
          <Text color="fg.muted" mt="2">
            Tell us a little about yourself to personalise your 45-Day Hormone Reset.
          </Text>
        </Box>
        <Card.Root asChild>
          <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="create-profile-title">
            <Card.Header>
              <Heading as="h2" size="lg" id="create-profile-title">
                Create Your Profile
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="5">
                <Field.Root>
                  <Field.Label>Your Name</Field.Label>
                  <Input name="name" autoComplete="given-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="Enter your name" maxLength={100} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Location</Field.Label>
                  <Input name="location" autoComplete="address-level2" value={location} onChange={(e) => setLocation(e.target.value)} placeholder="City, Country" maxLength={120} />
                </Field.Root>
                <Fieldset.Root>
                  <Fieldset.Legend fontWeight="medium" fontSize="sm">
                    What are you working on?
                  </Fieldset.Legend>
                  <Fieldset.HelperText>Select at least one challenge.</Fieldset.HelperText>
                  <SimpleGrid columns={2} gap="2" mt="2">
                    {PROFILE_CREATION_CHALLENGES.map((c) => (
                      <ToggleChip key={c} pressed={challenges.includes(c)} onPressedChange={(on) => toggle(c, on)}>
                        {c}
                      </ToggleChip>
                    ))}
                  </SimpleGrid>
                </Fieldset.Root>
              </Stack>
            </Card.Body>
            <Card.Footer>
              <Button type="submit" colorPalette="brand" size="lg" w="full" disabled={createUser.isPending}>
                {createUser.isPending ? 'Creating Profile...' : 'Start My Wellness Journey'}
              </Button>
            </Card.Footer>
          </form>
        </Card.Root>
        <Flex justify="center">
          <GetBackInLater />
        </Flex>
      </Stack>
    </PageContainer>
  );
}
