import { countOf } from '@cadence/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from './outbox-paths';

/** What waits on this phone (docs/decisions/122): one list, read by the outbox's screens, changed by ./outbox.ts. */
type Listener = () => void;
const outboxListeners = new Set<Listener>();
let entries: readonly OutboxEntry[] = [];

export function getOutbox(): readonly OutboxEntry[] {
  return entries;
}
/** ./outbox.ts only. */
export function setOutboxEntries(next: readonly OutboxEntry[]): void {
  entries = next;
  for (const l of outboxListeners) l();
}
export function subscribeOutbox(listener: Listener): () => void {
  outboxListeners.add(listener);
  return () => outboxListeners.delete(listener);
}
export function useOutbox(): readonly OutboxEntry[] {
  return useSyncExternalStore(subscribeOutbox, getOutbox, getOutbox);
}

/** 'HH:MM' on her clock (24-hour, as the "as of" line). */
export function clockTime(at: string | number): string {
  const d = new Date(at);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** "Waiting to send · 3 changes", or what needs her when the server refused one. */
export function outboxHeadline(list: readonly Pick<OutboxEntry, 'state'>[]): string {
  const refused = list.filter((e) => e.state === 'refused').length;
  const waiting = list.length - refused;
  const parts: string[] = [];
  if (waiting > 0) parts.push(`Waiting to send · ${countOf(waiting, 'change')}`);
  if (refused > 0) parts.push(`${countOf(refused, 'change')} not accepted`);
  return parts.join(' · ');
}

// ---- The app's query client, so a write kept offline shows on the screens at once (set by the outbox at work).
let queryClient: QueryClient | null = null;
export function registerOutboxQueryClient(qc: QueryClient | null): void {
  queryClient = qc;
}
export function outboxQueryClient(): QueryClient | null {
  return queryClient;
}

// ---- tRPC's query keys (`[[router, procedure], {input, type}]`) of the reads an offline day shows.
const key = (path: string, input?: unknown): QueryKey => [path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }];
export const PLAN_TODAY_KEY = key('plan.today');
export const logKey = (date: string): QueryKey => key('logs.get', { date });
export const ROUTINES_KEY = key('routines.list');

