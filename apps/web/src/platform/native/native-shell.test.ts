import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const platform = vi.hoisted(() => ({ native: false, name: 'web' }));
const splash = vi.hoisted(() => ({ hide: vi.fn(async () => undefined) }));
const statusBar = vi.hoisted(() => ({ setStyle: vi.fn(async () => undefined), setBackgroundColor: vi.fn(async () => undefined) }));

vi.mock('@capacitor/core', () => ({
  Capacitor: { isNativePlatform: () => platform.native, getPlatform: () => platform.name },
}));
vi.mock('@capacitor/splash-screen', () => ({ SplashScreen: splash }));
vi.mock('@capacitor/status-bar', () => ({ StatusBar: statusBar, Style: { Light: 'LIGHT', Dark: 'DARK' } }));

import { initNativeShell, isNativeApp, NATIVE_SPLASH_HIDE_MS, STATUS_BAR_TEAL } from './native-shell';

beforeEach(() => {
  vi.useFakeTimers();
  splash.hide.mockClear();
  statusBar.setStyle.mockClear();
  statusBar.setBackgroundColor.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  platform.native = false;
  platform.name = 'web';
});

describe('native shell guards', () => {
  it('does nothing in a browser: no splash, no status bar', async () => {
    expect(isNativeApp()).toBe(false);
    await initNativeShell();
    await vi.advanceTimersByTimeAsync(5000);
    expect(splash.hide).not.toHaveBeenCalled();
    expect(statusBar.setStyle).not.toHaveBeenCalled();
  });

  it('on iOS hides the splash after exactly 2000 ms and sets a light status bar on teal', async () => {
    platform.native = true;
    platform.name = 'ios';
    await initNativeShell();
    expect(statusBar.setStyle).toHaveBeenCalledWith({ style: 'LIGHT' });
    expect(statusBar.setBackgroundColor).toHaveBeenCalledWith({ color: STATUS_BAR_TEAL });
    await vi.advanceTimersByTimeAsync(NATIVE_SPLASH_HIDE_MS - 1);
    expect(splash.hide).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(splash.hide).toHaveBeenCalledTimes(1);
    expect(NATIVE_SPLASH_HIDE_MS).toBe(2000);
  });

  it('on Android hides the splash but leaves the status bar alone', async () => {
    platform.native = true;
    platform.name = 'android';
    await initNativeShell();
    await vi.advanceTimersByTimeAsync(2000);
    expect(splash.hide).toHaveBeenCalledTimes(1);
    expect(statusBar.setStyle).not.toHaveBeenCalled();
  });

  it('the returned cancel function stops a pending splash hide', async () => {
    platform.native = true;
    platform.name = 'android';
    const cancel = await initNativeShell();
    cancel();
    await vi.advanceTimersByTimeAsync(3000);
    expect(splash.hide).not.toHaveBeenCalled();
  });

  it('a failing status-bar plugin is logged, not thrown', async () => {
    platform.native = true;
    platform.name = 'ios';
    statusBar.setStyle.mockRejectedValueOnce(new Error('not implemented'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(initNativeShell()).resolves.toBeTypeOf('function');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('inNativeShell (no Capacitor import in the entry chunk)', () => {
  it('is true only when the native bridge says so', async () => {
    const { inNativeShell } = await import('../init-platform');
    expect(inNativeShell()).toBe(false);
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    expect(inNativeShell()).toBe(true);
    vi.stubGlobal('Capacitor', { isNativePlatform: () => false });
    expect(inNativeShell()).toBe(false);
    vi.unstubAllGlobals();
  });
});
