import { initColorMode } from './color-mode/color-mode';
import { initNativeShell } from './native/native-shell';
import { startConnectionMonitor } from './offline/online-status';
import { registerServiceWorker } from './pwa/register-service-worker';
import { startReminders } from './reminders/reminder-runner';

/** Synchronous part, before the first render: colour mode (no flash) and the connection state. */
export function initPlatformEarly(): void {
  initColorMode();
  startConnectionMonitor();
}

/** After the first render: native shell, service worker, reminders. Never throws. */
export function initPlatformLate(): void {
  void initNativeShell().catch((err: unknown) => console.warn('[native] setup failed', err));
  const start = () => {
    void registerServiceWorker();
    startReminders();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
