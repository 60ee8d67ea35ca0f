/** Routes of §2. */
export const ROUTES = {
  home: '/',
  splash: '/splash',
  dashboard: '/dashboard',
  onboarding: '/onboarding',
  personalizedOnboarding: '/personalized-onboarding',
  routines: '/routines',
  log: '/log',
  dailyPlanLog: '/daily-plan-log',
  dailyPlanLogWeekly: '/daily-plan-log?tab=weekly',
  reflection: '/reflection',
  weeklyCheckin: '/weekly-checkin',
  insights: '/insights',
  pastReflections: '/past-reflections',
  profile: '/profile',
  profileEdit: '/profile/edit',
  wellnessProfile: '/wellness-profile',
  reset: '/reset',
} as const;

/** Public profile path for a slug. */
export function publicProfilePath(slug: string): string {
  return `/p/${encodeURIComponent(slug)}`;
}

/** Most procedure calls one tRPC batch may carry (the API refuses more; clients split at this size). */
export const TRPC_MAX_BATCH_CALLS = 10;
