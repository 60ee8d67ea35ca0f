import { MESSAGES, PROFILE_CREATION_CHALLENGES } from '../../lib/constants';

/** Profile-creation challenge chips (spec §2), in display order. */
export { PROFILE_CREATION_CHALLENGES };

export interface ProfileCreationForm {
  name: string;
  location: string;
  challenges: readonly string[];
}

/** 'Missing Information' / 'Please fill in all fields and select at least one challenge.' */
export const MISSING_INFORMATION = MESSAGES.profileCreationMissing;

/**
 * Spec §5: trimmed name, trimmed location and at least one challenge.
 * Returns the payload to send, or null when something is missing.
 */
export function validateProfileCreation(form: ProfileCreationForm): { name: string; location: string; challenges: string[] } | null {
  const name = form.name.trim();
  const location = form.location.trim();
  if (!name || !location || form.challenges.length === 0) return null;
  return { name, location, challenges: [...form.challenges] };
}
