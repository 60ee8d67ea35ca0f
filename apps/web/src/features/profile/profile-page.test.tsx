import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { fakeUser, polyfillPointerEvent, stubTrpc, type StubHandlers } from '../../test/trpc-stub';
import { ProfilePage } from './profile-page';

polyfillPointerEvent();
beforeEach(() => localStorage.setItem('wellnessUserId', 'u_1'));
afterEach(() => vi.unstubAllGlobals());
// Chakra + user-event are slow in jsdom on a shared 2-core CI machine.
vi.setConfig({ testTimeout: 30_000 });

const settings = { published: false, slug: null, path: null, show: { name: true, location: false, bio: true, challenges: true, goals: true, routines: true } };
const base: StubHandlers = {
  'users.get': () => ({ body: fakeUser() }),
  'publicProfile.settings': () => ({ body: settings }),
};

describe('ProfilePage', () => {
  it('clears stored keys and redirects to setup when the user fetch fails', async () => {
    localStorage.setItem('userName', 'Old');
    stubTrpc({ 'users.get': () => ({ status: 404, body: 'Not found' }) });
    await renderScreen(ProfilePage, { path: '/profile', otherPaths: ['/personalized-onboarding'] });
    expect(await screen.findByText('route:/personalized-onboarding')).toBeInTheDocument();
    expect(localStorage.getItem('wellnessUserId')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
  });

  it('keeps her data and offers a retry when the server cannot be reached (only a 404 clears it)', async () => {
    localStorage.setItem('userName', 'Maya');
    stubTrpc({ 'users.get': () => ({ status: 503, body: 'The service is temporarily unavailable. Please try again in a moment.' }) });
    await renderScreen(ProfilePage, { path: '/profile', otherPaths: ['/personalized-onboarding'] });
    expect(await screen.findByText("We couldn't load your profile just now.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(localStorage.getItem('wellnessUserId')).toBe('u_1');
    expect(localStorage.getItem('userName')).toBe('Maya');
  });

  it('offers daily reminders near the profile details, with a short explanation', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    stubTrpc(base);
    await renderScreen(ProfilePage, { path: '/profile' });
    const section = (await screen.findByRole('heading', { name: 'Reminders' })).closest('section') as HTMLElement;
    expect(section).toHaveTextContent(/gentle nudge at your reminder time/);
    expect(await within(section).findByRole('button', { name: 'Turn on reminders' })).toBeInTheDocument();
    // One explanation, not two similar sentences (the toggle's own hint is for places without one).
    expect(section.textContent?.match(/gentle/gi)).toHaveLength(1);
  });

  it('toggles to edit mode, adds a unique custom category and saves', async () => {
    const calls = stubTrpc({ ...base, 'users.update': (input) => ({ body: fakeUser(input as Record<string, unknown>) }) });
    await renderScreen(ProfilePage, { path: '/profile' });
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit full profile' })).toHaveAttribute('href', '/profile/edit');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Maya L ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Stress management' }));
    const custom = screen.getByLabelText('Custom categories');
    fireEvent.change(custom, { target: { value: ' cycle TRACKING ' } });
    await userEvent.type(custom, '{Enter}');
    expect(await screen.findByText('Already added')).toBeInTheDocument();
    fireEvent.change(custom, { target: { value: ' Gut health ' } });
    await userEvent.type(custom, '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'users.update')?.input).toEqual({
      name: 'Maya L',
      email: 'maya@example.com',
      location: 'Lyon',
      goals: ['Better Sleep'],
      challenges: ['hormone imbalance', 'Stress management'],
      customCategories: ['Cycle tracking', 'Gut health'],
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(localStorage.getItem('userName')).toBe('Maya L');
  }, 30_000);

  it('keeps edits and shows the failure toast when saving fails; cancel leaves edit mode', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubTrpc({ ...base, 'users.update': () => ({ status: 500, body: 'boom' }) });
    await renderScreen(ProfilePage, { path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Nantes' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Could not update your profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Nantes');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
   }, 30_000);

  it('publishes the protocol and shows the link with Copy link', async () => {
    const calls = stubTrpc({
      ...base,
      'publicProfile.publish': () => ({ body: { ...settings, published: true, slug: 'abcdefghijklmnop', path: '/p/abcdefghijklmnop' } }),
    });
    await renderScreen(ProfilePage, { path: '/profile' });
    expect(await screen.findByText(/never shown publicly/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'My location' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Publish my protocol' }));
    expect(await screen.findByDisplayValue(`${window.location.origin}/p/abcdefghijklmnop`)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'publicProfile.publish')?.input).toEqual({ show: { ...settings.show, location: true } });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/p/abcdefghijklmnop`));
  });

  it('Reset Profile & Start Over asks first, then clears keys, ends the session and goes to setup', async () => {
    localStorage.setItem('programName', 'x');
    const calls = stubTrpc({ ...base, 'users.endSession': () => ({ body: { ok: true } }) });
    await renderScreen(ProfilePage, { path: '/profile', otherPaths: ['/personalized-onboarding'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Profile & Start Over' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Profile' }));
    expect(await screen.findByText('route:/personalized-onboarding')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'users.endSession')).toBe(true);
    expect(localStorage.getItem('wellnessUserId')).toBeNull();
    expect(localStorage.getItem('programName')).toBeNull();
  });
});

describe('Your devices: passkeys (decision 090)', () => {
  // A browser that makes passkeys, on http://localhost (a secure context, as in Chromium).
  beforeEach(() => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.stubGlobal('isSecureContext', true);
  });

  it('a server without its public address explains that passkeys are not set up, instead of the button', async () => {
    stubTrpc({ ...base, 'passkeys.list': () => ({ body: [] }), 'passkeys.status': () => ({ body: { available: false } }) });
    await renderScreen(ProfilePage, { path: '/profile' });
    const section = (await screen.findByRole('heading', { name: 'Your devices' })).closest('section') as HTMLElement;
    expect(await within(section).findByText(/^Passkeys are not set up on this server yet/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Link another device' })).toBeInTheDocument();
  });

  it('a server set up for passkeys offers the button', async () => {
    stubTrpc({ ...base, 'passkeys.list': () => ({ body: [] }), 'passkeys.status': () => ({ body: { available: true } }) });
    await renderScreen(ProfilePage, { path: '/profile' });
    const section = (await screen.findByRole('heading', { name: 'Your devices' })).closest('section') as HTMLElement;
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Add a passkey' })).toBeEnabled());
    expect(within(section).queryByTestId('passkeys-not-here')).toBeNull();
  });
});
