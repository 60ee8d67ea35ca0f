import { AFTERNOON_STARTS_AT_HOUR, EVENING_STARTS_AT_HOUR } from '../../lib/constants';

export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** Spec §2/§9: morning before 12:00, afternoon before 17:00, otherwise evening (local time). */
export function greetingFor(now: Date = new Date()): Greeting {
  const hour = now.getHours();
  if (hour < AFTERNOON_STARTS_AT_HOUR) return 'Good morning';
  if (hour < EVENING_STARTS_AT_HOUR) return 'Good afternoon';
  return 'Good evening';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §9: whole days since createdAt, plus one (day 1 on the day of creation). Null when unknown. */
export function dayNumber(createdAt: string | Date | null | undefined, now: Date = new Date()): number | null {
  if (!createdAt) return null;
  const start = createdAt instanceof Date ? createdAt : new Date(createdAt);
  const elapsed = now.getTime() - start.getTime();
  if (!Number.isFinite(elapsed)) return null;
  return Math.max(0, Math.floor(elapsed / DAY_MS)) + 1;
}
