/**
 * "When a control disappears, focus moves to what replaced it" (docs/decisions/115). A control
 * that is swapped for another — 'Start Check-In' for 'Check In Again' when the plan arrives, a
 * follow-up's buttons for its reply — carries a `data-focus-id` shared with its replacement (or
 * names it with `data-focus-next`). When the focused element leaves the document and focus falls to
 * <body>, focus goes to the element with that id as soon as it is rendered (deferred renders take a
 * few frames), unless she has moved focus herself by then. A part that goes away as a whole (a
 * form that closes) names where focus goes next for everything inside it with `data-focus-next`.
 */
const WAIT_MS = 3000;

export function installFocusRescue(doc: Document = document): () => void {
  let last: { el: Element; key: string | null } | null = null;
  // The last focused element outside any dialog: a dialog that closes returns focus to its trigger,
  // and when the trigger itself was replaced meanwhile (the check-in's answer changed the page), to
  // the trigger's replacement.
  let outside: { el: Element; key: string | null } | null = null;
  const inDialog = (el: Element) => el.closest('[role=dialog], [role=alertdialog]') !== null;
  let waiting: { key: string; until: number } | null = null;

  // The nearest `data-focus-next` (on the control or on a part that goes away as a whole, like a
  // form), else the id of the nearest part with a `data-focus-id` (replaced by its twin).
  const keyOf = (el: Element): string | null =>
    el.closest('[data-focus-next]')?.getAttribute('data-focus-next') ?? el.closest('[data-focus-id]')?.getAttribute('data-focus-id') ?? null;
  const onFocusIn = (e: FocusEvent) => {
    if (!(e.target instanceof Element)) return;
    last = { el: e.target, key: keyOf(e.target) };
    if (inDialog(e.target)) dialogFocus.add(e.target);
    else outside = last;
    waiting = null;
  };
  const dialogFocus = new WeakSet<Element>();
  const inDialogWhenFocused = (entry: { el: Element }) => dialogFocus.has(entry.el);
  const lost = () => {
    const active = doc.activeElement;
    return !active || active === doc.body;
  };
  const attempt = (key: string): boolean => {
    const target = doc.querySelector<HTMLElement>(`[data-focus-id="${CSS.escape(key)}"]`);
    if (!target) return false;
    const focusable = target.matches('a[href], button, input, select, textarea, [tabindex]') ? target : target.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
    const el = focusable ?? target;
    if (!el.hasAttribute('tabindex') && el === target && !focusable) el.setAttribute('tabindex', '-1');
    el.focus();
    return true;
  };
  const observer = new MutationObserver(() => {
    if (waiting) {
      if (!lost() || Date.now() > waiting.until) waiting = null;
      else if (attempt(waiting.key)) waiting = null;
      return;
    }
    if (!last || last.el.isConnected || !lost()) return;
    const key = last.key ?? (inDialogWhenFocused(last) && outside && !outside.el.isConnected ? outside.key : null);
    if (!key) return;
    last = null;
    if (!attempt(key)) waiting = { key, until: Date.now() + WAIT_MS };
  });
  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
