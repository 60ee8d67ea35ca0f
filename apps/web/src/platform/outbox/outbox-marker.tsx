import { useQueryClient } from '@tanstack/react-query';
import { AsOf } from './as-of';
import OutboxPanel from './outbox-panel';
import { useOutbox } from './outbox-state';

/**
 * Under the connection banner (docs/decisions/122): how old the screen's copy is, and "Waiting to send · N
 * changes" while anything waits. Loaded with the outbox.
 */
export function OutboxMarker() {
  const qc = useQueryClient();
  const entries = useOutbox();
  return (
    <>
      <AsOf qc={qc} />
      {entries.length > 0 ? <OutboxPanel entries={entries} /> : null}
    </>
  );
}
