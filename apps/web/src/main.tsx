import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
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
window.setTimeout(() => {
  getSystem();
  startTransition(() => {
    root.render(
      <StrictMode>
        <PlatformRoot />
        <App />
      </StrictMode>,
    );
  });
}, 0);

// Native splash/status bar, service worker (production only) and reminders.
initPlatformLate();
