/**
 * Header a client sends with a state-changing call it may have to send again (the web app's outbox
 * after a dropped connection): the server applies the write once and answers a repeat with the first
 * answer (docs/decisions/120-idempotent-writes.md).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How long a key is remembered: a repeat after this is a new request. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A key's first request still marked in progress after this is taken as abandoned (its process died). */
export const IDEMPOTENCY_PENDING_STALE_MS = 60 * 1000;
/** Longest key accepted (visible ASCII: a UUID, a ULID, or a client's own counter all fit). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
