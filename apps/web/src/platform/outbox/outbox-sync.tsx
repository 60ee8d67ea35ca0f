import { useQueryClient } from '@tanstack/react-query';
import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { lazyPreloaded } from '../../lib/lazy-preloaded';
import { whenIdle } from '../../lib/when-idle';
import { announce } from '../../components/ui/announcer';
import { toastMessage } from '../../components/ui/toaster';
import { errorMessage, errorStatus } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { isNetworkError } from '../offline/offline-link';
import { isOffline, getConnectionState, subscribeConnection } from '../offline/online-status';
import { drainOutbox, getOutbox, loadOutbox, subscribeOutbox, useOutbox, type DrainReport, type OutboxEntry, type SendOutcome } from './outbox';
import { outboxHeadline, refusalWords, registerOutboxQueryClient } from './outbox-kinds';
import { keepReadsOnPhone, restoreReadsFromPhone } from './persisted-reads';

// Fetched at the first idle moment, while there is signal: it is needed when there is none.
const OutboxPanel = lazyPreloaded(() => import('./outbox-panel'), (m) => m.default);

/** Should the list's chunk still be missing offline, the count shows all the same, and the app goes on. */
class PanelBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** While writes wait and the phone thinks it is online, the outbox tries again this often (a busy server). */
const RETRY_MS = 20_000;

/** The spec's success toast of a write the server has now accepted (shown once per kind per send). */
function confirmSent(report: DrainReport) {
  const paths = new Set(report.sent.map((s) => s.entry.path));
  if (paths.has('logs.patchNotes')) toastMessage('success', 'logSaved');
  else if (paths.has('plan.adapt')) toastMessage('success', 'noteSaved');
  else if (paths.has('weekly.saveReview')) toastMessage('success', 'weeklyReflectionSaved');
  else if (paths.has('plan.addTask')) toastMessage('success', 'taskAdded');
  const n = report.sent.length;
  if (n > 0) announce(n === 1 ? 'Your change was sent.' : `All ${n} changes were sent.`);
}

/**
 * Sends the outbox when the connection is back, and keeps her reads on the phone (docs/decisions/122).
 * Rendered once inside the app's providers; the list of waiting writes loads only when there is one.
 */
export function OutboxSync() {
  const qc = useQueryClient();
  const utils = trpc.useUtils();
  const entries = useOutbox();

  useEffect(() => {
    if (typeof window !== 'undefined') whenIdle(() => void OutboxPanel.preload().catch(() => undefined));
  }, []);

  useEffect(() => {
    registerOutboxQueryClient(qc);
    const stopKeeping = keepReadsOnPhone(qc);
    // The signal goes: screens not read since this page loaded come from the phone's copy (marked "as of").
    let wasOffline = isOffline(getConnectionState());
    const offConnection = subscribeConnection(() => {
      const offline = isOffline(getConnectionState());
      if (offline && !wasOffline) void restoreReadsFromPhone(qc).catch(() => 0);
      wasOffline = offline;
    });
    return () => {
      registerOutboxQueryClient(null);
      stopKeeping();
      offConnection();
    };
  }, [qc]);

  useEffect(() => {
    const client = utils.client as unknown as Record<string, Record<string, { mutate: (input: unknown, opts: unknown) => Promise<unknown> }>>;
    const send = async (entry: OutboxEntry): Promise<SendOutcome> => {
      const [router, procedure] = entry.path.split('.') as [string, string];
      try {
        const result = await client[router]![procedure]!.mutate(entry.input, { context: { idempotencyKey: entry.key, fromOutbox: true } });
        return { kind: 'sent', result };
      } catch (err) {
        if (isNetworkError(err)) return { kind: 'offline' };
        const status = errorStatus(err);
        const message = errorMessage(err, 'The server did not accept this change.');
        // Busy or still saving the same key elsewhere: try again later, in order (decision 120).
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
    void loadOutbox().then(tryDrain);
    const offConnection = subscribeConnection(tryDrain);
    const offOutbox = subscribeOutbox(() => {
      // A write kept while the phone was online (the server was unreachable): the probe clears that state.
      if (!isOffline(getConnectionState())) setTimeout(tryDrain, 0);
    });
    const timer = setInterval(tryDrain, RETRY_MS);
    return () => {
      stopped = true;
      offConnection();
      offOutbox();
      clearInterval(timer);
    };
  }, [qc, utils]);

  if (entries.length === 0) return null;
  const plain = (
    <p role="status" data-testid="outbox" style={{ margin: 0, padding: '4px 16px', textAlign: 'center', fontSize: '0.875rem' }}>
      {outboxHeadline(entries)}
    </p>
  );
  return (
    <PanelBoundary fallback={plain}>
      <Suspense fallback={plain}>
        <OutboxPanel entries={entries} />
      </Suspense>
    </PanelBoundary>
  );
}
