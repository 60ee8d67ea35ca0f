/**
 * Focuses the first h1 inside `container` — now, or as soon as it is rendered (a lazy step or page
 * shows a spinner first) — made focusable with tabindex=-1 and drawn without a ring: it is where
 * reading starts, not a control (docs/decisions/115). `skip` is a heading that must not be taken
 * for the new one (the previous page's, still on screen). Returns a function that stops waiting.
 */
export function focusHeadingWhenShown(container: ParentNode, { skip = null, timeoutMs = 15_000, canFocus = () => true }: { skip?: Element | null; timeoutMs?: number; canFocus?: () => boolean } = {}): () => void {
  const tryFocus = (): boolean => {
    // Not one React keeps hidden (display: none) behind a Suspense fallback: the step or page that
    // is being replaced, whose heading cannot take focus.
    const h1 = [...container.querySelectorAll<HTMLElement>('h1')].find((h) => h.closest('[hidden], [style*="display: none"]') === null);
    if (!h1 || (h1 === skip && h1.isConnected)) return false;
    if (canFocus()) {
      if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
      h1.focus();
    }
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(container instanceof Document ? container.body : (container as Node), { childList: true, subtree: true });
  return stop;
}
