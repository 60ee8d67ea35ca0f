/* Cadence service worker (hand-written, no libraries). docs/decisions/020-offline-writes.md
 *
 * - Precaches the app shell: index.html + every hashed asset of the build. The list below is
 *   written at build time by the Vite plugin in src/platform/pwa/sw-precache-plugin.ts.
 * - Navigations: network first, falling back to the cached shell, so the app opens offline.
 * - Static files: cache first (hashed names never change), filled as they are fetched.
 * - NEVER caches /api, /trpc, /healthz or /readyz: those carry health data (the API also sends
 *   Cache-Control: no-store). They are not even intercepted: the browser talks to the network.
 */
/* global self, caches, clients, URL, Response, fetch */
'use strict';

// Replaced at build time (keep the exact form: `const PRECACHE = [...]; const VERSION = '...';`).
const PRECACHE = ['/index.html'];
const VERSION = 'dev';

const CACHE = `cadence-shell-${VERSION}`;
const SHELL_URL = '/index.html';
const NEVER_CACHE = /^\/(api|trpc|healthz|readyz)(\/|$)/;
const NAVIGATION_TIMEOUT_MS = 6000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('cadence-shell-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** Network with a timeout (a very slow connection falls back to the shell). */
function fetchWithTimeout(request, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    fetch(request).then(
      (res) => {
        clearTimeout(timer);
        resolve(res);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

async function handleNavigation(request) {
  try {
    const res = await fetchWithTimeout(request, NAVIGATION_TIMEOUT_MS);
    // Keep the freshest shell: every SPA route answers with index.html.
    if (res.ok && (res.headers.get('content-type') || '').includes('text/html')) {
      const copy = res.clone();
      caches.open(CACHE).then((cache) => cache.put(SHELL_URL, copy)).catch(() => undefined);
    }
    return res;
  } catch {
    const cached = await caches.match(SHELL_URL, { ignoreSearch: true });
    if (cached) return cached;
    return new Response(
      '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Cadence</title><main style="font-family:system-ui;padding:2rem"><h1>You\'re offline</h1><p>Cadence will open as soon as you are back online.</p></main>',
      { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    );
  }
}

async function handleStatic(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const res = await fetch(request);
  const url = new URL(request.url);
  // Never keep a page as a file: a server that answers a missing chunk with its HTML would otherwise leave the
  // app unable to start until the worker is replaced (decision 122).
  const html = (res.headers.get('content-type') || '').includes('text/html');
  if (res.ok && !html && res.type === 'basic' && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/'))) {
    const copy = res.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy)).catch(() => undefined);
  }
  return res;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHE.test(url.pathname)) return; // health data: straight to the network, never stored
  if (request.mode === 'navigate') {
    event.respondWith(handleNavigation(request));
    return;
  }
  if (url.pathname === '/sw.js') return;
  event.respondWith(handleStatic(request));
});

// Reminders (docs/decisions/021-reminders.md): a click opens (or focuses) the screen it names.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = (event.notification.data && event.notification.data.url) || '/dashboard';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((wins) => {
      for (const win of wins) {
        if ('focus' in win) {
          win.navigate(target).catch(() => undefined);
          return win.focus();
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});
