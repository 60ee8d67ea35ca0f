import { Capacitor } from '@capacitor/core';

/** Spec §1/§9: on native platforms the splash screen is hidden after 2000 ms. */
export const NATIVE_SPLASH_HIDE_MS = 2000;
/** Spec §1: iOS status bar background (brand teal 600, the manifest's theme colour). */
export const STATUS_BAR_TEAL = '#0d9488';

/** 'ios' | 'android' | 'web' — from Capacitor's platform detection. */
export function nativePlatform(): string {
  try {
    return Capacitor.getPlatform();
  } catch {
    return 'web';
  }
}

export function isNativeApp(): boolean {
  try {
    return Capacitor.isNativePlatform();
  } catch {
    return false;
  }
}

/**
 * Native-shell setup (Capacitor 7). Does nothing in a browser; on iOS/Android the plugins are
 * imported dynamically so the web bundle never loads them up front.
 * Returns a cancel function for the pending splash timer (tests, hot reload).
 */
export async function initNativeShell(timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis): Promise<() => void> {
  if (!isNativeApp()) return () => undefined;
  const platform = nativePlatform();

  const { SplashScreen } = await import('@capacitor/splash-screen');
  const handle = timers.setTimeout(() => {
    SplashScreen.hide().catch((err: unknown) => console.warn('[native] could not hide the splash screen', err));
  }, NATIVE_SPLASH_HIDE_MS);

  if (platform === 'ios') {
    try {
      const { StatusBar, Style } = await import('@capacitor/status-bar');
      await StatusBar.setStyle({ style: Style.Light });
      await StatusBar.setBackgroundColor({ color: STATUS_BAR_TEAL });
    } catch (err) {
      console.warn('[native] could not style the status bar', err);
    }
  }
  return () => timers.clearTimeout(handle);
}
