import { Alert, Button, Card, Heading, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CheckItem } from '../../components/ui/check-item';
import { Field, Input, Switch } from '../../components/ui/chakra-scoped';
import type { PublicProfileVisibility } from '@cadence/domain';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** What can be shown publicly; health conditions, medications, email and logs are never an option. */
export const VISIBILITY_OPTIONS: readonly { key: keyof PublicProfileVisibility; label: string }[] = [
  { key: 'name', label: 'My name (otherwise only my initials)' },
  { key: 'location', label: 'My location' },
  { key: 'bio', label: 'My bio' },
  { key: 'challenges', label: 'My focus areas (challenges)' },
  { key: 'goals', label: 'My goals' },
  { key: 'routines', label: 'My routines' },
];

const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** 'Publish my protocol': switch, what to show, the public link with Copy / Share, unpublish. */
export function PublicProfilePanel({ name }: { name: string }) {
  const utils = trpc.useUtils();
  const settings = trpc.publicProfile.settings.useQuery();
  const publish = trpc.publicProfile.publish.useMutation();
  const unpublish = trpc.publicProfile.unpublish.useMutation();
  const busy = publish.isPending || unpublish.isPending;

  const data = settings.data;
  const url = data?.path ? `${window.location.origin}${data.path}` : null;

  const setPublished = async (on: boolean) => {
    try {
      const next = on ? await publish.mutateAsync({ show: data?.show }) : await unpublish.mutateAsync();
      utils.publicProfile.settings.setData(undefined, next);
      if (on) toast.success('Protocol Published', 'Anyone with your link can now see what you chose to share.');
      else toast.success('Protocol Unpublished', 'Your public link no longer works.');
    } catch (err) {
      toast.error('Update Failed', errorMessage(err));
    }
  };

  const setShown = async (key: keyof PublicProfileVisibility, on: boolean) => {
    if (!data) return;
    const show = { ...data.show, [key]: on };
    utils.publicProfile.settings.setData(undefined, { ...data, show });
    if (!data.published) return; // saved with the next publish
    try {
      const next = await publish.mutateAsync({ show: { [key]: on } });
      utils.publicProfile.settings.setData(undefined, next);
      toast.success('Public Profile Updated');
    } catch (err) {
      utils.publicProfile.settings.setData(undefined, data);
      toast.error('Update Failed', errorMessage(err));
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link Copied', url);
    } catch {
      toast.error('Could not copy the link', 'Please select the link and copy it yourself.');
    }
  };

  const share = async () => {
    if (!url) return;
    try {
      await navigator.share({ title: `${name}'s Wellness Protocol`, text: 'My wellness protocol on Cadence', url });
    } catch {
      // cancelled by the user: nothing to do
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="public-profile-title">
      <Card.Header>
        <Heading as="h2" size="md" id="public-profile-title">
          Public Wellness Protocol
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Share your routines with friends or your practitioner through a private, hard-to-guess link.
        </Text>
      </Card.Header>
      <Card.Body>
        {settings.isPending ? (
          <Skeleton role="status" h="24" aria-label="Loading public profile settings" />
        ) : settings.isError || !data ? (
          <Text color="fg.muted">{settings.isError ? errorMessage(settings.error) : 'Not available right now.'}</Text>
        ) : (
          <Stack gap="5">
            <Switch.Root checked={data.published} onCheckedChange={(e) => void setPublished(e.checked)} disabled={busy} colorPalette="brand">
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label fontWeight="medium">Publish my protocol</Switch.Label>
            </Switch.Root>

            <Stack as="fieldset" gap="2">
              <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
                What to show
              </Text>
              {VISIBILITY_OPTIONS.map((o) => (
                <CheckItem key={o.key} checked={data.show[o.key]} onCheckedChange={(checked) => void setShown(o.key, checked)} disabled={busy}>
                  {o.label}
                </CheckItem>
              ))}
              <Text fontSize="sm" color="fg.muted">
                Your health conditions, medications, email and daily logs are never shown publicly.
              </Text>
            </Stack>

            {data.published && url ? (
              <Stack gap="3">
                <Field.Root>
                  <Field.Label>Your public link</Field.Label>
                  <Input value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
                </Field.Root>
                <HStack gap="2" wrap="wrap">
                  <Button onClick={() => void copy()} colorPalette="brand" variant="outline" size="sm">
                    Copy link
                  </Button>
                  {canShare() ? (
                    <Button onClick={() => void share()} colorPalette="brand" variant="outline" size="sm">
                      Share
                    </Button>
                  ) : null}
                  <ChakraLink href={data.path ?? '#'} target="_blank" rel="noopener" fontSize="sm" color="brand.fg">
                    Open public page
                  </ChakraLink>
                  <Button onClick={() => void setPublished(false)} colorPalette="red" variant="ghost" size="sm" disabled={busy}>
                    Unpublish
                  </Button>
                </HStack>
              </Stack>
            ) : (
              <Alert.Root status="info" size="sm">
                <Alert.Indicator />
                <Alert.Title>Your protocol is private. Switch on “Publish my protocol” to get a link.</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
