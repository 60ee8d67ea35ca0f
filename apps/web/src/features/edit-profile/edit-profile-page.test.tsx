import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { fakeUser, polyfillPointerEvent, stubTrpc } from '../../test/trpc-stub';
import { EditProfilePage } from './edit-profile-page';

polyfillPointerEvent();
beforeEach(() => localStorage.setItem('wellnessUserId', 'u_1'));
afterEach(() => vi.unstubAllGlobals());
// Chakra + user-event are slow in jsdom on a shared 2-core CI machine.
vi.setConfig({ testTimeout: 30_000 });

describe('EditProfilePage', () => {
  it('shows the sections, the eight goals and the five exercise levels', async () => {
    stubTrpc({ 'users.get': () => ({ body: fakeUser() }) });
    await renderScreen(EditProfilePage, { path: '/profile/edit' });
    for (const h of ['Basic Information', 'Goals', 'Health Information', 'Preferences']) expect(await screen.findByRole('heading', { name: h })).toBeInTheDocument();
    for (const g of ['Hormone Balance', 'Better Sleep', 'Stress Management', 'Weight Management', 'Energy Boost', 'Pain Relief', 'Mood Stability', 'Digestive Health'])
      expect(screen.getByRole('button', { name: g })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Better Sleep' })).toHaveAttribute('aria-pressed', 'true');
    const exercise = screen.getByLabelText('Exercise level') as HTMLSelectElement;
    expect([...exercise.options].map((o) => o.value)).toEqual(['', 'sedentary', 'light', 'moderate', 'high', 'very_high']);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const sleep = screen.getByLabelText('Sleep hours');
    expect(sleep).toHaveAttribute('min', '4');
    expect(sleep).toHaveAttribute('max', '12');
    expect(screen.getByLabelText('Reminder time')).toHaveValue('08:00');
    expect(screen.getByRole('checkbox', { name: 'Notifications' })).toBeChecked();
  });

  it("says so when Notifications is on but this browser has not allowed reminders yet (My Profile offers 'Turn on reminders')", async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    stubTrpc({ 'users.get': () => ({ body: fakeUser() }) });
    await renderScreen(EditProfilePage, { path: '/profile/edit' });
    const hint = 'This browser has not been allowed to show reminders yet: turn them on under My Profile → Reminders.';
    expect(await screen.findByText(hint)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Notifications' }));
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });

  it('sends integers or null and goes to the dashboard', async () => {
    const calls = stubTrpc({ 'users.get': () => ({ body: fakeUser() }), 'users.update': (input) => ({ body: fakeUser(input as Record<string, unknown>) }) });
    await renderScreen(EditProfilePage, { path: '/profile/edit', otherPaths: ['/dashboard'] });
    await userEvent.clear(await screen.findByLabelText('Age'));
    await userEvent.type(screen.getByLabelText('Sleep hours'), '7');
    await userEvent.type(screen.getByLabelText('Bio'), 'Runner');
    await userEvent.selectOptions(screen.getByLabelText('Exercise level'), 'moderate');
    await userEvent.click(screen.getByRole('button', { name: 'Energy Boost' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Notifications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('route:/dashboard')).toBeInTheDocument();
    expect(await screen.findByText('Your profile has been saved successfully.')).toBeInTheDocument();
    // Decision 023: the session's user; the input is the update itself (no id).
    const data = calls.find((c) => c.path === 'users.update')?.input as Record<string, unknown>;
    expect(data).toMatchObject({
      age: null,
      sleepHours: 7,
      stressLevel: null,
      exerciseLevel: 'moderate',
      profileBio: 'Runner',
      goals: ['Better Sleep', 'Energy Boost'],
      challenges: ['hormone imbalance'],
      healthConditions: 'PCOS',
      preferences: { notifications: false, reminderTime: '08:00', weeklyReflection: true },
    });
    expect(data).not.toHaveProperty('pregnancyStatus');
    expect(data).not.toHaveProperty('lifeStage');
  });

  it('rejects sleep hours outside 4–12 and keeps everything when saving fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = stubTrpc({ 'users.get': () => ({ body: fakeUser() }), 'users.update': () => ({ status: 500, body: 'boom' }) });
    await renderScreen(EditProfilePage, { path: '/profile/edit' });
    await userEvent.type(await screen.findByLabelText('Sleep hours'), '13');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Sleep hours must be a whole number from 4 to 12.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'users.update')).toBe(false);
    await userEvent.clear(screen.getByLabelText('Sleep hours'));
    await userEvent.type(screen.getByLabelText('Height'), '168 cm');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Height')).toHaveValue('168 cm');
  });
});
