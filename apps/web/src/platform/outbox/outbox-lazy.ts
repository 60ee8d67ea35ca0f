// Everything of the outbox that the first screen does not need, behind one dynamic import (docs/decisions/122):
// the work (sending, the phone's copy of her reads), the "Waiting to send" line, and keeping one write.
export { startOutbox } from './outbox-runtime';
export { OutboxMarker } from './outbox-marker';
export { queueWrite } from './queue-write';
export { sendKeyed } from './keyed-send';
export { restoreReadsFromPhone } from './persisted-reads';
