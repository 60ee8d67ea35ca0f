import { Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { useRef, useState } from 'react';
import { errorText, restoreFromFile } from './account-client';
import { useSignedIn } from './use-signed-in';

/** 'Restore from a file': picks an export file, restores it into a new account and opens the dashboard. */
export function RestoreFromFile({ variant = 'outline' }: { variant?: 'outline' | 'ghost' }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signedIn = useSignedIn();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      await signedIn(await restoreFromFile(file));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack gap="2" align="inherit">
      {/* The file picker is opened by the button: the input itself is `hidden`, so it is neither in
          the Tab order nor in the accessibility tree (a visually hidden one was read out as a second
          button that Tab never reaches). */}
      <input ref={input} type="file" accept="application/json,.json" hidden data-testid="restore-file" onChange={(e) => void onFile(e.target.files?.[0])} />
      <Button variant={variant} colorPalette="brand" onClick={() => input.current?.click()} loading={busy} loadingText="Restoring...">
        Restore from a file
      </Button>
      {error ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
