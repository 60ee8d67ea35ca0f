import { localIsoDate } from '@cadence/domain';

/** Her local date today ('YYYY-MM-DD'). */
export const localToday = (): string => localIsoDate(new Date());

/** Period starts with today added (sorted, once). */
export function withPeriodStart(periodStarts: readonly string[], date: string): string[] {
  return [...new Set([...periodStarts, date])].sort();
}

/** Period starts without `date` (undo). */
export function withoutPeriodStart(periodStarts: readonly string[], date: string): string[] {
  return periodStarts.filter((d) => d !== date);
}

/** 'Strength 62%' style label, never a judgement. */
export const strengthLabel = (percent: number): string => `Habit strength ${percent}%`;
