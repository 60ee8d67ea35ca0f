import { countOf, RECOMMENDATION_CATEGORY_LABELS, type PublicProfile, type RoutineFrequency, type RoutineType } from '@cadence/domain';

export const FREQUENCY_LABELS: Readonly<Record<RoutineFrequency, string>> = { daily: 'Daily', weekly: 'Weekly', as_needed: 'As needed' };

/** Section heading of a routine type ('supplement' → 'Supplements'). */
export const routineTypeLabel = (type: RoutineType): string => RECOMMENDATION_CATEGORY_LABELS[type];

/** 'Joined today' / '1 day on the journey' / 'N days on the journey'. */
export function daysLabel(days: number): string {
  if (days <= 0) return 'Joined today';
  return `${countOf(days, 'day')} on the journey`;
}

/** Document title and description meta for sharing. */
export function shareMeta(profile: PublicProfile): { title: string; description: string } {
  const name = profile.user.name;
  const focus = profile.user.challenges.length > 0 ? ` Focus: ${profile.user.challenges.join(', ')}.` : '';
  const count = profile.routines.length;
  return {
    title: `${name}'s Wellness Protocol · Cadence`,
    description: `${name}'s wellness protocol on Cadence — ${countOf(count, 'routine')}.${focus}`,
  };
}

/** An avatar URL that the page may load: same origin or inline data only (the CSP allows nothing else). */
export function safeAvatarUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('data:image/')) return url;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
