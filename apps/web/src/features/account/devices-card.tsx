import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { errorText } from './account-client';
import { PasskeyHint } from './passkey-hint';
import { passkeyBlockerHere, passkeyErrorText } from './passkey-words';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** My Profile → Your devices (docs/decisions/051): passkeys (add, list with creation date, remove) and 'Link another device'. */
export function DevicesCard() {
  const utils = trpc.useUtils();
  const list = trpc.passkeys.list.useQuery(undefined);
  const options = trpc.passkeys.registrationOptions.useMutation();
  const register = trpc.passkeys.register.useMutation();
  const remove = trpc.passkeys.remove.useMutation();
  const link = trpc.passkeys.createDeviceLink.useMutation();
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && browserSupportsWebAuthn();
  // Checked before anything is asked of her device (docs/decisions/090).
  const blocker = passkeyBlockerHere();
  const status = trpc.passkeys.status.useQuery(undefined, { staleTime: Infinity, enabled: supported && blocker === null });

  const add = async () => {
    setProblem(null);
    setAdding(true);
    try {
      const optionsJSON = await options.mutateAsync();
      const elsewhere = passkeyBlockerHere((optionsJSON as { rp?: { id?: string } }).rp?.id);
      if (elsewhere) {
        setProblem(elsewhere);
        return;
      }
      const response = await startRegistration({ optionsJSON: optionsJSON as never });
      const added = await register.mutateAsync({ response: response as never });
      await utils.passkeys.list.invalidate();
      toast.success('Passkey added', `${added.name}: use it to sign in on any device.`);
    } catch (err) {
      setProblem(passkeyErrorText(err, 'add', errorText));
    } finally {
      setAdding(false);
    }
  };

  /** Instead of 'Add a passkey' when none can be made here. */
  const notHere =
    status.data?.available === false
      ? 'Passkeys are not set up on this server yet, so none can be added here. To open Cadence on another device, use "Link another device".'
      : !supported
        ? 'This browser cannot make passkeys; use a device code instead.'
        : blocker;

  return (
    <Card.Root as="section" aria-labelledby="devices-title">
      <Card.Header>
        <Heading as="h2" size="md" id="devices-title">
          Your devices
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text color="fg.muted">
            Your profile lives on this device. A passkey (your phone's fingerprint, face or screen lock) lets you open it on a new
            phone or after clearing your browser. No email or password needed.
          </Text>
          {list.data && list.data.length > 0 ? (
            <Stack as="ul" gap="2" listStyleType="none" aria-label="Your passkeys">
              {list.data.map((p) => (
                <HStack as="li" key={p.id} justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2">
                  <Stack gap="0">
                    <Text fontWeight="medium">{p.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      Added {dateFormat.format(new Date(p.createdAt))}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Remove ${p.name}`}
                    loading={remove.isPending && remove.variables?.passkeyId === p.id}
                    onClick={() =>
                      void remove
                        .mutateAsync({ passkeyId: p.id })
                        .then(() => utils.passkeys.list.invalidate())
                        .catch((err: unknown) => toast.error('Could not remove the passkey', errorText(err)))
                    }
                  >
                    Remove
                  </Button>
                </HStack>
              ))}
            </Stack>
          ) : list.isSuccess ? (
            <Text fontSize="sm">No passkeys yet.</Text>
          ) : null}
          <HStack gap="3" wrap="wrap">
            {notHere === null ? (
              <Button colorPalette="brand" onClick={() => void add()} loading={adding} loadingText="Waiting for your device..." disabled={!status.isSuccess}>
                Add a passkey
              </Button>
            ) : null}
            <Button
              variant="outline"
              colorPalette="brand"
              loading={link.isPending}
              onClick={() => void link.mutateAsync().catch((err: unknown) => toast.error('Could not make a code', errorText(err)))}
            >
              Link another device
            </Button>
          </HStack>
          {notHere !== null ? (
            <PasskeyHint text={notHere} />
          ) : null}
          {problem ? (
            <Text role="alert" fontSize="sm" color="fg.error">
              {problem}
            </Text>
          ) : null}
          {link.data ? (
            <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" role="status">
              <Text fontSize="sm">On your other device, open Cadence and enter this code:</Text>
              <Text fontFamily="mono" fontSize="2xl" letterSpacing="widest" data-testid="device-code">
                {link.data.code.slice(0, 4)} {link.data.code.slice(4)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                It works once, for 10 minutes (until{' '}
                {new Date(link.data.expiresAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}).
              </Text>
            </Stack>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
