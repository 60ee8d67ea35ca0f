import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { loadOutboxCode } from './platform/outbox/outbox-paths';
import { getSystem } from './theme';
// Direct imports (not the ./platform barrel) keep reminders and Capacitor out of the entry chunk.
import { initPlatformEarly, initPlatformLate } from './platform/init-platform';
import { PlatformRoot } from './platform/platform-root';

// Colour mode class on <html> before the first paint; connection monitor for the offline banner.
initPlatformEarly();

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
const root = createRoot(container);

// Start-up in short tasks rather than one long one (docs/decisions/022: Total Blocking Time on a slow phone):
// the modules have just evaluated; the theme system is built in the next task, and the first
// render is a transition, which React renders in slices of a few milliseconds.
const queryClient = createQueryClient();

/**
 * Opened with no signal by someone signed in here: her last reads come back from the phone before the first
 * screen asks for them (docs/decisions/122), so today's plan and the Log show, marked "as of". Online, the
 * screens fetch as always and nothing waits for the phone's copy.
 */
const RESTORE_CAP_MS = 1500;
const ready =
  navigator.onLine === false
    ? Promise.race([loadOutboxCode().then((m) => m.restoreReadsFromPhone(queryClient), () => 0), new Promise((resolve) => setTimeout(resolve, RESTORE_CAP_MS))])
    : Promise.resolve();

void ready.then(() =>
  window.setTimeout(() => {
    getSystem();
    startTransition(() => {
      root.render(
        <StrictMode>
          <PlatformRoot />
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    });
  }, 0),
);

// Native splash/status bar, service worker (production only) and reminders.
initPlatformLate();
