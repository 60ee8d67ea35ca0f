import { isNativeApp } from '../native/native-shell';

export const SERVICE_WORKER_URL = '/sw.js';

export interface RegisterOptions {
  /** Vite's `import.meta.env.PROD`; the worker is never registered by the dev server. */
  production?: boolean;
}

/**
 * Registers the offline service worker (public/sw.js) in production builds served over HTTP(S).
 * Skipped in development, in the native shell (the app ships inside the binary) and where
 * service workers are unavailable. Never throws: the app works without it.
 */
export async function registerServiceWorker({ production = import.meta.env.PROD }: RegisterOptions = {}): Promise<ServiceWorkerRegistration | null> {
  if (!production || isNativeApp()) return null;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (err) {
    console.warn('[pwa] service worker registration failed', err);
    return null;
  }
}

/** The active registration, if a worker controls (or will control) this page. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    return (await navigator.serviceWorker.getRegistration()) ?? null;
  } catch {
    return null;
  }
}
