import { initNativeShell } from './native/native-shell';
import { registerServiceWorker } from './pwa/register-service-worker';
import { startReminders } from './reminders/reminder-runner';

/** Native splash/status bar, the offline service worker (production only) and reminders. */
export function startLatePlatform(): void {
  void initNativeShell().catch((err: unknown) => console.warn('[native] setup failed', err));
  void registerServiceWorker();
  startReminders();
}
