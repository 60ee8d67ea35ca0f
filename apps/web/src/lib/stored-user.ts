import { isNotFound } from './errors';
import { clearLocalData } from './storage';

export type StoredUserCheck = 'found' | 'gone' | 'unreachable';

/**
 * Checks the stored user id against the server (spec §2 splash and profile creation). Only a
 * confirmed 404 means the profile is gone, and then the stored local data is cleared here; offline
 * or a busy server keeps it ('unreachable') — docs/decisions/006-spec-not-shown.md.
 */
export async function checkStoredUser(fetchUser: () => Promise<{ id: string }>, id: string): Promise<StoredUserCheck> {
  try {
    // The server answers the session's user: a different one means the stored id is not hers any more.
    const user = await fetchUser();
    if (user.id === id) return 'found';
    console.warn('[stored-user] the session belongs to another profile; clearing local data');
    clearLocalData();
    return 'gone';
  } catch (err) {
    if (!isNotFound(err)) return 'unreachable';
    console.warn('[stored-user] stored user not found on the server; clearing local data');
    clearLocalData();
    return 'gone';
  }
}
