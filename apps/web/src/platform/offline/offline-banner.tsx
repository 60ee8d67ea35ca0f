import type { CSSProperties } from 'react';
import { OFFLINE_MESSAGES } from './offline-messages';
import { useConnectionState } from './online-status';

const bannerStyle: CSSProperties = {
  boxSizing: 'border-box',
  width: '100%',
  padding: '8px 16px',
  display: 'flex',
  gap: '8px',
  alignItems: 'flex-start',
  justifyContent: 'center',
  fontSize: '14px',
  lineHeight: 1.4,
  fontFamily: 'var(--chakra-fonts-body, system-ui, sans-serif)',
  background: 'var(--chakra-colors-orange-subtle, #ffedd5)',
  color: 'var(--chakra-colors-orange-fg, #7c2d12)',
  borderBottom: '1px solid var(--chakra-colors-orange-muted, #fed7aa)',
};

function CloudOffIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" style={{ flexShrink: 0, marginTop: 1 }}>
      <path d="M2 2l20 20M5.8 8.6A5 5 0 0 0 7 18h10.3M20.6 16.6A4 4 0 0 0 17 10h-1.3A7 7 0 0 0 9.6 4.9" />
    </svg>
  );
}

/**
 * "You're offline" banner at the top of every screen. The live region is always in the page
 * (empty while online) so screen readers announce the change when the connection drops.
 * Plain elements styled with Chakra's CSS variables: it renders outside the app's providers,
 * so it still shows when a screen fails to load.
 */
export function OfflineBanner() {
  const { browserOnline, serverUnreachable } = useConnectionState();
  const offline = !browserOnline || serverUnreachable;
  return (
    <div role="status" aria-live="polite" data-testid="offline-status">
      {offline ? (
        <aside aria-label="Connection status" style={bannerStyle} data-testid="offline-banner">
          <CloudOffIcon />
          <p style={{ margin: 0, maxWidth: '60rem' }}>
            <strong>{OFFLINE_MESSAGES.bannerTitle}</strong>
            {'. '}
            {browserOnline ? OFFLINE_MESSAGES.bannerServerUnreachable : OFFLINE_MESSAGES.bannerBrowserOffline}
          </p>
        </aside>
      ) : null}
    </div>
  );
}
