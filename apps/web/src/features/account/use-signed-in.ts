import type { SignedIn } from '@cadence/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '../../components/ui/toaster';
import { applySignedIn } from './signed-in';

/** After any way back in: her local data restored, caches of the previous identity dropped, then the dashboard. */
export function useSignedIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (s: SignedIn) => {
    applySignedIn(s);
    queryClient.clear();
    toast.success(`Welcome back, ${s.name}`, 'Your plan and your history are here.');
    await navigate({ to: '/dashboard', replace: true });
  };
}
