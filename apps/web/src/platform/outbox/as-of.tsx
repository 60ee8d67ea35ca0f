import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIsOffline } from '../offline/online-status';
import { clockTime } from './outbox-state';

type Listener = () => void;


// How old each read is (docs/decisions/122): set by ./persisted-reads.ts, read by "as of".
const readsListeners = new Set<Listener>();
const restored = new Set<string>();
const fetchedAt = new Map<string, number>();

function readsChanged() {
  for (const l of readsListeners) l();
}
/** A query's data came from the phone's copy, fetched by the server at `at`. */
export function markRestored(queryHash: string, at: number): void {
  restored.add(queryHash);
  fetchedAt.set(queryHash, at);
  readsChanged();
}
/** The server answered this query at `at` (a change made on the phone since does not count). */
export function markFetched(queryHash: string, at: number): void {
  fetchedAt.set(queryHash, at);
  if (restored.delete(queryHash)) readsChanged();
}
/** Whether a query's data came from the phone's copy and no fetch has replaced it yet. */
export const isRestoredHash = (queryHash: string): boolean => restored.has(queryHash);
export function fetchedTimes(): Record<string, number> {
  return Object.fromEntries(fetchedAt);
}
export function forgetReadTimes(): void {
  restored.clear();
  fetchedAt.clear();
  readsChanged();
}

/**
 * "as of 07:12" for the screen she is looking at (docs/decisions/122): the oldest server answer among the reads
 * the screen shows, when those come from the phone's copy or the connection is gone. Null while all is fresh.
 */
export function useScreenAsOf(qc: QueryClient, offline: boolean): string | null {
  const [, bump] = useState(0);
  useEffect(() => {
    const redraw = () => bump((n) => n + 1);
    readsListeners.add(redraw);
    const off = qc.getQueryCache().subscribe((e) => {
      if (e.type === 'observerAdded' || e.type === 'observerRemoved' || e.type === 'updated') redraw();
    });
    return () => {
      readsListeners.delete(redraw);
      off();
    };
  }, [qc]);
  let oldest: number | undefined;
  for (const q of qc.getQueryCache().getAll()) {
    if (q.getObserversCount() === 0 || q.state.data === undefined) continue;
    const at = fetchedAt.get(q.queryHash);
    if (at === undefined || (!offline && !restored.has(q.queryHash))) continue;
    oldest = oldest === undefined ? at : Math.min(oldest, at);
  }
  if (oldest === undefined) return null;
  return `as of ${clockTime(oldest)}`;
}

/** "Offline · as of 07:12" under the connection banner while the screen shows an older copy. */
export function AsOf({ qc }: { qc: QueryClient }) {
  const offline = useIsOffline();
  const asOf = useScreenAsOf(qc, offline);
  if (!asOf) return null;
  return (
    <p data-testid="as-of" style={{ margin: 0, padding: '2px 16px', textAlign: 'center', fontSize: '0.8125rem', color: 'var(--chakra-colors-fg-muted)' }}>
      {offline ? 'Offline · ' : 'Saved copy · '}
      {asOf}
    </p>
  );
}
