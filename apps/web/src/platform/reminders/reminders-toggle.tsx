import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/ui/button';
import { DEFAULT_REMINDER_TIME } from '@cadence/domain';
import { useEffect, useState } from 'react';
import { toast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errors';
import { getStoredUserId } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { isNativeApp } from '../native/native-shell';
import { nativeNotifications, nativePermission } from './native-reminders';
import { notificationPermission, notifyRemindersChanged, startReminders } from './reminder-runner';

export const REMINDER_MESSAGES = {
  turnOn: 'Turn on reminders',
  turnOff: 'Turn off reminders',
  on: (time: string) => ({ title: 'Reminders on', description: `We'll remind you about your plan every day at ${time}.` }),
  off: { title: 'Reminders off', description: "We won't send you reminders." },
  denied: { title: 'Reminders not turned on', description: 'Notifications were not allowed. You can allow them in your browser settings.' },
  failed: { title: 'Update Failed', description: 'Could not update your reminders. Please try again.' },
  unsupported: "Reminders aren't available in this browser.",
  blocked: 'Notifications are blocked for Cadence. Allow them in your browser settings to get reminders.',
  deniedNative: { title: 'Reminders not turned on', description: "Notifications were not allowed. You can allow them in your phone's settings." },
  blockedNative: "Notifications are blocked for Cadence. Allow them in your phone's settings to get reminders.",
  status: (time: string, weekly: boolean) => `Daily reminder at ${time}${weekly ? ', plus a weekly check-in reminder on Sunday evening' : ''}.`,
  hint: 'Get a gentle daily reminder for your plan while Cadence is open or installed.',
} as const;

/**
 * "Turn on reminders": asks for notification permission only after this button is pressed, then
 * saves `preferences.notifications` on the server. Place it on the dashboard or profile:
 * `<RemindersToggle />` (uses the stored user id) or `<RemindersToggle userId={id} />`.
 * `hint={false}` where the surrounding card already explains reminders (no second, similar sentence).
 */
export function RemindersToggle({ userId = getStoredUserId() ?? '', hint = true }: { userId?: string; hint?: boolean }) {
  // In the iOS/Android apps the OS's notification permission (Capacitor), else the browser's.
  const [native] = useState(isNativeApp);
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() => (native ? 'default' : notificationPermission()));
  useEffect(() => {
    if (!native) return;
    void nativeNotifications()
      .then((api) => (api ? nativePermission(api) : null))
      .then((p) => p && setPermission(p))
      .catch(() => undefined);
  }, [native]);
  const [asking, setAsking] = useState(false);
  const utils = trpc.useUtils();
  const user = trpc.users.get.useQuery(undefined, { enabled: !!userId });
  const update = trpc.users.update.useMutation();
  if (!userId) return null;

  const prefs = user.data?.preferences;
  const time = prefs?.reminderTime || DEFAULT_REMINDER_TIME;
  const on = permission === 'granted' && prefs?.notifications !== false;

  const save = async (notifications: boolean) => {
    const updated = await update.mutateAsync({ preferences: { notifications } });
    utils.users.get.setData(undefined, updated);
    notifyRemindersChanged();
  };

  const turnOn = async () => {
    setAsking(true);
    try {
      const result = permission === 'granted' ? 'granted' : native ? await requestNativePermission() : await Notification.requestPermission();
      setPermission(result);
      if (result !== 'granted') {
        const denied = native ? REMINDER_MESSAGES.deniedNative : REMINDER_MESSAGES.denied;
        toast.info(denied.title, denied.description);
        return;
      }
      if (prefs?.notifications !== true) await save(true);
      startReminders();
      notifyRemindersChanged();
      const msg = REMINDER_MESSAGES.on(time);
      toast.success(msg.title, msg.description);
    } catch (err) {
      toast.error(REMINDER_MESSAGES.failed.title, errorMessage(err, REMINDER_MESSAGES.failed.description));
    } finally {
      setAsking(false);
    }
  };

  const turnOff = async () => {
    try {
      await save(false);
      toast.success(REMINDER_MESSAGES.off.title, REMINDER_MESSAGES.off.description);
    } catch (err) {
      toast.error(REMINDER_MESSAGES.failed.title, errorMessage(err, REMINDER_MESSAGES.failed.description));
    }
  };

  if (permission === 'unsupported') return <Text fontSize="sm" color="fg.muted">{REMINDER_MESSAGES.unsupported}</Text>;
  if (user.isPending) {
    return (
      <HStack gap="2" color="fg.muted" fontSize="sm">
        <Spinner size="xs" aria-hidden="true" />
        <Text>Loading reminders…</Text>
      </HStack>
    );
  }
  if (permission === 'denied') return <Text fontSize="sm" color="fg.muted">{native ? REMINDER_MESSAGES.blockedNative : REMINDER_MESSAGES.blocked}</Text>;

  return (
    <Stack gap="2" align="flex-start" data-testid="reminders-toggle">
      {on || hint ? (
        <Text fontSize="sm" color="fg.muted">
          {on ? REMINDER_MESSAGES.status(time, prefs?.weeklyReflection !== false) : REMINDER_MESSAGES.hint}
        </Text>
      ) : null}
      {on ? (
        <Button size="sm" variant="outline" onClick={() => void turnOff()} loading={update.isPending} loadingText="Saving...">
          {REMINDER_MESSAGES.turnOff}
        </Button>
      ) : (
        <Button size="sm" colorPalette="brand" onClick={() => void turnOn()} loading={asking} loadingText="Turning on...">
          {REMINDER_MESSAGES.turnOn}
        </Button>
      )}
    </Stack>
  );
}

async function requestNativePermission(): Promise<NotificationPermission> {
  const api = await nativeNotifications();
  return api ? nativePermission(api, true) : 'denied';
}
