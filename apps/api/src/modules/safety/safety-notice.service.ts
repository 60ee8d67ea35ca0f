import {
  addDays,
  countryFromLocation,
  localIsoDate,
  localiseSafetyNotice,
  SafetyNoticeSchema,
  type SafetyFollowUpAnswer,
  type SafetyNotice,
} from '@cadence/domain';
import { notFound } from '../../lib/errors';

/** How many days back the next-day follow-up question still looks for an unanswered notice. */
export const SAFETY_FOLLOW_UP_DAYS = 3;

/** What the dashboard shows: today's notice until dismissed, else the follow-up of an earlier one. */
export interface CurrentSafety {
  /** 'notice': show it; 'follow-up': ask how she is now (better / same / worse). */
  kind: 'notice' | 'follow-up';
  /** Local date of the plan the notice is stored with. */
  date: string;
  notice: SafetyNotice;
}

/**
 * Where notices are kept: with her plan of the day they were raised (the plan module's service stores
 * them; this module never touches the plan's repository: docs/decisions/023).
 */
export interface SafetyNoticeStore {
  /** The notice stored with her plan of `date`, as stored (checked here), or null. */
  storedSafetyNotice(userId: string, date: string): Promise<unknown>;
  /** Replaces the notice stored with her plan of `date`; false when that plan does not exist. */
  storeSafetyNotice(userId: string, date: string, notice: SafetyNotice): Promise<boolean>;
}

/**
 * Safety notices kept with the plan of the day they were raised (docs/decisions/037): shown on the
 * dashboard until she dismisses them; the next day's first screen asks how she is now.
 */
export class SafetyNoticeService {
  constructor(
    private readonly plans: SafetyNoticeStore,
    private readonly now: () => Date,
  ) {}

  /** Stores a notice with (userId, date), in the terms of her country when her location names one. */
  async record(userId: string, date: string, notice: SafetyNotice, user: { location?: string } | null): Promise<SafetyNotice> {
    const country = countryFromLocation(user?.location);
    const localised = country ? localiseSafetyNotice(notice, country) : notice;
    await this.plans.storeSafetyNotice(userId, date, localised);
    return localised;
  }

  /**
   * The notice to show now, or the follow-up to ask, or null. `deviceToday` is the browser's local
   * date: the "next day" follows her device, within one day of the server's date for her zone.
   */
  async current(userId: string, timeZone: string, deviceToday?: string): Promise<CurrentSafety | null> {
    const serverToday = localIsoDate(this.now(), timeZone);
    const today =
      deviceToday && (deviceToday === serverToday || deviceToday === addDays(serverToday, 1) || deviceToday === addDays(serverToday, -1))
        ? deviceToday
        : serverToday;
    const todays = await this.stored(userId, today);
    if (todays && !todays.dismissedAt) return { kind: 'notice', date: today, notice: todays };
    if (todays) return null;
    for (let back = 1; back <= SAFETY_FOLLOW_UP_DAYS; back++) {
      const date = addDays(today, -back);
      const notice = await this.stored(userId, date);
      if (!notice) continue;
      return notice.followUp ? null : { kind: 'follow-up', date, notice };
    }
    return null;
  }

  /** She closed the notice: it stays stored (for the follow-up) but is no longer shown. */
  async dismiss(userId: string, date: string): Promise<SafetyNotice> {
    return this.patch(userId, date, (n) => ({ ...n, dismissedAt: n.dismissedAt ?? this.now().toISOString() }));
  }

  /** Her one-tap answer to "How are you now?"; 'worse' returns the notice so the action is shown again. */
  async answer(userId: string, date: string, answer: SafetyFollowUpAnswer): Promise<SafetyNotice> {
    return this.patch(userId, date, (n) => ({ ...n, followUp: answer, dismissedAt: n.dismissedAt ?? this.now().toISOString() }));
  }

  private async patch(userId: string, date: string, change: (n: SafetyNotice) => SafetyNotice): Promise<SafetyNotice> {
    const current = await this.stored(userId, date);
    if (!current) throw notFound('No safety notice for that day');
    const next = change(current);
    if (!(await this.plans.storeSafetyNotice(userId, date, next))) throw notFound('No safety notice for that day');
    return next;
  }

  private async stored(userId: string, date: string): Promise<SafetyNotice | null> {
    const stored = await this.plans.storedSafetyNotice(userId, date);
    if (!stored) return null;
    const parsed = SafetyNoticeSchema.safeParse(stored);
    return parsed.success ? parsed.data : null;
  }
}
