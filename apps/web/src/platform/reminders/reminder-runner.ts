import { localIsoDate, weekStartMonday } from '@cadence/domain';
import { getStoredUserId } from '../../lib/storage';
import { platformClient } from '../platform-client';
import { isNativeApp } from '../native/native-shell';
import { serviceWorkerRegistration } from '../pwa/register-service-worker';
import { nativeNotifications, syncNativeReminders } from './native-reminders';
import {
  dueReminders,
  REMINDER_CHECK_INTERVAL_MS,
  REMINDER_CONTENT,
  shouldSendDaily,
  type LastFired,
  type ReminderKind,
  type ReminderPreferences,
} from './reminder-schedule';

/** Window event other code dispatches after changing reminder preferences. */
export const REMINDERS_CHANGED_EVENT = 'cadence:reminders-changed';
/** localStorage: the local date each reminder kind last fired (shared by all tabs). */
export const LAST_FIRED_STORAGE_KEY = 'cadenceRemindersLastFired';
/** After a failed preference load, wait this long before asking the server again. */
export const PREFERENCES_RETRY_MS = 10 * 60_000;

export interface ReminderDeps {
  now: () => Date;
  userId: () => string | null;
  permission: () => NotificationPermission | 'unsupported';
  loadPreferences: () => Promise<ReminderPreferences | null>;
  loadTodayPlan: () => Promise<{ tasks?: { status: 'pending' | 'done' }[] } | null>;
  hasWeeklyReview: (weekStartDate: string) => Promise<boolean>;
  show: (kind: ReminderKind) => Promise<void>;
  readLastFired: () => LastFired;
  writeLastFired: (value: LastFired) => void;
}

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

async function showReminder(kind: ReminderKind): Promise<void> {
  const { title, body, url } = REMINDER_CONTENT[kind];
  const options: NotificationOptions = { body, tag: `cadence-${kind}`, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { url } };
  const reg = await serviceWorkerRegistration();
  if (reg) return reg.showNotification(title, options);
  const n = new Notification(title, options);
  n.onclick = () => {
    window.focus();
    window.location.assign(url);
  };
}

const browserDeps: ReminderDeps = {
  now: () => new Date(),
  userId: getStoredUserId,
  permission: notificationPermission,
  loadPreferences: async () => (await platformClient().users.get.query()).preferences ?? null,
  loadTodayPlan: () => platformClient().plan.today.query(),
  hasWeeklyReview: async (weekStartDate) => {
    try {
      await platformClient().weekly.review.query({ weekStartDate });
      return true;
    } catch {
      return false;
    }
  },
  show: showReminder,
  readLastFired: () => {
    try {
      const v: unknown = JSON.parse(window.localStorage.getItem(LAST_FIRED_STORAGE_KEY) ?? '{}');
      return typeof v === 'object' && v !== null ? (v as LastFired) : {};
    } catch {
      return {};
    }
  },
  writeLastFired: (value) => {
    try {
      window.localStorage.setItem(LAST_FIRED_STORAGE_KEY, JSON.stringify(value));
    } catch {
      // ignore
    }
  },
};

/**
 * One check: loads the preferences (cached until `refresh`), then sends each due reminder once,
 * applying the skip rules (plan all done; this week's reflection already saved).
 */
export function createReminderChecker(deps: ReminderDeps) {
  let prefs: { userId: string; value: ReminderPreferences | null; loadedAt: number } | null = null;
  let running = false;
  return {
    refresh() {
      prefs = null;
    },
    async check(): Promise<ReminderKind[]> {
      if (running || deps.permission() !== 'granted') return [];
      const userId = deps.userId();
      if (!userId) return [];
      running = true;
      const sent: ReminderKind[] = [];
      try {
        const now = deps.now();
        if (!prefs || prefs.userId !== userId || (prefs.value === null && now.getTime() - prefs.loadedAt > PREFERENCES_RETRY_MS)) {
          // A failed load is remembered as "no preferences" and retried later, not every minute.
          const value = await deps.loadPreferences().catch(() => null);
          prefs = { userId, value, loadedAt: now.getTime() };
        }
        for (const kind of dueReminders(now, prefs.value, deps.readLastFired())) {
          if (kind === 'daily' && !shouldSendDaily(await deps.loadTodayPlan())) {
            markFired(deps, kind, now);
            continue;
          }
          if (kind === 'weekly' && (await deps.hasWeeklyReview(weekStartMonday(now)))) {
            markFired(deps, kind, now);
            continue;
          }
          markFired(deps, kind, now);
          await deps.show(kind);
          sent.push(kind);
        }
      } catch (err) {
        // Offline: nothing marked as fired, so the next tick (within the grace window) retries.
        console.warn('[reminders] check failed', err);
      } finally {
        running = false;
      }
      return sent;
    },
  };
}

function markFired(deps: ReminderDeps, kind: ReminderKind, now: Date) {
  deps.writeLastFired({ ...deps.readLastFired(), [kind]: localIsoDate(now) });
}

let stop: (() => void) | null = null;

/**
 * Starts reminders (idempotent). In the iOS/Android apps the OS shows them, scheduled ahead
 * (startNativeReminders); in a browser a check runs once a minute while the app is open.
 */
export function startReminders(deps: ReminderDeps = browserDeps): () => void {
  if (stop) return stop;
  if (isNativeApp()) return startNativeReminders();
  if (deps.permission() === 'unsupported') return () => undefined;
  const checker = createReminderChecker(deps);
  const tick = () => void checker.check();
  const onChange = () => {
    checker.refresh();
    tick();
  };
  window.addEventListener(REMINDERS_CHANGED_EVENT, onChange);
  const timer = setInterval(tick, REMINDER_CHECK_INTERVAL_MS);
  tick();
  stop = () => {
    clearInterval(timer);
    window.removeEventListener(REMINDERS_CHANGED_EVENT, onChange);
    stop = null;
  };
  return stop;
}

/**
 * Native apps: the reminders of the next days are handed to the OS when the app starts, when
 * preferences or permission change, and when the app goes to the background (so a plan finished
 * today drops today's reminder). A tap on a reminder opens its screen.
 */
function startNativeReminders(): () => void {
  let queue: Promise<void> = Promise.resolve();
  const sync = () => {
    queue = queue
      .then(async () => {
        const api = await nativeNotifications();
        if (api) await syncNativeReminders(api, browserDeps);
      })
      // Offline: what was scheduled before stays scheduled; the next sync replaces it.
      .catch((err: unknown) => console.warn('[reminders] native sync failed', err));
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') sync();
  };
  let removeTapListener: (() => void) | null = null;
  void nativeNotifications()
    .then((api) =>
      api?.addListener('localNotificationActionPerformed', ({ notification }) => {
        const url: unknown = (notification.extra as { url?: unknown } | undefined)?.url;
        if (typeof url === 'string' && url.startsWith('/')) window.location.assign(url);
      }),
    )
    .then((handle) => {
      if (handle) removeTapListener = () => void handle.remove();
    })
    .catch(() => undefined);
  window.addEventListener(REMINDERS_CHANGED_EVENT, sync);
  document.addEventListener('visibilitychange', onVisibility);
  sync();
  stop = () => {
    window.removeEventListener(REMINDERS_CHANGED_EVENT, sync);
    document.removeEventListener('visibilitychange', onVisibility);
    removeTapListener?.();
    stop = null;
  };
  return stop;
}

/** Tell the runner that preferences or permission changed. */
export function notifyRemindersChanged(): void {
  window.dispatchEvent(new Event(REMINDERS_CHANGED_EVENT));
}
