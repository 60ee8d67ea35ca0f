import { whenIdle } from '../lib/when-idle';
import { initColorMode } from './color-mode/color-mode';
import { startConnectionMonitor } from './offline/online-status';

/** Synchronous part, before the first render: colour mode (no flash) and the connection state. */
export function initPlatformEarly(): void {
  initColorMode();
  startConnectionMonitor();
}

/**
 * Once the page has loaded and the browser is idle: native shell, service worker, reminders.
 * Loaded as its own chunk so none of it (Capacitor, the reminder rules and their date helpers)
 * weighs on the first screen.
 */
export function initPlatformLate(): void {
  whenIdle(() => {
    import('./late-init')
      .then((m) => m.startLatePlatform())
      .catch((err: unknown) => console.warn('[platform] late init failed', err));
  });
}
