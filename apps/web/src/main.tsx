import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initPlatformEarly, initPlatformLate, PlatformRoot } from './platform';

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
