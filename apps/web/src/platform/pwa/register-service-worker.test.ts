import { afterEach, describe, expect, it, vi } from 'vitest';

const platform = vi.hoisted(() => ({ native: false }));
vi.mock('@capacitor/core', () => ({
  Capacitor: { isNativePlatform: () => platform.native, getPlatform: () => (platform.native ? 'ios' : 'web') },
}));

import { registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';

function stubServiceWorker() {
  const register = vi.fn(async () => ({ scope: '/' }) as unknown as ServiceWorkerRegistration);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return register;
}

afterEach(() => {
  platform.native = false;
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

describe('registerServiceWorker', () => {
  it('registers /sw.js at the root scope in production', async () => {
    const register = stubServiceWorker();
    await expect(registerServiceWorker({ production: true })).resolves.not.toBeNull();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('is skipped in development', async () => {
    const register = stubServiceWorker();
    await expect(registerServiceWorker({ production: false })).resolves.toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('is skipped inside the native shell', async () => {
    platform.native = true;
    const register = stubServiceWorker();
    await expect(registerServiceWorker({ production: true })).resolves.toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('never throws when registration fails or service workers are missing', async () => {
    await expect(registerServiceWorker({ production: true })).resolves.toBeNull();
    const register = stubServiceWorker();
    register.mockRejectedValueOnce(new Error('insecure origin'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(registerServiceWorker({ production: true })).resolves.toBeNull();
    warn.mockRestore();
  });
});
