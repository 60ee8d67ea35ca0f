import type { QueryKey } from '@tanstack/react-query';
import { useIsOffline } from '../offline/online-status';
import { useAsOf } from './persisted-reads';

/** "Offline · as of 07:12" beside a screen's title when what it shows may be older than the server's (decision 122). */
export function AsOf({ queryKey }: { queryKey: QueryKey }) {
  const offline = useIsOffline();
  const asOf = useAsOf(queryKey, offline);
  if (!asOf) return null;
  return (
    <p className="cadence-as-of" data-testid="as-of" style={{ margin: 0, fontSize: '0.8125rem', color: 'var(--chakra-colors-fg-muted)' }}>
      {offline ? 'Offline · ' : 'Saved copy · '}
      {asOf}
    </p>
  );
}
