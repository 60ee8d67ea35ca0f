// Business constants and limits of spec §9 (and the few of §2–§5 that are numbers).

/** The product's name. */
export const PRODUCT_NAME = 'Cadence';
/** Default programme name (§9). */
export const DEFAULT_PROGRAM_NAME = '45-Day Hormone Reset';
/** Programme length in days. */
export const PROGRAM_LENGTH_DAYS = 45;
/** "Default user name on creation is a product-branded default string" (§9). */
export const DEFAULT_USER_NAME = `${PRODUCT_NAME} Member`;

/** Personalised onboarding: number of questions (§9). */
export const ONBOARDING_QUESTION_COUNT = 5;
/** Up to 3 challenges (focus-area names) sent on user creation from personalised onboarding (§7, §9). */
export const MAX_CHALLENGES_ON_CREATION = 3;
/** At most 4 insights shown on the onboarding result (§9). */
export const MAX_INSIGHTS = 4;
/** Up to 4 focus chips on the weekly check-in (§9). */
export const MAX_FOCUS_CHIPS = 4;
/** Personalised routines always have frequency 'daily' (§9). */
export const PERSONALIZED_ROUTINE_FREQUENCY = 'daily';

/** Recommendation titles longer than this are truncated (§5, §9). */
export const RECOMMENDATION_TITLE_MAX_LENGTH = 50;
/** Characters kept before the ellipsis when truncating (§5, §9). */
export const RECOMMENDATION_TITLE_KEEP_LENGTH = 47;
/** The ellipsis appended when truncating. */
export const RECOMMENDATION_TITLE_ELLIPSIS = '...';

/** Greeting thresholds in the user's local time (§2, §9): morning before 12:00. */
export const AFTERNOON_STARTS_AT_HOUR = 12;
/** Afternoon before 17:00, otherwise evening. */
export const EVENING_STARTS_AT_HOUR = 17;

/** Weekly score range and default (§9). */
export const WEEKLY_SCORE_MIN = 1;
export const WEEKLY_SCORE_MAX = 10;
export const WEEKLY_SCORE_DEFAULT = 5;
export const WEEKLY_SCORE_STEP = 1;
/** Weeks the progress chart of Past Reflections shows at most (the most recent ones). */
export const PROGRESS_MAX_WEEKS = 12;
/** Score colour thresholds (§9): ≥8 green, 6–7 yellow, 4–5 orange, below 4 red. */
export const SCORE_GREEN_MIN = 8;
export const SCORE_YELLOW_MIN = 6;
export const SCORE_ORANGE_MIN = 4;

/** Splash timings (§2, §9). */
export const SPLASH_LOGO_MS = 1200;
export const SPLASH_FADE_MS = 300;
export const NATIVE_SPLASH_HIDE_MS = 2000;

/** Wizard (§9). */
export const WIZARD_STEP_COUNT = 5;
export const WIZARD_PROGRESS_DOTS = 3;
export const WIZARD_MIN_DESCRIPTION_LENGTH_EXCLUSIVE = 10;
export const WIZARD_FALLBACK_ROUTINE_COUNT = 3;

/** Catalogue search (§5, §9). */
export const CATALOGUE_SEARCH_MIN_CHARS = 1;
export const CATALOGUE_SEARCH_MAX_RESULTS = 8;

/** Previous-days list: 7 logs, excluding today (§9). */
export const PREVIOUS_DAYS_COUNT = 7;

/** Public profile limits (§2, §9). */
export const PUBLIC_PROFILE_MAX_CHALLENGES = 3;
export const PUBLIC_PROFILE_MAX_GOALS = 3;
export const PUBLIC_PROFILE_MAX_SUBTASKS = 5;

/** Edit Profile ranges (§5, §9). */
export const SLEEP_HOURS_MIN = 4;
export const SLEEP_HOURS_MAX = 12;
export const STRESS_LEVEL_MIN = 1;
export const STRESS_LEVEL_MAX = 10;

/** Preference defaults (§3, §9). */
export const DEFAULT_REMINDER_TIME = '08:00';
export const DEFAULT_NOTIFICATIONS = true;
export const DEFAULT_WEEKLY_REFLECTION = true;

/** Local weekly-recommendation thresholds (§8 Weekly). */
export const LOCAL_RULE_MIN_MOVEMENT_DAYS = 3;
export const LOCAL_RULE_MIN_MINDFULNESS_DAYS = 2;

/** Days in a week; the week starts on Monday (§9). */
export const DAYS_PER_WEEK = 7;

/** Toasts and tooltips (§9). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_HOTKEY = 'F8';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Speech recognition language (§9). */
export const SPEECH_RECOGNITION_LANG = 'en-US';

/** Default user id the dashboard falls back to (§2 Dashboard). */
export const FALLBACK_USER_ID = '1';

/** Value stored in the completion flags (§2 Splash: onboardingCompleted is 'true'). */
export const STORAGE_TRUE = 'true';
