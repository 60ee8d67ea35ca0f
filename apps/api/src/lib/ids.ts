import { randomBytes, createHash } from 'node:crypto';

/** Unguessable id: 128 random bits, base64url (22 characters). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** Session token: 256 random bits. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
