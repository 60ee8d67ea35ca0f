import type { CSSProperties } from 'react';
import { OFFLINE_MESSAGES } from './offline-messages';

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

/** The banner's words (platform copy, not in the spec), loaded with it rather than with the first screen. */
export const BANNER_TEXT = {
  browserOffline: "Ticks, tasks, notes and check-ins are saved on this phone and sent when you're back online.",
  serverUnreachable: "We can't reach Cadence right now. Ticks, tasks, notes and check-ins are saved on this phone and sent when it's back.",
} as const;

/** The banner's words and look (loaded at the first idle moment, so it is here when the signal is not). */
export function OfflineBannerContent({ browserOnline }: { browserOnline: boolean }) {
  return (
    <aside aria-label="Connection status" style={bannerStyle} data-testid="offline-banner">
      <CloudOffIcon />
      <p style={{ margin: 0, maxWidth: '60rem' }}>
        <strong>{OFFLINE_MESSAGES.bannerTitle}</strong>
        {'. '}
        {browserOnline ? BANNER_TEXT.serverUnreachable : BANNER_TEXT.browserOffline}
      </p>
    </aside>
  );
}
