import { ROUTINE_FREQUENCIES, ROUTINE_TYPES, localIsoDate, WEEKDAYS, weekdayLabel, weekdayOf, type RoutineFrequency, type RoutineType, type Weekday } from '@cadence/domain';

export const TYPE_LABELS: Record<RoutineType, string> = {
  movement: 'Movement',
  nutrition: 'Nutrition',
  mindfulness: 'Mindfulness',
  supplement: 'Supplement',
  other: 'Other',
};

export const FREQUENCY_LABELS: Record<RoutineFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  as_needed: 'As needed',
};

export const TYPE_OPTIONS = ROUTINE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
export const FREQUENCY_OPTIONS = ROUTINE_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }));

/** Weekday choices of a weekly routine, Monday first (docs/decisions/060). */
export const WEEKDAY_OPTIONS = WEEKDAYS.map((value) => ({ value, label: weekdayLabel(value) }));

/** Today's weekday in her own calendar (the default day of a new weekly routine). */
export function weekdayToday(now: Date = new Date()): Weekday {
  return weekdayOf(localIsoDate(now));
}

/** What the routine card says about when a routine happens: 'Daily', 'Weekly · Wednesdays', 'As needed'. */
export function scheduleLabel(routine: { frequency: RoutineFrequency; weekday?: Weekday | undefined }): string {
  if (routine.frequency === 'weekly' && routine.weekday) return `${FREQUENCY_LABELS.weekly} · ${weekdayLabel(routine.weekday)}s`;
  return FREQUENCY_LABELS[routine.frequency];
}
