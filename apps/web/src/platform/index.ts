// Platform layer (docs/decisions/020, 021): native shell, PWA/offline, colour mode, reminders.
export { ColorModeButton } from './color-mode/color-mode-button';
export { useColorMode, toggleColorMode, setColorModePreference, type ColorMode, type ColorModePreference } from './color-mode/color-mode';
export { initPlatformEarly, initPlatformLate } from './init-platform';
export { isNativeApp, nativePlatform } from './native/native-shell';
export { OfflineBanner } from './offline/offline-banner';
export { isNetworkError, isOfflineBlockedError, offlineLink } from './offline/offline-link';
export { OFFLINE_MESSAGES } from './offline/offline-messages';
export { useConnectionState, useIsOffline } from './offline/online-status';
export { PlatformRoot } from './platform-root';
export { RemindersToggle } from './reminders/reminders-toggle';
export { usePrefersReducedMotion, prefersReducedMotion } from './reduced-motion';
