import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
// Direct imports (not the ./platform barrel) keep reminders and Capacitor out of the entry chunk.
import { initPlatformEarly, initPlatformLate } from './platform/init-platform';
import { PlatformRoot } from './platform/platform-root';

// Colour mode class on <html> before the first paint; connection monitor for the offline banner.
initPlatformEarly();

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
createRoot(container).render(
  <StrictMode>
    <PlatformRoot />
    <App />
  </StrictMode>,
);

// Native splash/status bar, service worker (production only) and reminders.
initPlatformLate();
