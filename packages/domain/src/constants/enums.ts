// Closed vocabularies of the spec (§3, §5, §9). Schemas wrap these in ./../schemas/enums.

/** Routine types (§3, §9). */
export const ROUTINE_TYPES = ['movement', 'nutrition', 'mindfulness', 'supplement', 'other'] as const;
/** Routine frequencies (§3, §9). */
export const ROUTINE_FREQUENCIES = ['daily', 'weekly', 'as_needed'] as const;
/** The weekday a weekly routine falls on (docs/decisions/060), Monday first: §9 the week starts on Monday. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** Edit Profile exercise levels (§5). */
export const EXERCISE_LEVELS = ['sedentary', 'light', 'moderate', 'high', 'very_high'] as const;
/** Daily-plan task statuses (§3). */
export const TASK_STATUSES = ['pending', 'done'] as const;
/** Daily-plan task sources (§2 Dashboard). */
export const TASK_SOURCES = ['routine', 'manual', 'adjustment_add'] as const;
/** Adjustment object types produced by the coach. */
export const ADJUSTMENT_TYPES = ['add', 'soften', 'swap', 'remove'] as const;
/** Routine types that carry a completion flag in a daily log (§3 Daily log). */
export const LOG_COMPLETION_TYPES = ['movement', 'nutrition', 'mindfulness', 'supplement'] as const;
/** Category stats kept in weekly stats (§3 Weekly stats). */
export const WEEKLY_CATEGORY_TYPES = ['movement', 'nutrition', 'mindfulness'] as const;
/** Onboarding recommendation categories (§3). */
export const RECOMMENDATION_CATEGORIES = ['mindfulness', 'movement', 'nutrition', 'supplement', 'other'] as const;
/** Weekly recommendation types. */
export const WEEKLY_RECOMMENDATION_TYPES = ['add', 'modify', 'remove', 'keep'] as const;
/** Weekly recommendation priorities. */
export const PRIORITIES = ['high', 'medium', 'low'] as const;
/** Weekly energy trend values. */
export const ENERGY_TRENDS = ['improving', 'stable', 'declining', 'unknown'] as const;
/** Note box / adapt-plan input modes (§4). */
export const INPUT_MODES = ['text', 'voice'] as const;
/** Safety notice levels. */
export const SAFETY_LEVELS = ['urgent', 'caution'] as const;
/** Who generated a daily plan. */
export const PLAN_GENERATORS = ['rules', 'llm'] as const;
/** Personalised tip difficulties (default 'easy', §2 Dashboard). */
export const TIP_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
/** Optional pregnancy status (room for later safety features). */
export const PREGNANCY_STATUSES = ['not_pregnant', 'pregnant', 'trying', 'breastfeeding', 'prefer_not_to_say'] as const;
/** Score colours for weekly reviews (§2 Past reflections, §9). */
export const SCORE_COLORS = ['green', 'yellow', 'orange', 'red'] as const;
/** Onboarding question ids in order (§3). */
export const ONBOARDING_QUESTION_IDS = [
  'basic_info',
  'hormone_symptoms',
  'wellness_priorities',
  'past_approaches',
  'current_support',
] as const;
/** Focus areas detected from onboarding answers, in spec order (§5). */
export const FOCUS_AREAS = [
  'emotional_health',
  'physical_fitness',
  'diet',
  'mobility',
  'recovery',
  'chronic_issues',
] as const;
