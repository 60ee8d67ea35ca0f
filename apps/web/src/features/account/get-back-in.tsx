import { HStack, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useId, useState } from 'react';
import { Field, Input } from '../../components/ui/chakra-scoped';
import { trpc } from '../../lib/trpc';
import { errorText } from './account-client';
import { PasskeyHint } from './passkey-hint';
import { passkeyBlockerHere, passkeyErrorText } from './passkey-words';
import { RestoreFromFile } from './restore-from-file';
import { useSignedIn } from './use-signed-in';

/**
 * Ways back in on a new device (docs/decisions/051): 'Sign in with a passkey', a one-time code from another
 * device, and (where asked) 'Restore from a file'. Shown on the welcome step of /onboarding and on /wellness-profile.
 */
export function GetBackIn({ withRestore = false }: { withRestore?: boolean }) {
  const signedIn = useSignedIn();
  const options = trpc.passkeys.signInOptions.useMutation();
  const signIn = trpc.passkeys.signIn.useMutation();
  const redeem = trpc.passkeys.redeemDeviceLink.useMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const codeId = useId();
  // Offered only where a passkey can work: a browser that makes them, a server set up for them, and
  // a page opened by the site's name (docs/decisions/090). The server is asked only when it matters.
  const supported = typeof window !== 'undefined' && browserSupportsWebAuthn();
  const blocker = passkeyBlockerHere();
  const status = trpc.passkeys.status.useQuery(undefined, { staleTime: Infinity, enabled: supported && blocker === null });
  const passkeys = supported && (blocker !== null || status.data?.available === true);

  const withPasskey = async () => {
    setError(null);
    setPasskeyBusy(true);
    try {
      const optionsJSON = await options.mutateAsync();
      const elsewhere = passkeyBlockerHere((optionsJSON as { rpId?: string }).rpId);
      if (elsewhere) {
        setError(elsewhere);
        return;
      }
      const response = await startAuthentication({ optionsJSON: optionsJSON as never });
      await signedIn(await signIn.mutateAsync({ response: response as never }));
    } catch (err) {
      setError(passkeyErrorText(err, 'sign-in', errorText));
    } finally {
      setPasskeyBusy(false);
    }
  };

  const withCode = async () => {
    setError(null);
    try {
      await signedIn(await redeem.mutateAsync({ code }));
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Stack gap="3" w="full" maxW="sm" align="stretch" aria-labelledby={`${codeId}-title`} as="section">
      <Text id={`${codeId}-title`} fontWeight="semibold" textAlign="center">
        Already using Cadence on another device?
      </Text>
      {passkeys && blocker === null ? (
        <Button variant="outline" colorPalette="brand" onClick={() => void withPasskey()} loading={passkeyBusy} loadingText="Waiting for your passkey...">
          Sign in with a passkey
        </Button>
      ) : passkeys && blocker ? (
        <PasskeyHint text={blocker} textAlign="center" />
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void withCode();
        }}
      >
        <Field.Root>
          <Field.Label htmlFor={codeId}>Code from your other device</Field.Label>
          <HStack>
            <Input
              id={codeId}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder="e.g. K7QM 2XPA"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              maxLength={12}
            />
            <Button type="submit" colorPalette="brand" disabled={code.replace(/[\s-]/g, '').length !== 8} loading={redeem.isPending}>
              Use code
            </Button>
          </HStack>
          <Field.HelperText>On your other device: My Profile → Link another device.</Field.HelperText>
        </Field.Root>
      </form>
      {withRestore ? <RestoreFromFile /> : null}
      {error ? (
        <Text role="alert" color="fg.error" fontSize="sm" textAlign="center">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
