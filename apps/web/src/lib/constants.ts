// Web-side constants. Spec values owned by @cadence/domain are re-exported from there so the
// web, API and SDK share one source of truth; only web-specific ones are defined here.
export {
  AFTERNOON_STARTS_AT_HOUR,
  EVENING_STARTS_AT_HOUR,
  LOCAL_STORAGE_KEYS,
  MESSAGES,
  PRODUCT_NAME,
  PROFILE_CREATION_CHALLENGES,
  SPLASH_FADE_MS,
  SPLASH_LOGO_MS,
  STORAGE_TRUE,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TIME_ZONE_HEADER,
  type LocalStorageKey,
  type Message,
} from '@cadence/domain';

