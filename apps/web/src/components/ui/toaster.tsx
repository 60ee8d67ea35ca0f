import type { Message, MessageKey } from '@cadence/domain';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { announce } from './announcer';
import type * as ToasterStore from './toaster-store';
import { TOAST_DURATION_MS } from '../../lib/constants';

/**
 * The toast region. Its UI (Chakra Toast + the zag machine) is loaded lazily, and only once the app
 * shows its first toast, so neither its download nor its first render competes with the first
 * screen (docs/decisions/022); toasts created before it mounts are picked up from the store when it does.
 */
const ToasterView = lazy(() => loadView().then((m) => ({ default: m.ToasterView })));

let toastsWanted = false;
const wantListeners = new Set<() => void>();
function wantToasts() {
  if (toastsWanted) return;
  toastsWanted = true;
  for (const listener of wantListeners) listener();
}
const subscribeWanted = (listener: () => void) => {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
};

const loadView = () => import('./toaster-view');

export function Toaster() {
  const wanted = useSyncExternalStore(subscribeWanted, () => toastsWanted, () => false);
  // Fetched once the first screen is up, so a toast never waits for the network — and still
  // shows when the connection is gone by then (offline messages are toasts too).
  useEffect(() => whenIdle(() => void Promise.all([loadStore(), loadView()]).catch(() => undefined)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Options of a toast: its duration and an optional action button (e.g. 'Undo'). */
export interface ToastOptions {
  duration?: number;
  action?: { label: string; onClick: () => void };
  /** Shown, not spoken: the caller says the same thing in its own words through `announce`. */
  silent?: boolean;
}

/**
 * The toast store (Chakra's createToaster + zag's toast store) is loaded on first use, not with
 * the entry chunk (JS budget, docs/decisions/022); the lazy toast region imports it too, so it is normally
 * already there when the first toast is shown. Calls keep their order (one shared promise).
 */
let store: Promise<typeof ToasterStore> | undefined;
const loadStore = () => (store ??= import('./toaster-store'));

/** What a screen reader hears for a toast: its words, without the drawn tick ('✓ Plan Adapted'). */
export function spokenToast(title: string, description?: string): string {
  const t = title.replace(/^✓\s*/, '');
  return description ? `${t}. ${description}` : t;
}

function show(type: ToastKind, title: string, description?: string, opts?: ToastOptions): void {
  wantToasts();
  // Toasts are said through the app's one polite live region (the toast region itself is not live):
  // a change is heard once, even when a screen also says it in other words (docs/decisions/115).
  if (!opts?.silent) announce(spokenToast(title, description));
  void loadStore().then(({ toaster }) => {
    // Spec's TOAST_LIMIT is 1 and the newest toast wins: drop the current one (and any queued)
    // instead of letting Chakra queue the new one behind it.
    toaster.remove();
    toaster.create({ type, title, description, duration: opts?.duration ?? TOAST_DURATION_MS, action: opts?.action });
  });
}

/**
 * A toast from the spec's message catalogue (MESSAGES) by key. The catalogue is loaded with the
 * toast, so a screen whose only use of it is a toast after an action (the dashboard's task
 * toggles) does not carry every message in its initial JS (JS budget, docs/decisions/022).
 */
export function toastMessage(type: ToastKind, key: MessageKey, opts?: ToastOptions): void {
  void import('@cadence/domain/messages').then(({ MESSAGES }) => {
    const m: Message = MESSAGES[key];
    show(type, m.title, m.description, opts);
  });
}

/** `toast.success('✓ Profile Created!', 'Welcome to your wellness journey')`. */
export const toast = {
  success: (title: string, description?: string, opts?: ToastOptions) => show('success', title, description, opts),
  error: (title: string, description?: string, opts?: ToastOptions) => show('error', title, description, opts),
  info: (title: string, description?: string, opts?: ToastOptions) => show('info', title, description, opts),
  warning: (title: string, description?: string, opts?: ToastOptions) => show('warning', title, description, opts),
  dismiss: () => void loadStore().then(({ toaster }) => toaster.dismiss()),
};
