import type { AppRouter } from '@cadence/api';
import { IDEMPOTENCY_KEY_HEADER, type DailyPlan } from '@cadence/domain';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createTRPCClient, httpLink } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOfflineBlockedError, isQueuedError, offlineLink } from '../offline/offline-link';
import { resetConnectionStateForTests, startConnectionMonitor } from '../offline/online-status';
import { setOfflineDbForTests, offlineDb } from './offline-db';
import { clearOutbox, drainOutbox, enqueue, loadOutbox, removeEntry, resetOutboxForTests, retryEntry } from './outbox';
import { showWaitingWrite, unshowWaitingWrite } from './outbox-kinds';
import { getOutbox, outboxHeadline } from './outbox-state';
import { type OutboxEntry } from './outbox-paths';
import { PLAN_TODAY_KEY } from './outbox-state';
import { registerOutboxQueryClient } from './outbox-state';
import { useScreenAsOf } from './as-of';
import { forgetReadsOnPhone, keepReadsOnPhone, restoreReadsFromPhone } from './persisted-reads';
import { renderHook } from '@testing-library/react';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const plan = (statuses: ('done' | 'pending')[] = ['pending', 'pending']): DailyPlan =>
  ({
    userId: 'u1',
    date: '2026-11-27',
    coachNote: '',
    tasks: statuses.map((status, i) => ({ id: `t${i}`, label: `Task ${i}`, status, reasonTag: '', source: 'routine' })),
    adjustments: [],
    dailyMotivation: { message: 'm' },
    personalizedTip: { title: 't', category: 'c', difficulty: 'easy', content: 'x' },
    safety: null,
    generatedBy: 'rules',
  }) as DailyPlan;

const okPlan = () => new Response(JSON.stringify({ result: { data: plan(['done', 'pending']) } }), { headers: { 'content-type': 'application/json' } });
const client = (fetchImpl: typeof fetch) =>
  createTRPCClient<AppRouter>({
    links: [
      offlineLink<AppRouter>(),
      httpLink({ url: 'http://localhost/trpc', fetch: fetchImpl }),
    ],
  });

let qc: QueryClient;
beforeEach(() => {
  localStorage.setItem('wellnessUserId', 'u1');
  setOfflineDbForTests();
  resetOutboxForTests();
  startConnectionMonitor();
  setOnline(true);
  resetConnectionStateForTests();
  qc = new QueryClient();
  qc.setQueryData(PLAN_TODAY_KEY, plan());
  registerOutboxQueryClient(qc);
});
afterEach(() => {
  setOnline(true);
  registerOutboxQueryClient(null);
  localStorage.clear();
});

