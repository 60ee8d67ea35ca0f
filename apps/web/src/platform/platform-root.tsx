import { OfflineBanner } from './offline/offline-banner';

/**
 * Rendered by src/main.tsx above the app: the connection banner. It sits outside the app's
 * providers on purpose, so it shows even when a screen's chunk cannot load offline.
 */
export function PlatformRoot() {
  return <OfflineBanner />;
}
