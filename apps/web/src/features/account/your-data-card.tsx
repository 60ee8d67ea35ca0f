import { Card, Heading, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/app-dialog';
import { toast } from '../../components/ui/toaster';
import { clearAllLocalStorage, getStoredUserId } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { downloadFile, errorText } from './account-client';
import { PendingWritesWarning } from '../../platform/outbox/pending-writes-warning';
import { RestoreFromFile } from './restore-from-file';

/** What 'Delete my data' removes, named before she confirms. */
export const DELETED_ITEMS = [
  'your profile, preferences and onboarding answers',
  'your routines and every daily plan, task and note',
  'your weekly reflections and the recommendations you applied or undid',
  'your public page (its link stops working)',
  'your passkeys, and sign-ins on every device',
] as const;

/** My Profile → Your data (docs/decisions/049): downloads, the clinician summary, restore and delete. */
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
    await import('../../platform/outbox/clear-offline-data').then(({ clearOfflineData }) => clearOfflineData(getStoredUserId())).catch(() => undefined);
    clearAllLocalStorage();
    queryClient.clear();
    setOpen(false);
    await navigate({ to: '/goodbye', replace: true });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button colorPalette="red" variant="outline" alignSelf="flex-start">
          Delete my data
        </Button>
      }
      title="Delete all your data?"
      cancelLabel="Keep my data"
      confirmLabel="Delete everything"
      onConfirm={() => void confirm()}
      pending={del.isPending}
      loadingText="Deleting..."
    >
      <Stack gap="3">
        <Text>This permanently deletes, on every device:</Text>
        <List.Root ps="5">
          {DELETED_ITEMS.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
        <Text>It cannot be undone. If you might want it later, download your data first.</Text>
        <PendingWritesWarning />
        {error ? (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
