import { FOCUS_AREA_LABELS, FOCUS_AREA_PROFILE_KEYS, focusChipsFromProfile, formatLongUsDate, recommendationHint, weekStartMonday } from '@cadence/domain';
import { getItem } from '../../lib/storage';

/** The Monday ('YYYY-MM-DD') of the current week in the browser's local time (spec §9: weeks start on Monday). */
export function currentWeekStart(now: Date = new Date()): string {
  return weekStartMonday(now);
}

/** 'Reflecting on Your Progress (Week of March 3, 2025)'. */
export function reflectingTitle(weekStart: string): string {
  return `Reflecting on Your Progress (Week of ${formatLongUsDate(weekStart)})`;
}

const LABEL_BY_PROFILE_KEY: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.keys(FOCUS_AREA_PROFILE_KEYS) as (keyof typeof FOCUS_AREA_PROFILE_KEYS)[]).map((area) => [FOCUS_AREA_PROFILE_KEYS[area], FOCUS_AREA_LABELS[area]]),
);

/** A readable chip label for a stored personalised-profile key ('emotionalHealth' → 'Emotional Health'). */
export function focusChipLabel(key: string): string {
  return LABEL_BY_PROFILE_KEY[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** What the check-in header shows from local storage: title, focus chips and the recommendations hint. */
export function readCheckinContext() {
  const programName = getItem('programName');
  const chips = focusChipsFromProfile(getItem('personalizedProfile')).map(focusChipLabel);
  const titles = (getItem('recommendations') ?? []).map((r) => r.title).filter((t) => t.trim() !== '');
  return { programName, title: programName || 'Weekly Check-In', chips, hint: recommendationHint(titles) };
}
