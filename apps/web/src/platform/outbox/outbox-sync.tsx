import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { loadOutboxCode, onOutboxWake } from './outbox-paths';

/**
 * The outbox in the app (docs/decisions/122): its work (sending, the phone's copy of her reads) and its
 * "Waiting to send · N changes" line load at the first idle moment, while there is signal, since they are needed
 * when there is none; at once when the app opens offline or a write has to wait first. Rendered once inside the
 * app's providers.
 */
export function OutboxSync() {
  const qc = useQueryClient();
  const [Marker, setMarker] = useState<ComponentType | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      if (stop) return;
      void loadOutboxCode().then(
        ({ startOutbox, OutboxMarker }) => {
          if (cancelled || stop) return;
          stop = startOutbox(qc);
          setMarker(() => OutboxMarker);
        },
        (err: unknown) => console.warn('[outbox]', err),
      );
    };
    onOutboxWake(() => {
      start();
      return qc;
    });
    if (navigator.onLine) whenIdle(start);
    else start();
    return () => {
      cancelled = true;
      stop?.();
      onOutboxWake(null);
    };
  }, [qc]);

  return Marker ? <Marker /> : null;
}
