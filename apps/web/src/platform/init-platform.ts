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
  const start = () => {
    import('./late-init')
      .then((m) => m.startLatePlatform())
      .catch((err: unknown) => console.warn('[platform] late init failed', err));
  };
  // In the native apps the splash screen must go 2 s after start (spec §1): no waiting for idle.
  if (inNativeShell()) start();
  else whenIdle(start);
}

/** Capacitor's bridge global, present only inside the iOS/Android shells (no Capacitor import here). */
export function inNativeShell(): boolean {
  const cap = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return typeof cap?.isNativePlatform === 'function' && cap.isNativePlatform();
}
