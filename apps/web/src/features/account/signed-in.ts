import type { SignedIn } from '@cadence/domain';
import { setItem } from '../../lib/storage';

/**
 * Puts her local data back after signing in on this device (passkey, device-link code, restore
 * from a file): the spec §3 keys the dashboard and the other screens read.
 */
export function applySignedIn(s: SignedIn): void {
  setItem('wellnessUserId', s.id);
  setItem('userName', s.name);
  setItem('userLocation', s.location);
  setItem('userCustomCategories', s.customCategories);
  setItem('onboardingCompleted', true);
  setItem('hasCompletedOnboarding', true);
  if (s.programName) setItem('programName', s.programName);
  if (s.personalizedProfile) {
    setItem('personalizedProfile', s.personalizedProfile);
    setItem('hasPersonalizedOnboarding', true);
  }
  if (s.recommendations.length) setItem('recommendations', s.recommendations);
}
