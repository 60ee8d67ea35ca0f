import { HStack, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useId, useState } from 'react';
import { Field, Input } from '../../components/ui/chakra-scoped';
import { trpc } from '../../lib/trpc';
import { errorText } from './account-client';
import { RestoreFromFile } from './restore-from-file';
import { useSignedIn } from './use-signed-in';

/**
 * Ways back in on a new device (issue 18): 'Sign in with a passkey', a one-time code from another
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
  const passkeys = typeof window !== 'undefined' && browserSupportsWebAuthn();

  const withPasskey = async () => {
    setError(null);
    setPasskeyBusy(true);
    try {
      const optionsJSON = await options.mutateAsync();
      const response = await startAuthentication({ optionsJSON: optionsJSON as never });
      await signedIn(await signIn.mutateAsync({ response: response as never }));
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      setError(name === 'NotAllowedError' ? 'No passkey was chosen. Try again when you are ready.' : errorText(err));
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
      {passkeys ? (
        <Button variant="outline" colorPalette="brand" onClick={() => void withPasskey()} loading={passkeyBusy} loadingText="Waiting for your passkey...">
          Sign in with a passkey
        </Button>
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
