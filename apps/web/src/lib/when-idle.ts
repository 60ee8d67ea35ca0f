/**
 * Runs `fn` once the browser is idle after the page has loaded (at the latest after `timeoutMs`):
 * for work nobody waits for — service worker, reminders, chunks of later steps — so it does not
 * compete with the first screen for the network or the main thread (docs/decisions/022: TBT, LCP).
 */
export function whenIdle(fn: () => void, timeoutMs = 3000): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => fn(), { timeout: timeoutMs });
    else window.setTimeout(fn, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
