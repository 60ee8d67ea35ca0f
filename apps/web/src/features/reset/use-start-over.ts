import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clearLocalData, getStoredUserId } from '../../lib/storage';
import { trpc } from '../../lib/trpc';

/**
 * Starting over (docs/decisions/038): takes her public page offline on the server while this session can
 * still do it, ends the session, and clears this device's data. Each step is best effort: a
 * failure is logged and the next step still runs (she asked to leave; we never trap her).
 */
export function useStartOver() {
  const queryClient = useQueryClient();
  const unpublish = trpc.publicProfile.unpublish.useMutation();
  const endSession = trpc.users.endSession.useMutation();
  const [pending, setPending] = useState(false);

  const startOver = async () => {
    if (pending) return;
    setPending(true);
    if (getStoredUserId()) await unpublish.mutateAsync().catch((err: unknown) => console.warn('[reset] could not unpublish the public page', err));
    await endSession.mutateAsync().catch((err: unknown) => console.warn('[reset] could not end the server session', err));
    // What waits on this phone goes too: the dialog said how much (docs/decisions/122).
    await import('../../platform/outbox/clear-offline-data')
      .then(({ clearOfflineData }) => clearOfflineData(getStoredUserId()))
      .catch((err: unknown) => console.warn('[reset] could not clear the offline copy', err));
    clearLocalData();
    queryClient.clear();
    setPending(false);
  };
  return { startOver, pending };
}
