import { describe, expect, it, vi } from 'vitest';
import { createReminderChecker, type ReminderDeps } from './reminder-runner';
import type { LastFired } from './reminder-schedule';

function deps(over: Partial<ReminderDeps> = {}) {
  let last: LastFired = {};
  const d: ReminderDeps = {
    now: () => new Date(2026, 2, 8, 8, 1), // Sunday 08:01
    userId: () => 'u1',
    permission: () => 'granted',
    loadPreferences: vi.fn(async () => ({ notifications: true, reminderTime: '08:00', weeklyReflection: true })),
    loadTodayPlan: vi.fn(async () => ({ tasks: [{ status: 'pending' as const }] })),
    hasWeeklyReview: vi.fn(async () => false),
    show: vi.fn(async () => undefined),
    readLastFired: () => last,
    writeLastFired: (v) => {
      last = v;
    },
    ...over,
  };
  return d;
}

describe('reminder checker', () => {
  it('sends the daily reminder once', async () => {
    const d = deps();
    const checker = createReminderChecker(d);
    expect(await checker.check()).toEqual(['daily']);
    expect(await checker.check()).toEqual([]);
    expect(d.show).toHaveBeenCalledTimes(1);
    expect(d.loadPreferences).toHaveBeenCalledTimes(1);
  });

  it("skips the daily reminder when today's plan is all done", async () => {
    const d = deps({ loadTodayPlan: vi.fn(async () => ({ tasks: [{ status: 'done' as const }] })) });
    expect(await createReminderChecker(d).check()).toEqual([]);
    expect(d.show).not.toHaveBeenCalled();
  });

  it("skips the weekly reminder when this week's reflection is saved", async () => {
    const at18 = () => new Date(2026, 2, 8, 18, 2);
    const saved = deps({ now: at18, hasWeeklyReview: vi.fn(async () => true) });
    expect(await createReminderChecker(saved).check()).toEqual([]);
    expect(saved.hasWeeklyReview).toHaveBeenCalledWith('2026-03-02');
    const notSaved = deps({ now: at18 });
    expect(await createReminderChecker(notSaved).check()).toEqual(['weekly']);
  });

  it('never asks or sends without permission or a stored user', async () => {
    const noPermission = deps({ permission: () => 'default' });
    expect(await createReminderChecker(noPermission).check()).toEqual([]);
    expect(noPermission.loadPreferences).not.toHaveBeenCalled();
    const noUser = deps({ userId: () => null });
    expect(await createReminderChecker(noUser).check()).toEqual([]);
  });

  it('an offline plan check retries on the next tick instead of losing the reminder', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loadTodayPlan = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ tasks: [] });
    const d = deps({ loadTodayPlan });
    const checker = createReminderChecker(d);
    expect(await checker.check()).toEqual([]);
    expect(await checker.check()).toEqual(['daily']);
    warn.mockRestore();
  });
});
