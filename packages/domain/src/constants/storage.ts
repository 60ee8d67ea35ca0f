/** Browser local-storage keys (§3), exact names. */
export const LOCAL_STORAGE_KEYS = {
  wellnessUserId: 'wellnessUserId',
  hasCompletedOnboarding: 'hasCompletedOnboarding',
  onboardingCompleted: 'onboardingCompleted',
  hasPersonalizedOnboarding: 'hasPersonalizedOnboarding',
  userName: 'userName',
  userLocation: 'userLocation',
  userCustomCategories: 'userCustomCategories',
  personalizedProfile: 'personalizedProfile',
  programName: 'programName',
  recommendations: 'recommendations',
  resetProgram: 'resetProgram',
} as const;
export type LocalStorageKey = (typeof LOCAL_STORAGE_KEYS)[keyof typeof LOCAL_STORAGE_KEYS];
/** All keys, e.g. for "clear all local data". */
export const ALL_LOCAL_STORAGE_KEYS: readonly LocalStorageKey[] = Object.values(LOCAL_STORAGE_KEYS);
