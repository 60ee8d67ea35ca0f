import { ROUTINE_FREQUENCIES, ROUTINE_TYPES, type RoutineFrequency, type RoutineType } from '@cadence/domain';

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
