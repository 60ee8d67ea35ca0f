import { beforeEach, describe, expect, it, vi } from 'vitest';

const platform = vi.hoisted(() => ({ native: false }));
const plugin = vi.hoisted(() => ({ marker: 'LocalNotifications' }));
vi.mock('@capacitor/core', () => ({ Capacitor: { isNativePlatform: () => platform.native, getPlatform: () => (platform.native ? 'ios' : 'web') } }));
vi.mock('@capacitor/local-notifications', () => ({ LocalNotifications: plugin }));

import { nativeNotifications, nativePermission, syncNativeReminders, type NativeNotifications, type NativeReminderDeps } from './native-reminders';
import { NATIVE_DAILY_ID_BASE, NATIVE_WEEKLY_ID_BASE, REMINDER_CONTENT } from './reminder-schedule';

/** An in-memory LocalNotifications: pending notifications and the permission. */
function fakeApi(display: 'granted' | 'denied' | 'prompt' = 'granted', pendingIds: number[] = []) {
  let pending = pendingIds.map((id) => ({ id, title: '', body: '' }));
  const api = {
    checkPermissions: vi.fn(async () => ({ display })),
    requestPermissions: vi.fn(async () => ({ display: 'granted' as const })),
    getPending: vi.fn(async () => ({ notifications: pending })),
    cancel: vi.fn(async ({ notifications }: { notifications: { id: number }[] }) => {
      pending = pending.filter((p) => !notifications.some((n) => n.id === p.id));
    }),
    schedule: vi.fn(async ({ notifications }: { notifications: { id: number; title: string; body: string }[] }) => {
      pending = [...pending, ...notifications];
      return { notifications: notifications.map((n) => ({ id: n.id })) };
    }),
    addListener: vi.fn(),
  };
  return { api: api as unknown as NativeNotifications & typeof api, pending: () => pending.map((p) => p.id).sort((a, b) => a - b) };
}

function deps(over: Partial<NativeReminderDeps> = {}): NativeReminderDeps {
  return {
    now: () => new Date(2026, 2, 8, 8, 1), // Sunday 08:01, reminders at 08:00
    userId: () => 'u1',
    loadPreferences: vi.fn(async () => ({ notifications: true, reminderTime: '08:00', weeklyReflection: true })),
    loadTodayPlan: vi.fn(async () => ({ tasks: [{ status: 'pending' as const }] })),
    hasWeeklyReview: vi.fn(async () => false),
    ...over,
  };
}

beforeEach(() => {
  platform.native = false;
});

describe('native reminder guards', () => {
  it('never loads the plugin in a browser', async () => {
    expect(await nativeNotifications()).toBeNull();
  });

  it('uses Capacitor LocalNotifications inside the native apps', async () => {
    platform.native = true;
    expect(await nativeNotifications()).toBe(plugin);
  });

  it('maps the OS permission; asks only when told to', async () => {
    const { api } = fakeApi('prompt');
    expect(await nativePermission(api)).toBe('default');
    expect(api.requestPermissions).not.toHaveBeenCalled();
    expect(await nativePermission(api, true)).toBe('granted');
    expect(await nativePermission(fakeApi('denied').api)).toBe('denied');
  });
});

describe('syncNativeReminders', () => {
  it('hands the OS the daily reminders of the next days and the weekly reflection, with their texts', async () => {
    const { api, pending } = fakeApi();
    const planned = await syncNativeReminders(api, deps());
    // Sunday 08:01: today's 08:00 has passed → the next six days; the reflection tonight at 18:00.
    expect(planned.map((p) => p.id)).toEqual([101, 102, 103, 104, 105, 106, NATIVE_WEEKLY_ID_BASE]);
    expect(planned[0]?.at).toEqual(new Date(2026, 2, 9, 8, 0));
    expect(planned.at(-1)?.at).toEqual(new Date(2026, 2, 8, 18, 0));
    expect(pending()).toEqual([101, 102, 103, 104, 105, 106, 200]);
    const sent = api.schedule.mock.calls[0]?.[0].notifications ?? [];
    expect(sent[0]).toMatchObject({ title: REMINDER_CONTENT.daily.title, body: REMINDER_CONTENT.daily.body, extra: { url: '/dashboard' } });
    expect(sent.at(-1)).toMatchObject({ title: REMINDER_CONTENT.weekly.title, extra: { url: '/daily-plan-log?tab=weekly' } });
  });

  it("replaces Cadence's pending reminders and leaves other notifications alone", async () => {
    const { api, pending } = fakeApi('granted', [NATIVE_DAILY_ID_BASE, 150, 7]);
    await syncNativeReminders(api, deps({ now: () => new Date(2026, 2, 9, 7, 0) })); // Monday 07:00
    expect(api.cancel).toHaveBeenCalledWith({ notifications: [{ id: NATIVE_DAILY_ID_BASE }, { id: 150 }] });
    expect(pending()).toContain(7);
    expect(pending()).toContain(NATIVE_DAILY_ID_BASE); // today 08:00, rescheduled
  });

  it("skips today's reminder when today's plan is all done, and this week's reflection when it is saved", async () => {
    const { api } = fakeApi();
    const planned = await syncNativeReminders(
      api,
      deps({
        now: () => new Date(2026, 2, 8, 7, 0), // Sunday 07:00
        loadTodayPlan: vi.fn(async () => ({ tasks: [{ status: 'done' as const }] })),
        hasWeeklyReview: vi.fn(async () => true),
      }),
    );
    expect(planned.map((p) => p.id)).toEqual([101, 102, 103, 104, 105, 106]);
  });

  it('only cancels when reminders are off, permission is not granted or nobody is signed in', async () => {
    for (const [display, d] of [
      ['granted', deps({ loadPreferences: vi.fn(async () => ({ notifications: false, reminderTime: '08:00', weeklyReflection: true })) })],
      ['denied', deps()],
      ['granted', deps({ userId: () => null })],
    ] as const) {
      const { api, pending } = fakeApi(display, [101, 200]);
      expect(await syncNativeReminders(api, d)).toEqual([]);
      expect(pending()).toEqual([]);
      expect(api.schedule).not.toHaveBeenCalled();
    }
  });

  it('keeps what was scheduled when the preferences cannot be loaded (offline)', async () => {
    const { api, pending } = fakeApi('granted', [101, 102]);
    await expect(syncNativeReminders(api, deps({ loadPreferences: vi.fn(async () => Promise.reject(new Error('offline'))) }))).rejects.toThrow('offline');
    expect(pending()).toEqual([101, 102]);
  });
});
