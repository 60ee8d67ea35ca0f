import { enqueue } from './outbox';
import { describeWrite, showWaitingWrite } from './outbox-kinds';
import { wakeOutbox, type QueueablePath } from './outbox-paths';

/**
 * Keeps one write in the outbox and shows it on her screens at once (docs/decisions/122). False when there is
 * nobody signed in here to keep it for; the write is then refused as before.
 */
export async function queueWrite(write: { path: QueueablePath; input: unknown; key: string }): Promise<boolean> {
  // Started now if the first idle moment has not come yet; its query client is the screens' cache.
  const qc = wakeOutbox() ?? undefined;
  const entry = { ...write, summary: describeWrite(write.path, write.input, qc) };
  const kept = await enqueue(entry);
  if (kept) showWaitingWrite(entry, qc);
  return kept;
}
