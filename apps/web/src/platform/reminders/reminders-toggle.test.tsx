import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { RemindersToggle } from './reminders-toggle';

const native = vi.hoisted(() => ({
  on: false,
  notifications: {
    checkPermissions: vi.fn(async () => ({ display: 'prompt' })),
    requestPermissions: vi.fn(async () => ({ display: 'granted' })),
    getPending: vi.fn(async () => ({ notifications: [] })),
    cancel: vi.fn(async () => undefined),
    schedule: vi.fn(async () => ({ notifications: [] })),
    addListener: vi.fn(async () => ({ remove: async () => undefined })),
  },
}));
vi.mock('@capacitor/core', () => ({ Capacitor: { isNativePlatform: () => native.on, getPlatform: () => (native.on ? 'android' : 'web') } }));
vi.mock('@capacitor/local-notifications', () => ({ LocalNotifications: native.notifications }));

const user = (notifications: boolean) => ({ id: 'u1', name: 'Maya', preferences: { notifications, reminderTime: '07:30', weeklyReflection: true } });

function stubApi(initial: boolean) {
  const calls: string[] = [];
  let current = initial;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(url);
      if (url.includes('users.update')) {
        const body = JSON.parse(String(init?.body)) as Record<string, { preferences: { notifications: boolean } }>;
        current = Object.values(body)[0]!.preferences.notifications;
      }
      return new Response(JSON.stringify([{ result: { data: user(current) } }]), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function stubNotification(permission: NotificationPermission, answer: NotificationPermission) {
  const N = Object.assign(function Notification() {}, { permission, requestPermission: vi.fn(async () => answer) });
  vi.stubGlobal('Notification', N);
  return N;
}

afterEach(() => {
  vi.unstubAllGlobals();
  native.on = false;
});

describe('RemindersToggle', () => {
  it('asks for permission only when the button is pressed, then saves notifications on', async () => {
    localStorage.setItem('wellnessUserId', 'u1');
    const calls = stubApi(false);
    const N = stubNotification('default', 'granted');
    await renderScreen(() => <RemindersToggle />);
    const button = await screen.findByRole('button', { name: 'Turn on reminders' });
    expect(N.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(N.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(calls.some((c) => c.includes('users.update'))).toBe(true));
    expect(await screen.findByText('Reminders on')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Turn off reminders' })).toBeInTheDocument();
    expect(screen.getByText(/Daily reminder at 07:30/)).toBeInTheDocument();
  });

  it('explains when the permission is refused and saves nothing', async () => {
    localStorage.setItem('wellnessUserId', 'u1');
    const calls = stubApi(true);
    stubNotification('default', 'denied');
    await renderScreen(() => <RemindersToggle />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on reminders' }));
    expect(await screen.findByText('Reminders not turned on')).toBeInTheDocument();
    expect(calls.some((c) => c.includes('users.update'))).toBe(false);
  });

  it('turns reminders off on the server', async () => {
    localStorage.setItem('wellnessUserId', 'u1');
    const calls = stubApi(true);
    stubNotification('granted', 'granted');
    await renderScreen(() => <RemindersToggle />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off reminders' }));
    expect(await screen.findByText('Reminders off')).toBeInTheDocument();
    expect(calls.some((c) => c.includes('users.update'))).toBe(true);
    expect(await screen.findByRole('button', { name: 'Turn on reminders' })).toBeInTheDocument();
  });

  it('renders nothing without a stored user', async () => {
    stubApi(true);
    stubNotification('default', 'granted');
    await renderScreen(() => (
      <div data-testid="host">
        <RemindersToggle />
      </div>
    ));
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
  });

  it("in the iOS/Android apps asks the OS's permission (Capacitor), not the browser's", async () => {
    localStorage.setItem('wellnessUserId', 'u1');
    native.on = true;
    const calls = stubApi(false);
    await renderScreen(() => <RemindersToggle />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on reminders' }));
    expect(native.notifications.requestPermissions).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(calls.some((c) => c.includes('users.update'))).toBe(true));
    expect(await screen.findByText('Reminders on')).toBeInTheDocument();
  });
});
