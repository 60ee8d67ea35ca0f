import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { getStoredUserId } from '../../lib/storage';
import { offlineDb } from './offline-db';
import { loadOutbox } from './outbox';
import { getOutbox } from './outbox-state';
import { fetchedTimes, forgetReadTimes, isRestoredHash, markFetched, markRestored } from './as-of';
import { showWaitingWrite } from './outbox-kinds';

/**
 * Her last answers from the server, kept on the phone for reading offline (docs/decisions/122): today's plan,
 * the Log, her routines and what the screens around them read. One copy, for the person signed in here,
 * written a moment after each answer and cleared with the outbox (reset, sign-out, delete). Sign-in secrets
 * and whole-account calls are never kept. A screen that shows a copy older than its last successful fetch
 * says so ("as of 07:12").
 */
const NEVER_KEPT = ['passkeys', 'account', 'sessions'];
const SAVE_DELAY_MS = 400;
/** A read not seen again for this long leaves the copy (yesterday's Log stays; last month's does not). */
const KEEP_FOR_MS = 7 * 24 * 60 * 60 * 1000;

export interface SavedReads {
  userId: string;
  savedAt: string;
  state: DehydratedState;
  /** When the server last answered each query (a change made on the phone since does not count). */
  fetchedAt: Record<string, number>;
}

const routerOf = (q: Query): string => {
  const head = q.queryKey[0];
  return Array.isArray(head) && typeof head[0] === 'string' ? head[0] : '';
};
const keep = (q: Query): boolean => q.state.status === 'success' && q.state.data !== undefined && routerOf(q) !== '' && !NEVER_KEPT.includes(routerOf(q));

/** Writes the copy a moment after answers arrive, and forgets "restored" once a fetch brings fresh data. */
export function keepReadsOnPhone(qc: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // What the page fetched before this started (its first screens, read before the first idle moment) came from
  // the server in this session: "as of" names those times, not an older copy's.
  for (const q of qc.getQueryCache().getAll()) {
    if (q.state.status === 'success' && q.state.dataUpdatedAt > 0 && !isRestoredHash(q.queryHash)) markFetched(q.queryHash, q.state.dataUpdatedAt);
  }
  const save = async () => {
    const userId = getStoredUserId();
    if (!userId) return;
    const state = dehydrate(qc, { shouldDehydrateQuery: keep });
    // What this page has not read since it loaded (the Log, read before a reload) stays in the copy.
    const before = await offlineDb().get<SavedReads>('reads', userId).catch(() => undefined);
    const now = Date.now();
    const have = new Set(state.queries.map((q) => q.queryHash));
    const older = before?.userId === userId ? before.state.queries.filter((q) => !have.has(q.queryHash) && now - q.state.dataUpdatedAt < KEEP_FOR_MS) : [];
    const saved: SavedReads = {
      userId,
      savedAt: new Date(now).toISOString(),
      state: { ...state, queries: [...state.queries, ...older] },
      fetchedAt: { ...(before?.userId === userId ? before.fetchedAt : {}), ...fetchedTimes() },
    };
    await offlineDb().put('reads', userId, saved).catch((err: unknown) => console.warn('[offline] could not keep a copy for offline reading', err));
  };
  // What the first screens read before this started is kept too, without waiting for the next answer.
  timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  const unsubscribe = qc.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!event.action.manual) markFetched(event.query.queryHash, event.query.state.dataUpdatedAt);
    clearTimeout(timer);
    timer = setTimeout(() => void save(), SAVE_DELAY_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/**
 * Fills the cache from the phone's copy where it has nothing newer, then lays the waiting writes over it.
 * Answers how many queries came from the copy.
 */
export async function restoreReadsFromPhone(qc: QueryClient, userId: string | null = getStoredUserId()): Promise<number> {
  if (!userId) return 0;
  const [saved] = await Promise.all([offlineDb().get<SavedReads>('reads', userId).catch(() => undefined), loadOutbox(userId)]);
  if (!saved || saved.userId !== userId) return 0;
  const before = new Map(qc.getQueryCache().getAll().map((q) => [q.queryHash, q.state.dataUpdatedAt]));
  hydrate(qc, saved.state);
  let count = 0;
  for (const q of qc.getQueryCache().getAll()) {
    const was = before.get(q.queryHash);
    if (q.state.data !== undefined && (was === undefined || was < q.state.dataUpdatedAt) && saved.state.queries.some((d) => d.queryHash === q.queryHash)) {
      markRestored(q.queryHash, saved.fetchedAt?.[q.queryHash] ?? q.state.dataUpdatedAt);
      count++;
    }
  }
  for (const entry of getOutbox()) if (entry.state !== 'refused') showWaitingWrite(entry, qc);
  return count;
}

/** Forgets the copy (reset, sign-out, delete). */
export async function forgetReadsOnPhone(userId: string | null = getStoredUserId()): Promise<void> {
  forgetReadTimes();
  if (userId) await offlineDb().delete('reads', userId).catch(() => undefined);
}
