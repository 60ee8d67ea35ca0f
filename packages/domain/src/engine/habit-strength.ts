// Habit strength that forgives (docs/decisions/044): a decaying score where a missed day dents and does not
// reset; rest and sick/flare days, and routines skipped on purpose, pause it without penalty.
// Pure; the caller passes each day's status in date order.

/** What happened on a day for one habit. */
export type HabitDayStatus = 'done' | 'missed' | 'rest' | 'sick' | 'skipped';

/** A done day moves the score this share of the way to 100. */
export const STRENGTH_GAIN = 0.12;
/** A missed day takes this share off the score (a dent, not a reset). */
export const STRENGTH_DECAY = 0.06;
export const STRENGTH_MAX = 100;

/** Strength 0–100 after the given days (oldest first), starting from `start` (default 0). */
export function habitStrength(days: readonly HabitDayStatus[], start = 0): number {
  let s = Math.min(STRENGTH_MAX, Math.max(0, start));
  for (const status of days) {
    if (status === 'done') s += (STRENGTH_MAX - s) * STRENGTH_GAIN;
    else if (status === 'missed') s -= s * STRENGTH_DECAY;
    // rest, sick and skipped on purpose: paused, no change.
  }
  return s;
}

/** Whole-number strength for display. */
export function strengthPercent(days: readonly HabitDayStatus[]): number {
  return Math.round(habitStrength(days));
}

export interface StrengthSummary {
  percent: number;
  done: number;
  missed: number;
  paused: number;
  skipped: number;
  /** A kind, never shaming, sentence. */
  message: string;
}

/** Encouraging words for a strength, whatever its level. */
export function strengthMessage(percent: number, lastStatus: HabitDayStatus | undefined): string {
  if (lastStatus === 'rest' || lastStatus === 'sick') return 'Paused while you rest: your strength is waiting for you.';
  if (percent >= 70) return 'This habit is well rooted.';
  if (percent >= 40) return 'Growing steadily: every day you do it adds up.';
  if (percent > 0) return 'A good start: a missed day only dents it.';
  return 'Ready when you are: one day starts it.';
}

export function summarizeStrength(days: readonly HabitDayStatus[]): StrengthSummary {
  const percent = strengthPercent(days);
  const count = (k: HabitDayStatus) => days.filter((d) => d === k).length;
  return {
    percent,
    done: count('done'),
    missed: count('missed'),
    paused: count('rest') + count('sick'),
    skipped: count('skipped'),
    message: strengthMessage(percent, days[days.length - 1]),
  };
}
