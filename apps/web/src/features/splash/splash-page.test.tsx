import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { stubTrpc } from '../../test/trpc-stub';
import { SplashPage } from './splash-page';

// CI shares 2 cores: give async queries more room than testing-library's 1 s default.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () => renderScreen(SplashPage, { path: '/', otherPaths: ['/dashboard', '/onboarding'] });

describe('SplashPage', () => {
  it('shows the logo, then goes to /onboarding after 1.2 s + 0.3 s for a new visitor', async () => {
    const calls = stubTrpc({});
    const started = Date.now();
    await render();
    expect(screen.getByRole('heading', { name: 'Cadence' })).toBeInTheDocument();
    expect(await screen.findByText('route:/onboarding', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(calls).toHaveLength(0);
  });

  it('sends a returning user the server confirms straight to /dashboard', async () => {
    localStorage.setItem('wellnessUserId', 'u_1');
    localStorage.setItem('onboardingCompleted', 'true');
    const calls = stubTrpc({ 'users.get': () => ({ body: { id: 'u_1', name: 'Maya', createdAt: new Date().toISOString() } }) });
    await render();
    expect(await screen.findByText('route:/dashboard', {}, { timeout: 1000 })).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ path: 'users.get', input: undefined }));
    // The dashboard's data is fetched in parallel with the check (issue 9).
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
    expect(await screen.findByText('route:/onboarding', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
