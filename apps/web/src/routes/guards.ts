import { redirect } from '@tanstack/react-router';
import { getItem, getStoredUserId } from '../lib/storage';

/**
 * beforeLoad guards for screens that need the stored user id (spec §6):
 * dashboard, routines, daily progress → /onboarding; My Profile → /personalized-onboarding;
 * weekly check-in → /wellness-profile.
 */
export function requireStoredUser(to: '/onboarding' | '/personalized-onboarding' | '/wellness-profile') {
  return () => {
    if (!getStoredUserId()) throw redirect({ to, replace: true });
  };
}

/** Dashboard: redirect only when there is no id AND no personalised-onboarding flag. */
export function requireDashboardAccess() {
  if (!getStoredUserId() && !getItem('hasPersonalizedOnboarding')) throw redirect({ to: '/onboarding', replace: true });
}
