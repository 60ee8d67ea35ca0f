import { useEffect, useState, type ComponentType } from 'react';
import { OFFLINE_MESSAGES } from './offline-messages';
import { useConnectionState } from './online-status';

/**
 * "You're offline" banner at the top of every screen. The live region is always in the page
 * (empty while online) so screen readers announce the change when the connection drops.
 * Plain elements styled with Chakra's CSS variables: it renders outside the app's providers,
 * so it still shows when a screen fails to load. Its full words load when it is first shown, from
 * the service worker's precache (first-screen JS, decision 022); until then, or should they be
 * missing, the title alone is said.
 */
export function OfflineBanner() {
  const { browserOnline, serverUnreachable } = useConnectionState();
  const offline = !browserOnline || serverUnreachable;
  const [Content, setContent] = useState<ComponentType<{ browserOnline: boolean }> | null>(null);
  useEffect(() => {
    if (offline && !Content) void import('./offline-banner-content').then((m) => setContent(() => m.OfflineBannerContent), () => undefined);
  }, [offline, Content]);
  return (
    <div role="status" aria-live="polite" data-testid="offline-status">
      {offline ? Content ? <Content browserOnline={browserOnline} /> : <p data-testid="offline-banner">{OFFLINE_MESSAGES.bannerTitle}</p> : null}
    </div>
  );
}
