import type { QueryClient } from '@tanstack/react-query';
import { announce } from '../../components/ui/announcer';
import { toastMessage } from '../../components/ui/toaster';
import { errorMessage, errorStatus } from '../../lib/errors';
import { isNetworkError } from '../offline/offline-link';
import { getConnectionState, isOffline, subscribeConnection } from '../offline/online-status';
import { drainOutbox, loadOutbox, type DrainReport, type SendOutcome } from './outbox';
import { sendKeyed } from './keyed-send';
import { refusalWords } from './outbox-kinds';
import { getOutbox, registerOutboxQueryClient, subscribeOutbox } from './outbox-state';
import { type OutboxEntry } from './outbox-paths';
import { refreshDayOnFocus } from '../../lib/refresh-day-on-focus';
import { keepReadsOnPhone, restoreReadsFromPhone } from './persisted-reads';

/** While writes wait and the phone thinks it is online, the outbox tries again this often (a busy server). */
const RETRY_MS = 20_000;

/** The spec's success toast of a write the server has now accepted (shown once per send), and one line heard. */
function confirmSent(report: DrainReport) {
  const paths = new Set(report.sent.map((s) => s.entry.path));
  const checkIn = report.sent.find((s) => s.entry.path === 'plan.adapt')?.result as { changed?: boolean; safety?: unknown } | undefined;
  if (paths.has('logs.patchNotes')) toastMessage('success', 'logSaved');
  // As when she is online: 'Plan Adapted' when the check-in changed her plan; a red flag's notice speaks for itself.
  else if (checkIn) {
    if (!checkIn.safety) toastMessage('success', checkIn.changed ? 'planAdapted' : 'noteSaved');
  }
  else if (paths.has('weekly.saveReview')) toastMessage('success', 'weeklyReflectionSaved');
  else if (paths.has('plan.addTask')) toastMessage('success', 'taskAdded');
  const n = report.sent.length;
  if (n > 0) announce(n === 1 ? 'Your change was sent.' : `All ${n} changes were sent.`);
}

/**
 * Keeping her day current, started at the first idle moment (docs/decisions/122): the outbox sends what waits when
 * the connection is back, one write at a time with its key; her reads are kept on the phone, and when the signal
 * goes the screens not read since the page loaded come from that copy; the day is read again when she comes back
 * to the app (decision 095). Started once by the app's providers; answers how to stop it.
 */
export function startOutbox(qc: QueryClient): () => void {
  registerOutboxQueryClient(qc);
  const send = async (entry: OutboxEntry): Promise<SendOutcome> => {
    try {
      const result = await sendKeyed(entry.path, entry.input, entry.key);
      return { kind: 'sent', result };
    } catch (err) {
      if (isNetworkError(err)) return { kind: 'offline' };
      const status = errorStatus(err);
      const message = errorMessage(err, 'The server did not accept this change.');
      // Busy, or the same key still being saved: try again later, in order (decision 120).
      if (status === 503 || (status === 409 && /still being saved/i.test(message))) return { kind: 'busy' };
      return { kind: 'refused', message: refusalWords(entry.path, status, message) };
    }
  };

  let stopped = false;
  let running = false;
  const tryDrain = () => {
    if (stopped || running || isOffline(getConnectionState()) || !getOutbox().some((e) => e.state === 'waiting')) return;
    running = true;
    void drainOutbox(send)
      .then((report) => {
        // The server's day replaces the phone's copy everywhere (plan, Log, counts).
        if (report.sent.length > 0 || report.refused.length > 0) void qc.invalidateQueries();
        confirmSent(report);
      })
      .finally(() => {
        running = false;
      });
  };

  const stopKeeping = keepReadsOnPhone(qc);
  // Her day read again when she comes back to the app (decision 095); not needed for the first paint either.
  const stopRefreshing = refreshDayOnFocus(qc);
  let wasOffline = isOffline(getConnectionState());
  if (wasOffline) void restoreReadsFromPhone(qc).catch(() => 0);
  const offConnection = subscribeConnection(() => {
    const offline = isOffline(getConnectionState());
    // The signal goes: screens not read since this page loaded come from the phone's copy (marked "as of").
    if (offline && !wasOffline) void restoreReadsFromPhone(qc).catch(() => 0);
    wasOffline = offline;
    tryDrain();
  });
  const offOutbox = subscribeOutbox(() => {
    // A write kept while the phone was online (the server was unreachable): the probe clears that state.
    if (!isOffline(getConnectionState())) setTimeout(tryDrain, 0);
  });
  const timer = setInterval(tryDrain, RETRY_MS);
  void loadOutbox().then(tryDrain);
  return () => {
    stopped = true;
    registerOutboxQueryClient(null);
    stopKeeping();
    stopRefreshing();
    offConnection();
    offOutbox();
    clearInterval(timer);
  };
}
