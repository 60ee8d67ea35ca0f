import { expect } from 'vitest';

/**
 * Asserts what sits in localStorage under the spec's §3 keys, read raw (the keys are the
 * contract, so this does not go through src/lib/storage). Strings compare as written; `true`
 * is the flag string 'true'; objects and arrays are parsed and matched (`toMatchObject`).
 */
export function expectStored(expected: Record<string, string | true | object>): void {
  for (const [key, want] of Object.entries(expected)) {
    const raw = localStorage.getItem(key);
    if (want === true) expect(raw, key).toBe('true');
    else if (typeof want === 'string') expect(raw, key).toBe(want);
    else expect(JSON.parse(raw ?? 'null'), key).toMatchObject(want);
  }
}

/** The keys every finished onboarding sets: her id, name, location and both completion flags. */
export const signedInStored = (id: string, name: string, location: string) => ({
  wellnessUserId: id,
  userName: name,
  userLocation: location,
  onboardingCompleted: true as const,
  hasCompletedOnboarding: true as const,
});
