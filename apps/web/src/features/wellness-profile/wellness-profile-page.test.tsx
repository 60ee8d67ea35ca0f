import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { validateProfileCreation } from './profile-creation';
import { WellnessProfilePage } from './wellness-profile-page';
import { expectStored, signedInStored } from '../../test/stored';

/** A fake tRPC HTTP endpoint: answers users.create / users.get from `handlers`. */
function stubTrpc(handlers: Record<string, (input: unknown) => { status?: number; body: unknown }>) {
  const calls: { path: string; input: unknown; headers: Headers; credentials?: RequestCredentials }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const paths = url.pathname.replace(/^\/trpc\//, '').split(',');
    const inputs = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : (JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>);
    const results = paths.map((path, i) => {
      const input = inputs[String(i)];
      calls.push({ path, input, headers: new Headers(init?.headers), credentials: init?.credentials });
      const h = handlers[path];
      const r = h ? h(input) : { status: 404, body: null };
      return r.status && r.status >= 400
        ? { error: { message: String(r.body), code: -32004, data: { code: 'NOT_FOUND', httpStatus: r.status } } }
        : { result: { data: r.body } };
    });
    const status = results.some((r) => 'error' in r) ? 500 : 200;
    return new Response(JSON.stringify(results), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('validateProfileCreation', () => {
  it('requires a trimmed name, trimmed location and a challenge', () => {
    expect(validateProfileCreation({ name: '  ', location: 'Lyon', challenges: ['fatigue'] })).toBeNull();
    expect(validateProfileCreation({ name: 'Maya', location: ' ', challenges: ['fatigue'] })).toBeNull();
    expect(validateProfileCreation({ name: 'Maya', location: 'Lyon', challenges: [] })).toBeNull();
    expect(validateProfileCreation({ name: ' Maya ', location: ' Lyon ', challenges: ['fatigue'] })).toEqual({
      name: 'Maya',
      location: 'Lyon',
      challenges: ['fatigue'],
    });
  });
});

describe('WellnessProfilePage', () => {
  it('renders the form with 12 accessible toggle chips', async () => {
    stubTrpc({});
    await renderScreen(WellnessProfilePage, { path: '/wellness-profile' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Cadence' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create Your Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toBeInTheDocument();
    const chips = screen.getAllByRole('button', { pressed: false });
    expect(chips).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'insomnia' }));
    expect(screen.getByRole('button', { name: 'insomnia' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'insomnia' }));
    expect(screen.getByRole('button', { name: 'insomnia' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows "Missing Information" and sends nothing when a field is missing', async () => {
    const calls = stubTrpc({});
    await renderScreen(WellnessProfilePage, { path: '/wellness-profile' });
    await userEvent.type(await screen.findByLabelText('Your Name'), 'Maya');
    await userEvent.click(screen.getByRole('button', { name: 'fatigue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start My Wellness Journey' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all fields and select at least one challenge.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates the user, stores the keys and goes to the dashboard', async () => {
    const calls = stubTrpc({
      'users.create': (input) => ({ body: { id: 'u_abc', name: (input as { name: string }).name, location: 'Lyon', customCategories: [] } }),
    });
    await renderScreen(WellnessProfilePage, { path: '/wellness-profile', otherPaths: ['/dashboard'] });
    await userEvent.type(await screen.findByLabelText('Your Name'), '  Maya ');
    await userEvent.type(screen.getByLabelText('Location'), 'Lyon');
    await userEvent.click(screen.getByRole('button', { name: 'chronic stress' }));
    await userEvent.click(screen.getByRole('button', { name: 'fatigue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start My Wellness Journey' }));
    expect(await screen.findByText('route:/dashboard')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: 'users.create', input: { name: 'Maya', location: 'Lyon', challenges: ['chronic stress', 'fatigue'], starterRoutines: true }, credentials: 'include' });
    expect(calls[0]!.headers.get('x-cadence-tz')).toBeTruthy();
    expectStored({ ...signedInStored('u_abc', 'Maya', 'Lyon'), userCustomCategories: '[]' });
    expect(await screen.findByText('✓ Profile Created!')).toBeInTheDocument();
  });

  it('keeps what was typed and shows the error toast when creation fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubTrpc({ 'users.create': () => ({ status: 500, body: 'Something went wrong. Please try again.' }) });
    await renderScreen(WellnessProfilePage, { path: '/wellness-profile' });
    await userEvent.type(await screen.findByLabelText('Your Name'), 'Maya');
    await userEvent.type(screen.getByLabelText('Location'), 'Lyon');
    await userEvent.click(screen.getByRole('button', { name: 'anxiety' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start My Wellness Journey' }));
    expect(await screen.findByText('Failed to create profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Maya');
    expect(screen.getByLabelText('Location')).toHaveValue('Lyon');
    expect(screen.getByRole('button', { name: 'anxiety' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('wellnessUserId')).toBeNull();
  });

  it('sends a returning user with a valid stored profile to the dashboard', async () => {
    localStorage.setItem('wellnessUserId', 'u_abc');
    localStorage.setItem('onboardingCompleted', 'true');
    stubTrpc({ 'users.get': () => ({ body: { id: 'u_abc', name: 'Maya', createdAt: new Date().toISOString() } }) });
    await renderScreen(WellnessProfilePage, { path: '/wellness-profile', otherPaths: ['/dashboard'] });
    expect(await screen.findByText('route:/dashboard')).toBeInTheDocument();
  });

  it('clears stale local data when the stored user is not on the server', async () => {
    localStorage.setItem('wellnessUserId', 'u_gone');
    localStorage.setItem('hasCompletedOnboarding', 'true');
    localStorage.setItem('userName', 'Old');
    stubTrpc({ 'users.get': () => ({ status: 404, body: 'Not found' }) });
    await renderScreen(WellnessProfilePage, { path: '/wellness-profile' });
    expect(await screen.findByRole('heading', { name: 'Create Your Profile' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('wellnessUserId')).toBeNull());
    expect(localStorage.getItem('userName')).toBeNull();
  });
});
