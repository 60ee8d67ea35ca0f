import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { stubTrpc } from '../../test/trpc-stub';
import { SPLASH_FADE_MS, SPLASH_LOGO_MS, SplashPage } from './splash-page';


afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () => renderScreen(SplashPage, { path: '/', otherPaths: ['/dashboard', '/onboarding'] });

describe('SplashPage', () => {
  it('shows the logo, then goes to /onboarding after 1.2 s + 0.3 s for a new visitor (fake clock)', async () => {
    const calls = stubTrpc({});
    // The splash's own timers run on a fake clock (React and the router keep the real one): the
    // 1.5 s are counted exactly, and a busy machine cannot make the test late or early.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await render();
      expect(screen.getByRole('heading', { name: 'Cadence' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(SPLASH_LOGO_MS));
      expect(screen.getByTestId('splash')).toHaveAttribute('data-fading');
      await act(() => vi.advanceTimersByTimeAsync(SPLASH_FADE_MS - 1));
      expect(screen.queryByText('route:/onboarding')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('route:/onboarding')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends a returning user the server confirms straight to /dashboard', async () => {
    localStorage.setItem('wellnessUserId', 'u_1');
    localStorage.setItem('onboardingCompleted', 'true');
    const calls = stubTrpc({ 'users.get': () => ({ body: { id: 'u_1', name: 'Maya', createdAt: new Date().toISOString() } }) });
    await render();
    expect(await screen.findByText('route:/dashboard')).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ path: 'users.get', input: undefined }));
    // The dashboard's data is fetched in parallel with the check (docs/decisions/022).
    expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining(['plan.today', 'plan.motivation', 'plan.tip', 'routines.list']));
  });

  it('clears local data and continues to onboarding when the server does not know the stored user', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('wellnessUserId', 'u_gone');
    localStorage.setItem('onboardingCompleted', 'true');
    localStorage.setItem('userName', 'Old');
    stubTrpc({ 'users.get': () => ({ status: 404, body: 'Not found' }) });
    await render();
    await waitFor(() => expect(localStorage.getItem('wellnessUserId')).toBeNull());
    expect(localStorage.getItem('userName')).toBeNull();
    // The splash's 1.5 s then run on the real clock (the tRPC link batches on it too, so it cannot
    // be faked here); the fake-clock test above pins the timing. A wait, not a budget: 10 s.
    expect(await screen.findByText('route:/onboarding', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
