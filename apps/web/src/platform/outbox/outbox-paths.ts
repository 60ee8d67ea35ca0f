import type { QueryClient } from '@tanstack/react-query';

/**
 * What the first screen needs to know about the offline day (docs/decisions/122-the-offline-day.md), and
 * nothing more: which writes may wait and with which key. Kept small, since it loads with the first screen; the
 * outbox itself (the phone's database, sending, the list, the copy of her reads) loads at the first idle moment,
 * or when a write first has to wait.
 */
export const QUEUEABLE_PATHS = ['plan.updateTask', 'plan.addTask', 'logs.save', 'logs.patchNotes', 'plan.adapt', 'weekly.saveReview'] as const;
export type QueueablePath = (typeof QUEUEABLE_PATHS)[number];

export function isQueueablePath(path: string): path is QueueablePath {
  return (QUEUEABLE_PATHS as readonly string[]).includes(path);
}

/**
 * Writes that change nothing more when applied twice (a tick sets a status, a note sets a text, a reflection
 * is one per week) are sent online without a key, as before; the others carry a key from their first try, so
 * an answer lost on the way cannot turn the retry into a second task or a second check-in.
 */
export const KEYED_FROM_FIRST_TRY: readonly QueueablePath[] = ['plan.addTask', 'plan.adapt'];

export type OutboxState = 'waiting' | 'sending' | 'refused';

export interface OutboxEntry {
  /** The idempotency key it is sent with; also its id here. */
  key: string;
  userId: string;
  /** Order of making (sent in this order). */
  seq: number;
  path: QueueablePath;
  input: unknown;
  /** What it is, in her words ("Tick 'Morning walk'"). */
  summary: string;
  createdAt: string;
  state: OutboxState;
  /** The server's words when it refused the write. */
  error?: string;
}

export function newIdempotencyKey(): string {
  // getRandomValues works on plain http too (randomUUID needs a secure context).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The id a task added offline carries until the server gives it its own. */
export const LOCAL_TASK_PREFIX = 'local-';
export const isLocalTaskId = (id: string | undefined): boolean => id?.startsWith(LOCAL_TASK_PREFIX) === true;

/** The outbox's code, loaded once, from one place (one dynamic import keeps the first screen's JS small). */
export const loadOutboxCode = () => import('./outbox-lazy');

// ---- The outbox's code loads at the first idle moment; a write that has to wait before then wakes it at once.
let wake: (() => QueryClient) | null = null;
/** The app's providers: how to start the outbox now, answering the app's query client. */
export function onOutboxWake(fn: (() => QueryClient) | null): void {
  wake = fn;
}
/** A write is being kept: the outbox (and its "Waiting to send" line) must be running; the screens' cache. */
export function wakeOutbox(): QueryClient | null {
  return wake?.() ?? null;
}
