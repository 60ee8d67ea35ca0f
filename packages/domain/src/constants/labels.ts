// Labels, empty states and card defaults the screens render (spec §2, §8). Apart from MESSAGES
// (./messages.ts), so a screen that only needs these does not load every toast and validation text.

/** Empty states (§8). */
export const EMPTY_STATES = {
  tasks: 'No tasks for today...',
  previousLogs: 'No previous logs available yet.',
  dailyPlan: 'No Daily Plan Yet',
  routines: 'No routines yet',
  reflections: 'No Reflections Yet',
  generatedRoutines: 'No routines generated yet',
} as const;

/** Default Daily Motivation card text (§2: "message field, with default text"). */
export const DEFAULT_DAILY_MOTIVATION = {
  message: 'Every small step you take today supports your hormone balance. Keep going!',
} as const;

/** Default personalised tip (§2: "difficulty default easy, content, with defaults"). */
export const DEFAULT_PERSONALIZED_TIP = {
  title: 'Start Your Day with Daylight',
  category: 'mindfulness',
  difficulty: 'easy',
  content: 'Spend 5-10 minutes outside soon after waking. Morning light helps set your body clock and supports steadier energy and sleep.',
} as const;

/** Task source labels (§2 Dashboard): routine → 'Routine', adjustment_add → 'Adapted', anything else → 'Added Today'. */
export const TASK_SOURCE_LABELS = {
  routine: 'Routine',
  adjustment_add: 'Adapted',
  other: 'Added Today',
} as const;

/** Label shown beside a task for its source. */
export function taskSourceLabel(source: string | undefined | null): string {
  if (source === 'routine') return TASK_SOURCE_LABELS.routine;
  if (source === 'adjustment_add') return TASK_SOURCE_LABELS.adjustment_add;
  return TASK_SOURCE_LABELS.other;
}
