import { MESSAGES, validateProfileCreation as validateWithDomain } from '@cadence/domain';

/** Profile-creation challenge chips (spec §2), in display order — from @cadence/domain. */
export { PROFILE_CREATION_CHALLENGES } from '@cadence/domain';

export interface ProfileCreationForm {
  name: string;
  location: string;
  challenges: readonly string[];
}

/** 'Missing Information: Please fill in all fields and select at least one challenge.' (spec §5). */
export const MISSING_INFORMATION = MESSAGES.profileCreationMissing;

/**
 * Spec §5 (domain rule): trimmed name, trimmed location and at least one challenge.
 * Returns the payload to send, or null when something is missing.
 */
export function validateProfileCreation(form: ProfileCreationForm): { name: string; location: string; challenges: string[] } | null {
  const result = validateWithDomain(form);
  if (!result.ok) return null;
  const { name, location, challenges } = result.value;
  return { name, location, challenges };
}
