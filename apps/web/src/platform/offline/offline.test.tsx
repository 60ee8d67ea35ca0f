import { render, screen, act, waitFor } from '@testing-library/react';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@cadence/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessage } from '../../lib/errors';
import { OfflineBanner } from './offline-banner';
import { isNetworkError, isOfflineBlockedError, offlineLink } from './offline-link';
import { OFFLINE_MESSAGES } from './offline-messages';
import { getConnectionState, reportNetworkFailure, resetConnectionStateForTests, startConnectionMonitor } from './online-status';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function client(fetchImpl: typeof fetch) {
  return createTRPCClient<AppRouter>({ links: [offlineLink<AppRouter>(), httpLink({ url: 'http://localhost/trpc', fetch: fetchImpl })] });
}

const okUser = () => new Response(JSON.stringify({ result: { data: { id: 'u1', name: 'Maya' } } }), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  startConnectionMonitor();
  setOnline(true);
  resetConnectionStateForTests();
});
afterEach(() => setOnline(true));

describe('offline link (every mutation behaves the same)', () => {
  it('blocks a mutation while offline: nothing is sent and the message says so', async () => {
    const fetchImpl = vi.fn(async () => okUser());
    setOnline(false);
    const err = await client(fetchImpl)
      .users.update.mutate({ name: 'Maya' })
      .catch((e: unknown) => e);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(err).toBeInstanceOf(TRPCClientError);
    expect(isOfflineBlockedError(err)).toBe(true);
    expect(errorMessage(err)).toBe(OFFLINE_MESSAGES.mutationBlocked);
  });

  it('lets queries and online mutations through', async () => {
    const fetchImpl = vi.fn(async () => okUser());
    await expect(client(fetchImpl).users.get.query()).resolves.toMatchObject({ name: 'Maya' });
    await client(fetchImpl).users.update.mutate({ name: 'Maya' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('a failed fetch marks the server unreachable; any answer clears it', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const err = await client(failing).users.get.query().catch((e: unknown) => e);
    expect(isNetworkError(err)).toBe(true);
    expect(getConnectionState().serverUnreachable).toBe(true);
    const notFound = vi.fn(
      async () => new Response(JSON.stringify({ error: { message: 'User not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } }), { status: 404, headers: { 'content-type': 'application/json' } }),
    );
    const err2 = await client(notFound).users.get.query().catch((e: unknown) => e);
    expect(isNetworkError(err2)).toBe(false);
    expect(getConnectionState().serverUnreachable).toBe(false);
  });
});

describe('OfflineBanner', () => {
  it("shows 'You're offline' when the browser goes offline and hides it when back", async () => {
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => setOnline(false));
    expect(region).toHaveTextContent("You're offline");
    await waitFor(() => expect(region).toHaveTextContent('saved on this phone'));
    act(() => setOnline(true));
    expect(region).toBeEmptyDOMElement();
  });

  it('also shows when the server cannot be reached although the device is online', async () => {
    render(<OfflineBanner />);
    act(() => reportNetworkFailure());
    expect(screen.getByRole('status')).toHaveTextContent("You're offline");
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("We can't reach Cadence right now"));
  });
});
