// Zod-free patterns and predicates of the schemas. The rules the web app runs (engine dates, log
// completion, public profile, form validation) import these from here, never from the zod schema
// modules, so the browser bundle does not carry zod (see ../zod-free.test.ts). The schema modules
// re-export them, so `@cadence/domain` exports are unchanged.
import { FORBIDDEN_KEYS } from './limits';

/** Pattern of every id: letters, digits, '_' and '-', 1–64 characters. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Calendar date 'YYYY-MM-DD'. */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 24-hour time 'HH:MM'. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Lenient email check (what a browser's type=email accepts, roughly): something@something.something. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Public profile slug: lowercase letters, digits and inner hyphens. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** True when a key is usable in a stored map: id-shaped (so no '$' or '.') and not a prototype name. */
export function isSafeKey(key: string): boolean {
  return ID_PATTERN.test(key) && !(FORBIDDEN_KEYS as readonly string[]).includes(key);
}

/** Whether 'YYYY-MM-DD' names a real calendar date. */
export function isRealIsoDate(value: string): boolean {
  const m = ISO_DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Whether an ISO date is a Monday. */
export function isMonday(isoDate: string): boolean {
  return isRealIsoDate(isoDate) && new Date(`${isoDate}T00:00:00Z`).getUTCDay() === 1;
}

/** Whether a routine is active: anything but an explicit `false` counts as active (§3). */
export function isRoutineActive(routine: { active?: boolean | null }): boolean {
  return routine.active !== false;
}

/** Whether a wizard routine is included: anything but an explicit `false` (§3). */
export function isRoutineIncluded(routine: { included?: boolean | null }): boolean {
  return routine.included !== false;
}
