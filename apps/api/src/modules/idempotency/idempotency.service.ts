import { createHash } from 'node:crypto';
import { IDEMPOTENCY_PENDING_STALE_MS, IDEMPOTENCY_WINDOW_MS, MAX_IDEMPOTENCY_KEY_LENGTH } from '@cadence/domain';
import { AppError, badRequest } from '../../lib/errors';
import { outsideDeadline } from '../../lib/request-deadline';
import type { UserDataPort } from '../../lib/user-data';
import { recordId, type IdempotencyRepository } from './idempotency.repository';

/** What a key may look like: visible ASCII, no spaces (a UUID, a ULID, a counter). */
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${MAX_IDEMPOTENCY_KEY_LENGTH}}$`);

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key for a new change.';
export const KEY_IN_PROGRESS_MESSAGE = 'This change is still being saved. Try again in a moment.';

/** The key as sent, checked (400 in her words when it is malformed), or null when none was sent. */
export function parseIdempotencyKey(raw: string | string[] | undefined): string | null {
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return null;
  if (!KEY_PATTERN.test(value))
    throw badRequest(`Idempotency-Key must be 1–${MAX_IDEMPOTENCY_KEY_LENGTH} visible characters without spaces.`);
  return value;
}

/** JSON with object keys in a fixed order, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Writes applied once (docs/decisions/120-idempotent-writes.md). A key is hers: scoped to her id and
 * the operation, remembered 24 hours. The first request claims it (pending), runs, and stores its
 * answer; a repeat with the same body gets that answer without running again; the same key with
 * another body is refused (422); a repeat while the first still runs is asked to wait (409). A write
 * that fails releases its claim, so the client's retry applies it.
 */
export class IdempotencyService {
  constructor(
    private readonly repo: IdempotencyRepository,
    private readonly now: () => Date,
  ) {}

  get userData(): UserDataPort {
    return this.repo.userData;
  }

  async run<T>(userId: string, operation: string, key: string, input: unknown, write: () => Promise<T>, storable: (answer: T) => boolean): Promise<T> {
    const _id = recordId(userId, sha256(`${operation}\u0000${key}`));
    const requestHash = sha256(`${operation}\u0000${canonical(input)}`);
    const existing = await this.repo.claim({ _id, userId, operation, requestHash });
    if (existing) {
      const at = this.now();
      const age = at.getTime() - new Date(existing.createdAt).getTime();
      const abandoned = existing.state === 'pending' && at.getTime() - new Date(existing.updatedAt).getTime() > IDEMPOTENCY_PENDING_STALE_MS;
      if (age > IDEMPOTENCY_WINDOW_MS || abandoned) {
        // Past its window, or its first request died mid-way: this request is the first again.
        if (!(await this.repo.takeOver(existing, requestHash, at))) throw new AppError(409, KEY_IN_PROGRESS_MESSAGE);
      } else {
        if (existing.requestHash !== requestHash) throw new AppError(422, KEY_REUSED_MESSAGE);
        if (existing.state === 'pending') throw new AppError(409, KEY_IN_PROGRESS_MESSAGE);
        return (JSON.parse(existing.response) as { v?: T }).v as T;
      }
    }
    let answer: T;
    try {
      answer = await write();
    } catch (error) {
      // A failure is not an answer to repeat: the retry applies the write. Outside the request's
      // deadline, so a write cut by it still releases its claim.
      await outsideDeadline(() => this.repo.release(userId, _id)).catch(() => undefined);
      throw error;
    }
    // The write happened: its answer is stored even if the request's budget ran out meanwhile, or the
    // retry would apply it a second time.
    if (storable(answer)) await outsideDeadline(() => this.repo.complete(_id, JSON.stringify({ v: answer })));
    else await outsideDeadline(() => this.repo.release(userId, _id)).catch(() => undefined);
    return answer;
  }

  /** Forgets keys older than the window (hourly; FerretDB v1 has no TTL index). */
  async purgeExpired(): Promise<number> {
    return this.repo.deleteOlderThan(new Date(this.now().getTime() - IDEMPOTENCY_WINDOW_MS));
  }
}
