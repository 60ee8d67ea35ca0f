import { Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '../../components/ui/chakra-scoped';
import { groupByType, initialsOf, MESSAGES, type PublicProfile } from '@cadence/domain';
import { useParams } from '@tanstack/react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { PageContainer } from '../../components/ui/page-container';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { daysLabel, routineTypeLabel, safeAvatarUrl, shareMeta } from './public-profile-view';
import { PublicRoutineCard } from './public-routine-card';
import { useDocumentMeta } from './use-document-meta';
import { ChipList } from '../../components/ui/chip-list';

function NotFound() {
  return (
    <PageContainer maxW="xl">
      <Card.Root mt="10" textAlign="center">
        <Card.Body>
          <Heading as="h1" size="xl" mb="2">
            {MESSAGES.publicProfileNotFound.title}
          </Heading>
          <Text color="fg.muted">{MESSAGES.publicProfileNotFound.description}</Text>
          <Button asChild mt="6" colorPalette="brand" variant="outline" alignSelf="center">
            <a href="/">Go to Home Page</a>
          </Button>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}

async function sharePage(name: string) {
  const url = window.location.href;
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: `${name}'s Wellness Protocol`, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast.success('Link Copied', url);
  } catch {
    // share sheet cancelled or clipboard unavailable
  }
}

function Chips({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      <ChipList items={items} />
    </Stack>
  );
}

function ProfileContent({ profile }: { profile: PublicProfile }) {
  const meta = shareMeta(profile);
  useDocumentMeta(meta.title, meta.description);
  const { user } = profile;
  const groups = [...groupByType(profile.routines).entries()];
  const avatar = safeAvatarUrl(user.avatarUrl);
  return (
    <PageContainer maxW="3xl">
      <Stack gap="6">
        <Card.Root>
          <Card.Body>
            <Flex gap="4" align="center" direction={{ base: 'column', sm: 'row' }} textAlign={{ base: 'center', sm: 'start' }}>
              <Avatar.Root size="2xl" colorPalette="brand">
                <Avatar.Fallback>{user.name.length <= 3 ? user.name : initialsOf(user.name) || '?'}</Avatar.Fallback>
                {avatar ? <Avatar.Image src={avatar} alt="" /> : null}
              </Avatar.Root>
              <Stack gap="1" flex="1">
                <Heading as="h1" size="2xl">
                  {user.name}
                </Heading>
                <HStack gap="3" color="fg.muted" fontSize="sm" justify={{ base: 'center', sm: 'flex-start' }} wrap="wrap">
                  {user.location ? <Text>{user.location}</Text> : null}
                  <Text>{daysLabel(user.daysSinceJoin)}</Text>
                </HStack>
              </Stack>
              <Button colorPalette="brand" variant="outline" onClick={() => void sharePage(user.name)}>
                Share
              </Button>
            </Flex>
            {user.bio ? (
              <Text mt="4" whiteSpace="pre-wrap">
                {user.bio}
              </Text>
            ) : null}
            <Stack gap="4" mt="4">
              <Chips title="Focus Areas" items={user.challenges} />
              <Chips title="Goals" items={user.goals} />
            </Stack>
          </Card.Body>
        </Card.Root>
        {groups.length > 0 ? (
          <Stack gap="5">
            <Heading as="h2" size="lg">
              Wellness Protocol
            </Heading>
            {groups.map(([type, routines]) => (
              <Stack key={type} gap="3" as="section" aria-label={routineTypeLabel(type as PublicProfile['routines'][number]['type'])}>
                <Heading as="h3" size="md" color="brand.fg">
                  {routineTypeLabel(type as PublicProfile['routines'][number]['type'])} ({routines.length})
                </Heading>
                {routines.map((r, i) => (
                  <PublicRoutineCard key={`${r.label}-${i}`} routine={r} />
                ))}
              </Stack>
            ))}
          </Stack>
        ) : null}
        <Text fontSize="xs" color="fg.muted" textAlign="center">
          Shared from Cadence. This is a personal wellness routine, not medical advice.
        </Text>
      </Stack>
    </PageContainer>
  );
}

/** /p/{slug} — a published wellness protocol, viewable by anyone with the link (spec §2). */
export function PublicProfilePage() {
  const { slug } = useParams({ from: '/p/$slug' });
  const profile = trpc.publicProfile.get.useQuery({ slug });
  if (profile.isPending) return <FullPageSpinner label="Loading profile..." />;
  if (profile.isError || !profile.data) return <NotFound />;
  return <ProfileContent profile={profile.data} />;
}
