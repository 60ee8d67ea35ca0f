import { FALLBACK_USER_ID } from '@cadence/domain';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isNotFound } from '../../lib/errors';
import { clearLocalData, getStoredUserId } from '../../lib/storage';
import { trpc } from '../../lib/trpc';

/**
 * §2/§6 dashboard user: the stored id, else the fallback id '1' (the route guard already sent
 * visitors with neither an id nor the personalised-onboarding flag to /onboarding). A user the
 * server does not know (404) is treated as missing: local data is cleared and she goes to /onboarding.
 */
export function useDashboardUser() {
  const [userId] = useState(() => getStoredUserId() ?? FALLBACK_USER_ID);
  const query = trpc.users.get.useQuery();
  const navigate = useNavigate();
  const missing = query.isError && isNotFound(query.error);
  useEffect(() => {
    if (!missing) return;
    clearLocalData();
    void navigate({ to: '/onboarding', replace: true });
  }, [missing, navigate]);
  return { userId, query, missing };
}