describe('the outbox keeps her day while offline (docs/decisions/122)', () => {
  it('keeps a tick made offline instead of refusing it, names it in her words and shows it ticked', async () => {
    const fetchImpl = vi.fn(async () => okPlan());
    setOnline(false);
    const err = await client(fetchImpl).plan.updateTask.mutate({ taskId: 't0', status: 'done' }).catch((e: unknown) => e);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(isQueuedError(err)).toBe(true);
    expect(getOutbox()).toHaveLength(1);
    expect(getOutbox()[0]).toMatchObject({ path: 'plan.updateTask', summary: 'Tick “Task 0”', state: 'waiting', userId: 'u1' });
    expect(qc.getQueryData<DailyPlan>(PLAN_TODAY_KEY)?.tasks[0]?.status).toBe('done');
    expect(outboxHeadline(getOutbox())).toBe('Waiting to send · 1 change');
  });

  it('still refuses, with decision 020 words, the writes that are not kept (a profile change)', async () => {
    setOnline(false);
    const err = await client(vi.fn()).users.update.mutate({ name: 'Maya' }).catch((e: unknown) => e);
    expect(isOfflineBlockedError(err)).toBe(true);
    expect(getOutbox()).toHaveLength(0);
  });

  it('keeps a write whose answer was lost on the way, with the key it was first sent with', async () => {
    const seen: (string | null)[] = [];
    const fetchImpl = vi.fn(async (_url: unknown, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER));
      throw new TypeError('Failed to fetch');
    });
    // A write that must not repeat goes alone, with its key, from its first try (the outbox's own sender).
    vi.stubGlobal('fetch', fetchImpl);
    const err = await client(vi.fn()).plan.addTask.mutate({ label: 'Stretch' }).catch((e: unknown) => e);
    vi.unstubAllGlobals();
    expect(isQueuedError(err)).toBe(true);
    const [entry] = getOutbox();
    expect(seen[0]).toBeTruthy();
    expect(entry?.key).toBe(seen[0]);
    // The task she added is in her plan, marked as hers and waiting.
    const tasks = qc.getQueryData<DailyPlan>(PLAN_TODAY_KEY)?.tasks ?? [];
    expect(tasks.at(-1)).toMatchObject({ id: `local-${entry?.key}`, label: 'Stretch', source: 'manual' });
  });

  it('sends in the order she made them, each once with its key; a refusal is kept with its words, the rest goes on', async () => {
    for (const [i, path] of (['plan.updateTask', 'plan.addTask', 'logs.patchNotes'] as const).entries()) {
      await enqueue({ path, input: { i }, key: `k${i}`, summary: path }, new Date(2026, 10, 27, 7, 0, i));
    }
    const sent: string[] = [];
    const report = await drainOutbox(async (e) => {
      sent.push(e.key);
      return e.key === 'k1' ? { kind: 'refused', message: 'Too many requests.' } : { kind: 'sent', result: null };
    });
    expect(sent).toEqual(['k0', 'k1', 'k2']);
    expect(report.sent.map((s) => s.entry.key)).toEqual(['k0', 'k2']);
    expect(getOutbox()).toEqual([expect.objectContaining({ key: 'k1', state: 'refused', error: 'Too many requests.' })]);
    expect(outboxHeadline(getOutbox())).toBe('1 change not accepted');
    // Not sent again until she asks.
    await drainOutbox(async () => ({ kind: 'sent', result: null }));
    expect(getOutbox()).toHaveLength(1);
    await retryEntry('k1');
    await drainOutbox(async () => ({ kind: 'sent', result: null }));
    expect(getOutbox()).toHaveLength(0);
  });

  it('stops at the first network failure and keeps the order for next time', async () => {
    await enqueue({ path: 'plan.updateTask', input: {}, key: 'a', summary: 'a' }, new Date(1000));
    await enqueue({ path: 'plan.updateTask', input: {}, key: 'b', summary: 'b' }, new Date(2000));
    const report = await drainOutbox(async () => ({ kind: 'offline' }));
    expect(report.stopped).toBe(true);
    expect(getOutbox().map((e) => [e.key, e.state])).toEqual([
      ['a', 'waiting'],
      ['b', 'waiting'],
    ]);
  });

  it('survives a reload: what is stored on the phone comes back in order, a write caught mid-send waits again', async () => {
    await enqueue({ path: 'plan.updateTask', input: { taskId: 't1', status: 'done' }, key: 'x', summary: 'x' }, new Date(5000));
    await offlineDb().put('outbox', 'y', { key: 'y', userId: 'u1', seq: 1, path: 'logs.patchNotes', input: {}, summary: 'y', createdAt: '', state: 'sending' } satisfies OutboxEntry);
    await offlineDb().put('outbox', 'z', { key: 'z', userId: 'someone-else', seq: 2, path: 'logs.patchNotes', input: {}, summary: 'z', createdAt: '', state: 'waiting' } satisfies OutboxEntry);
    resetOutboxForTests();
    await loadOutbox('u1');
    expect(getOutbox().map((e) => [e.key, e.state])).toEqual([
      ['y', 'waiting'],
      ['x', 'waiting'],
    ]);
  });

  it('removing an entry takes it off the phone and off the screen; clearing empties hers only', async () => {
    const write = { path: 'plan.updateTask' as const, input: { taskId: 't1', status: 'done' }, key: 'r', summary: 'r' };
    await enqueue(write);
    showWaitingWrite(write);
    expect(qc.getQueryData<DailyPlan>(PLAN_TODAY_KEY)?.tasks[1]?.status).toBe('done');
    await removeEntry('r');
    unshowWaitingWrite(write);
    expect(qc.getQueryData<DailyPlan>(PLAN_TODAY_KEY)?.tasks[1]?.status).toBe('pending');
    expect(await offlineDb().getAll('outbox')).toHaveLength(0);
    await enqueue({ ...write, key: 's' });
    await offlineDb().put('outbox', 'other', { key: 'other', userId: 'u2', seq: 1, path: 'plan.updateTask', input: {}, summary: '', createdAt: '', state: 'waiting' } satisfies OutboxEntry);
    await clearOutbox('u1');
    expect(getOutbox()).toHaveLength(0);
    expect((await offlineDb().getAll<OutboxEntry>('outbox')).map((e) => e.key)).toEqual(['other']);
  });

  it('without a person signed in here nothing is kept (the write is refused as before)', async () => {
    localStorage.clear();
    expect(await enqueue({ path: 'plan.updateTask', input: {}, key: 'n', summary: 'n' })).toBe(false);
  });
});

describe('reads kept on the phone (docs/decisions/122)', () => {
  it('comes back after a reload with the waiting writes laid over it, and says "as of" until a fetch brings fresh data', async () => {
    const stop = keepReadsOnPhone(qc);
    const fetchedAt = new Date(2026, 10, 27, 7, 12).getTime();
    qc.setQueryData(PLAN_TODAY_KEY, plan(), { updatedAt: fetchedAt });
    // A server answer (not a change made here) is what "as of" names.
    qc.getQueryCache().find({ queryKey: PLAN_TODAY_KEY })!.setData(plan(), { updatedAt: fetchedAt, manual: false });
    await new Promise((r) => setTimeout(r, 500));
    stop();
    await enqueue({ path: 'plan.updateTask', input: { taskId: 't0', status: 'done' }, key: 'w', summary: 'w' });

    const fresh = new QueryClient();
    resetOutboxForTests();
    expect(await restoreReadsFromPhone(fresh, 'u1')).toBeGreaterThan(0);
    expect(fresh.getQueryData<DailyPlan>(PLAN_TODAY_KEY)?.tasks.map((t) => t.status)).toEqual(['done', 'pending']);
    // The screen shows the plan (an observer), read back from the phone: it says how old it is.
    const unsubscribe = new QueryObserver(fresh, { queryKey: PLAN_TODAY_KEY, enabled: false }).subscribe(() => undefined);
    const { result } = renderHook(() => useScreenAsOf(fresh, false));
    expect(result.current).toBe('as of 07:12');
    unsubscribe();
    await forgetReadsOnPhone('u1');
    expect(await offlineDb().get('reads', 'u1')).toBeUndefined();
  });
});
