import { getStoredUserId } from '../../lib/storage';
import { offlineDb } from './offline-db';
import { getOutbox, setOutboxEntries } from './outbox-state';
import { type OutboxEntry, type QueueablePath } from './outbox-paths';

export type { OutboxEntry } from './outbox-paths';

/**
 * The outbox (docs/decisions/122-the-offline-day.md): her writes that could not reach the server, kept on the
 * phone in the order she made them, each with the idempotency key it will be sent with (decision 120), so a
 * write is applied exactly once however often it is sent. Only these writes wait; everything else is still
 * refused offline with the words of decision 020.
 */
let loadedFor: string | null = null;
let loading: Promise<void> | null = null;
let lastSeq = 0;

const emit = setOutboxEntries;

/** Reads her waiting writes from the phone (once per person; again after a switch of person). */
export function loadOutbox(userId: string | null = getStoredUserId()): Promise<void> {
  if (!userId) {
    loadedFor = null;
    emit([]);
    return Promise.resolve();
  }
  if (loadedFor === userId && loading) return loading;
  loadedFor = userId;
  loading = offlineDb()
    .getAll<OutboxEntry>('outbox')
    .then((all) => {
      if (loadedFor !== userId) return;
      const mine = all.filter((e) => e.userId === userId).map((e) => (e.state === 'sending' ? { ...e, state: 'waiting' as const } : e));
      mine.sort((a, b) => a.seq - b.seq);
      lastSeq = Math.max(lastSeq, ...mine.map((e) => e.seq));
      // Entries made in this session before the read finished stay (they are already stored).
      const seen = new Set(mine.map((e) => e.key));
      emit([...mine, ...getOutbox().filter((e) => e.userId === userId && !seen.has(e.key))]);
    })
    .catch((err: unknown) => console.warn('[outbox] could not read the waiting changes', err));
  return loading;
}

/** Keeps a write for later. False when there is no one to keep it for (then the write is refused as before). */
export async function enqueue(write: { path: QueueablePath; input: unknown; key: string; summary: string }, now = new Date()): Promise<boolean> {
  const userId = getStoredUserId();
  if (!userId) return false;
  if (loadedFor !== userId) void loadOutbox(userId);
  const existing = getOutbox().find((e) => e.key === write.key);
  if (existing) return true;
  lastSeq = Math.max(lastSeq + 1, now.getTime());
  const entry: OutboxEntry = { ...write, userId, seq: lastSeq, createdAt: now.toISOString(), state: 'waiting' };
  emit([...getOutbox(), entry]);
  try {
    await offlineDb().put('outbox', entry.key, entry);
  } catch (err) {
    console.warn('[outbox] could not keep the change on this phone', err);
  }
  return true;
}

async function store(entry: OutboxEntry) {
  emit(getOutbox().map((e) => (e.key === entry.key ? entry : e)));
  await offlineDb().put('outbox', entry.key, entry).catch((err: unknown) => console.warn('[outbox] could not update a waiting change', err));
}

/** Drops one waiting write (she chose to, from the outbox list). */
export async function removeEntry(key: string): Promise<OutboxEntry | undefined> {
  const gone = getOutbox().find((e) => e.key === key);
  emit(getOutbox().filter((e) => e.key !== key));
  await offlineDb().delete('outbox', key).catch((err: unknown) => console.warn('[outbox] could not remove a waiting change', err));
  return gone;
}

/** Everything waiting for her goes (reset, sign-out, delete: the caller asked her first). */
export async function clearOutbox(userId: string | null = loadedFor ?? getStoredUserId()): Promise<void> {
  const all = await offlineDb().getAll<OutboxEntry>('outbox').catch(() => [] as OutboxEntry[]);
  const keys = new Set([...all, ...getOutbox()].filter((e) => !userId || e.userId === userId).map((e) => e.key));
  emit(getOutbox().filter((e) => !keys.has(e.key)));
  await Promise.all([...keys].map((k) => offlineDb().delete('outbox', k).catch(() => undefined)));
}

/** How one send ended. */
export type SendOutcome = { kind: 'sent'; result: unknown } | { kind: 'offline' } | { kind: 'busy' } | { kind: 'refused'; message: string };

let draining: Promise<DrainReport> | null = null;

export interface DrainReport {
  sent: { entry: OutboxEntry; result: unknown }[];
  refused: OutboxEntry[];
  /** Stopped early: no network, or the server asked to wait. */
  stopped: boolean;
}

/**
 * Sends what is waiting, oldest first, one at a time, each with its key. A network failure stops the run (the
 * rest keeps its order for next time); a refusal is kept with the server's words and the run goes on, since
 * the later writes do not depend on it; a refused entry is not sent again until she asks.
 */
export function drainOutbox(send: (entry: OutboxEntry) => Promise<SendOutcome>): Promise<DrainReport> {
  if (draining) return draining;
  const run = async (): Promise<DrainReport> => {
    const report: DrainReport = { sent: [], refused: [], stopped: false };
    for (;;) {
      const next = getOutbox().find((e) => e.state === 'waiting');
      if (!next) break;
      await store({ ...next, state: 'sending' });
      const outcome = await send(next).catch((err: unknown): SendOutcome => ({ kind: 'refused', message: err instanceof Error ? err.message : String(err) }));
      if (outcome.kind === 'sent') {
        await removeEntry(next.key);
        report.sent.push({ entry: next, result: outcome.result });
        continue;
      }
      if (outcome.kind === 'refused') {
        const refused = { ...next, state: 'refused' as const, error: outcome.message };
        await store(refused);
        report.refused.push(refused);
        continue;
      }
      await store({ ...next, state: 'waiting' });
      report.stopped = true;
      break;
    }
    return report;
  };
  draining = run().finally(() => {
    draining = null;
  });
  return draining;
}

/** A refused write she wants to try again: back in the queue, in its place. */
export async function retryEntry(key: string): Promise<void> {
  const entry = getOutbox().find((e) => e.key === key);
  if (!entry) return;
  const { error: _error, ...rest } = entry;
  await store({ ...rest, state: 'waiting' });
}

/** Tests only. */
export function resetOutboxForTests(): void {
  loadedFor = null;
  loading = null;
  lastSeq = 0;
  draining = null;
  emit([]);
}
