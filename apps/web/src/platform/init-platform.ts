import { initColorMode } from './color-mode/color-mode';
import { startConnectionMonitor } from './offline/online-status';

/** Synchronous part, before the first render: colour mode (no flash) and the connection state. */
export function initPlatformEarly(): void {
  initColorMode();
  startConnectionMonitor();
}

/**
 * After the page has loaded: native shell, service worker, reminders. Loaded as its own chunk
 * so none of it (Capacitor, the reminder rules and their date helpers) weighs on the first paint.
 */
export function initPlatformLate(): void {
  const start = () => {
    import('./late-init')
      .then((m) => m.startLatePlatform())
      .catch((err: unknown) => console.warn('[platform] late init failed', err));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
