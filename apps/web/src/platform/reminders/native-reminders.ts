import type { LocalNotificationsPlugin } from '@capacitor/local-notifications';
import { weekStartMonday } from '@cadence/domain';
import { isNativeApp } from '../native/native-shell';
import {
  isNativeReminderId,
  isPlanAllDone,
  plannedNativeReminders,
  REMINDER_CONTENT,
  type ReminderPreferences,
} from './reminder-schedule';

/** The part of Capacitor's LocalNotifications plugin Cadence uses (a fake in unit tests). */
export type NativeNotifications = Pick<LocalNotificationsPlugin, 'checkPermissions' | 'requestPermissions' | 'getPending' | 'cancel' | 'schedule' | 'addListener'>;

export interface NativeReminderDeps {
  now: () => Date;
  userId: () => string | null;
  loadPreferences: () => Promise<ReminderPreferences | null>;
  loadTodayPlan: () => Promise<{ tasks?: { status: 'pending' | 'done' }[] } | null>;
  hasWeeklyReview: (weekStartDate: string) => Promise<boolean>;
}

/** Capacitor's local notifications inside the iOS/Android apps; null in a browser (never loaded there). */
export async function nativeNotifications(): Promise<NativeNotifications | null> {
  if (!isNativeApp()) return null;
  const { LocalNotifications } = await import('@capacitor/local-notifications');
  return LocalNotifications;
}

/** 'granted' | 'denied' | 'default' from the OS ('prompt' states count as not asked yet). */
export async function nativePermission(api: NativeNotifications, ask = false): Promise<NotificationPermission> {
  const { display } = ask ? await api.requestPermissions() : await api.checkPermissions();
  return display === 'granted' ? 'granted' : display === 'denied' ? 'denied' : 'default';
}

/**
 * Hands the OS the reminders of the next days (docs/decisions/021-reminders.md): they show even
 * when the app is closed. Replaces Cadence's pending ones each time (other ids are left alone);
 * with reminders off or permission not granted, only cancels. Returns what was scheduled.
 * Run when the app starts, when preferences change and when it goes to the background — so a plan
 * finished today removes today's reminder.
 */
export async function syncNativeReminders(api: NativeNotifications, deps: NativeReminderDeps): Promise<{ id: number; at: Date }[]> {
  const userId = deps.userId();
  const granted = userId ? (await nativePermission(api)) === 'granted' : false;
  const now = deps.now();
  let planned: ReturnType<typeof plannedNativeReminders> = [];
  if (userId && granted) {
    const prefs = await deps.loadPreferences();
    if (prefs?.notifications) {
      const [plan, weekReviewSaved] = await Promise.all([
        deps.loadTodayPlan().catch(() => null),
        prefs.weeklyReflection ? deps.hasWeeklyReview(weekStartMonday(now)).catch(() => false) : Promise.resolve(false),
      ]);
      planned = plannedNativeReminders(now, prefs, { todayPlanDone: isPlanAllDone(plan), weekReviewSaved });
    }
  }
  const pending = (await api.getPending()).notifications.filter((n) => isNativeReminderId(n.id));
  if (pending.length > 0) await api.cancel({ notifications: pending.map((n) => ({ id: n.id })) });
  if (planned.length > 0) {
    await api.schedule({
      notifications: planned.map((p) => ({
        id: p.id,
        title: REMINDER_CONTENT[p.kind].title,
        body: REMINDER_CONTENT[p.kind].body,
        schedule: { at: p.at, allowWhileIdle: true },
        extra: { url: REMINDER_CONTENT[p.kind].url },
      })),
    });
  }
  return planned.map(({ id, at }) => ({ id, at }));
}
