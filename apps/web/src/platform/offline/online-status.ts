import { useSyncExternalStore } from 'react';

/**
 * Connection state for the whole app: the browser's `navigator.onLine` (+ online/offline events)
 * and whether the last call to the server failed at the network level (API unreachable while
 * the device still thinks it is online). While unreachable, a light probe of /healthz clears it.
 */
export interface ConnectionState {
  /** navigator.onLine */
  browserOnline: boolean;
  /** The last request could not reach the server. */
  serverUnreachable: boolean;
}

export const PROBE_URL = '/healthz';
export const PROBE_INTERVAL_MS = 15_000;

type Listener = () => void;
const listeners = new Set<Listener>();
let state: ConnectionState = { browserOnline: readBrowserOnline(), serverUnreachable: false };
let started = false;
let probeTimer: ReturnType<typeof setInterval> | null = null;

function readBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function set(next: Partial<ConnectionState>) {
  const merged = { ...state, ...next };
  if (merged.browserOnline === state.browserOnline && merged.serverUnreachable === state.serverUnreachable) return;
  state = merged;
  syncProbe();
  for (const l of listeners) l();
}

function syncProbe() {
  const want = state.serverUnreachable && state.browserOnline && typeof fetch === 'function';
  if (want && !probeTimer) {
    probeTimer = setInterval(() => {
      fetch(PROBE_URL, { cache: 'no-store' }).then(
        (res) => {
          if (res.ok) reportServerReachable();
        },
        () => undefined,
      );
    }, PROBE_INTERVAL_MS);
  } else if (!want && probeTimer) {
    clearInterval(probeTimer);
    probeTimer = null;
  }
}

/** Starts listening to the browser's online/offline events (idempotent). */
export function startConnectionMonitor(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => set({ browserOnline: true, serverUnreachable: false }));
  window.addEventListener('offline', () => set({ browserOnline: false }));
  set({ browserOnline: readBrowserOnline() });
}

/** A request failed before reaching the server (connection refused, DNS, offline). */
export function reportNetworkFailure(): void {
  set({ browserOnline: readBrowserOnline(), serverUnreachable: true });
}

/** The server answered (any HTTP status). */
export function reportServerReachable(): void {
  set({ serverUnreachable: false });
}

export function getConnectionState(): ConnectionState {
  return state;
}

/** True when nothing can be sent right now: the browser is offline. */
export function isBrowserOffline(): boolean {
  return !readBrowserOnline();
}

/** True when the app should show its offline state. */
export function isOffline(s: ConnectionState = state): boolean {
  return !s.browserOnline || s.serverUnreachable;
}

export function subscribeConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React: re-renders when the connection state changes. */
export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, getConnectionState, getConnectionState);
}

/** React: `true` while offline or the server is unreachable. */
export function useIsOffline(): boolean {
  return isOffline(useConnectionState());
}

/** Tests only: back to "online, reachable", timers cleared. */
export function resetConnectionStateForTests(): void {
  state = { browserOnline: readBrowserOnline(), serverUnreachable: false };
  if (probeTimer) clearInterval(probeTimer);
  probeTimer = null;
  for (const l of listeners) l();
}
