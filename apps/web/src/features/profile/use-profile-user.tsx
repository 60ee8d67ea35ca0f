import { MESSAGES, type User } from '@cadence/domain';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactElement } from 'react';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { LoadError } from '../../components/ui/load-error';
import { isNotFound } from '../../lib/errors';
import { clearLocalData, getStoredUserId } from '../../lib/storage';
import { trpc } from '../../lib/trpc';

/**
 * The stored user for My Profile and Edit Profile (spec §6, §8): no stored id, or a confirmed 404,
 * clears the stored keys and goes to /personalized-onboarding ('Redirecting to setup...'). Any other
 * failure (offline, a busy server) keeps her data and offers a retry. Until the user is there,
 * `gate` is what the page renders instead.
 */
export function useProfileUser(): { gate: ReactElement; user?: undefined } | { gate: null; user: User } {
  const navigate = useNavigate();
  const userId = getStoredUserId();
  const user = trpc.users.get.useQuery(undefined, { enabled: Boolean(userId) });
  const failed = !userId || (user.isError && isNotFound(user.error));

  useEffect(() => {
    if (!failed) return;
    clearLocalData();
    void navigate({ to: '/personalized-onboarding', replace: true });
  }, [failed, navigate]);

  if (failed) return { gate: <FullPageSpinner label={MESSAGES.redirectingToSetup.title} /> };
  if (user.isError) return { gate: <LoadError error={user.error} onRetry={() => void user.refetch()} /> };
  if (user.isPending) return { gate: <FullPageSpinner label="Loading your profile..." /> };
  return { gate: null, user: user.data };
}
