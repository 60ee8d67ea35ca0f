import { clearOutbox } from './outbox';
import { forgetReadsOnPhone } from './persisted-reads';

/** Everything of hers kept on this phone for offline use: the outbox and the copy of her reads (decision 122). */
export async function clearOfflineData(userId?: string | null): Promise<void> {
  await Promise.all([clearOutbox(userId ?? undefined), forgetReadsOnPhone(userId ?? undefined)]);
}
