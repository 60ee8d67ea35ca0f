import { useSyncExternalStore } from 'react';

/**
 * The app's one polite live region (docs/decisions/115-keyboard-and-screen-reader.md): the page's
 * name after a route change, the day's done count after a tick, a check-in's result. Changes are
 * said once, in words: a screen reader reads the region when its text changes, so the same words
 * twice in a row are cleared first and set again on the next frame.
 */
let message = '';
let serial = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function announce(text: string): void {
  const words = text.trim();
  if (!words) return;
  const mine = ++serial;
  if (words === message) {
    message = '';
    emit();
    const again = () => {
      if (serial !== mine) return;
      message = words;
      emit();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(again);
    else setTimeout(again, 0);
    return;
  }
  message = words;
  emit();
}

/** What the region says now (tests). */
export function announced(): string {
  return message;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Rendered once, by the app shell; visually hidden, never focusable. */
export function Announcer() {
  const text = useSyncExternalStore(subscribe, () => message, () => '');
  return (
    <div id="cadence-announcer" className="cadence-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}
