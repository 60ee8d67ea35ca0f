import { Button, Card, Heading, List, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Dialog } from '../../components/ui/chakra-scoped';
import { toast } from '../../components/ui/toaster';
import { clearAllLocalStorage } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { downloadFile, errorText } from './account-client';
import { RestoreFromFile } from './restore-from-file';

/** What 'Delete my data' removes, named before she confirms. */
export const DELETED_ITEMS = [
  'your profile, preferences and onboarding answers',
  'your routines and every daily plan, task and note',
  'your weekly reflections and the recommendations you applied or undid',
  'your public page (its link stops working)',
  'your passkeys, and sign-ins on every device',
] as const;

/** My Profile → Your data (issue 18): downloads, the clinician summary, restore and delete. */
export function YourDataCard({ userId }: { userId: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (what: string, path: string) => {
    setBusy(what);
    try {
      const name = await downloadFile(path);
      toast.success('Download ready', name);
    } catch (err) {
      toast.error('Download failed', errorText(err));
    } finally {
      setBusy(null);
    }
  };
  const base = `/api/wellness/users/${encodeURIComponent(userId)}`;

  return (
    <Card.Root as="section" aria-labelledby="your-data-title">
      <Card.Header>
        <Heading as="h2" size="md" id="your-data-title">
          Your data
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <Text color="fg.muted">
            Everything you have logged is yours. Keep a copy, bring a summary to your doctor, or move to a new phone.
          </Text>
          <Wrap gap="3">
            <Button variant="outline" colorPalette="brand" loading={busy === 'json'} onClick={() => void download('json', `${base}/export`)}>
              Download my data
            </Button>
            <Button variant="outline" colorPalette="brand" loading={busy === 'csv'} onClick={() => void download('csv', `${base}/export?format=csv`)}>
              Download my days (CSV)
            </Button>
            <Button variant="outline" colorPalette="brand" loading={busy === 'pdf'} onClick={() => void download('pdf', `${base}/clinician-summary.pdf`)}>
              Clinician summary (PDF)
            </Button>
          </Wrap>
          <Text fontSize="sm" color="fg.muted">
            The clinician summary covers your programme so far on one to three pages: adherence by week, energy and mood, the
            symptoms you mentioned, safety notices and your supplements.
          </Text>
          <Stack gap="2" align="flex-start">
            <Text fontSize="sm" color="fg.muted">
              Have a file you downloaded before? Restoring it opens it as a separate profile on this device.
            </Text>
            <RestoreFromFile />
          </Stack>
          <DeleteMyDataButton />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function DeleteMyDataButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const del = trpc.account.deleteAll.useMutation();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await del.mutateAsync();
    } catch (err) {
      setError(errorText(err));
      return;
    }
    clearAllLocalStorage();
    queryClient.clear();
    setOpen(false);
    await navigate({ to: '/goodbye', replace: true });
  };

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button colorPalette="red" variant="outline" alignSelf="flex-start">
          Delete my data
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Delete all your data?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>This permanently deletes, on every device:</Text>
                <List.Root ps="5">
                  {DELETED_ITEMS.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
                <Text>It cannot be undone. If you might want it later, download your data first.</Text>
                {error ? (
                  <Text role="alert" color="fg.error">
                    {error}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep my data</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => void confirm()} loading={del.isPending} loadingText="Deleting...">
                Delete everything
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
