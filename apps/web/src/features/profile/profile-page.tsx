import { Button, Card, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { PageContainer } from '../../components/ui/page-container';
import { useProfileUser } from './use-profile-user';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileView } from './profile-view';
import { PublicProfilePanel } from './public-profile-panel';
import { ResetProfileButton } from './reset-profile-button';
import { lazyPreloaded } from '../../lib/lazy-preloaded';
import { PageHeading } from '../../components/ui/page-heading';

// Below the fold and it carries the reminder runner (schedule, service worker, platform client):
// loaded after the page so it is not part of /profile's initial JS (JS budget, docs/decisions/022).
const RemindersToggle = lazy(() => import('../../platform/reminders/reminders-toggle').then((m) => ({ default: m.RemindersToggle })));

// Below the fold: her data (export, restore, delete: a dialog and file handling) and her devices
// (passkeys: WebAuthn helpers) load beside the page, not before it (JS budget, docs/decisions/022).
const YourDataCard = lazyPreloaded(() => import('../account/your-data-card'), (m) => m.YourDataCard);
const DevicesCard = lazyPreloaded(() => import('../account/devices-card'), (m) => m.DevicesCard);

// docs/decisions/043: her charts (lazy; recharts loads only when a chart shows).
const RhythmInsights = lazy(() => import('../rhythm/rhythm-insights').then((m) => ({ default: m.RhythmInsights })));

/** /profile — My Profile (spec §2): view/edit toggle, public protocol, reset. */
export function ProfilePage() {
  void YourDataCard.preload();
  void DevicesCard.preload();
  const [editing, setEditing] = useState(false);
  const profile = useProfileUser();
  if (profile.gate) return profile.gate;
  const u = profile.user;

  return (
    <PageContainer maxW="3xl">
      <Stack gap="6">
        <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
          <PageHeading title="My Profile">Your details, goals and what you share.</PageHeading>
          <Button asChild variant="outline" colorPalette="brand">
            <Link to="/profile/edit">Edit full profile</Link>
          </Button>
        </Flex>
        <Card.Root as="section" aria-labelledby="profile-details-title">
          <Card.Header>
            <HStack justify="space-between">
              <Heading as="h2" size="md" id="profile-details-title">
                {editing ? 'Edit Profile' : 'Profile Details'}
              </Heading>
              {editing ? null : (
                <Button size="sm" colorPalette="brand" onClick={() => setEditing(true)} data-focus-id="profile-edit" data-focus-next="profile-form">
                  Edit
                </Button>
              )}
            </HStack>
          </Card.Header>
          <Card.Body>{editing ? <ProfileEditForm user={u} onDone={() => setEditing(false)} /> : <ProfileView user={u} />}</Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="reminders-title">
          <Card.Header>
            <Heading as="h2" size="md" id="reminders-title">
              Reminders
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              <Text color="fg.muted">
                A gentle nudge at your reminder time to look at today's plan. Your browser asks for permission first; you can turn
                it off here at any time. Change the time under Edit full profile.
              </Text>
              <Suspense
                fallback={
                  <HStack gap="2" color="fg.muted" fontSize="sm">
                    <Spinner size="xs" aria-hidden="true" />
                    <Text>Loading reminders…</Text>
                  </HStack>
                }
              >
                <RemindersToggle userId={u.id} hint={false} />
              </Suspense>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Suspense fallback={null}>
          <RhythmInsights userId={u.id} whatHelps={false} />
        </Suspense>
        <PublicProfilePanel name={u.name} />
        <Suspense fallback={null}>
          <YourDataCard userId={u.id} />
          <DevicesCard />
        </Suspense>
        <Card.Root as="section" aria-labelledby="reset-title" borderColor="red.200">
          <Card.Header>
            <Heading as="h2" size="md" id="reset-title">
              Start Over
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="3" align="flex-start">
              <Text color="fg.muted">Clear this browser's profile and go through setup again.</Text>
              <ResetProfileButton />
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </PageContainer>
  );
}
