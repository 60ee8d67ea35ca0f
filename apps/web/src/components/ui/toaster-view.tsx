import { Toaster as ChakraToaster, Portal, Spinner, Stack, type CreateToasterReturn } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { Toast } from './chakra-scoped';
import { toaster } from './toaster-store';
import { useSwipeDismiss } from './use-swipe-dismiss';

type ToastData = Parameters<CreateToasterReturn['create']>[0] & { id?: string };

/**
 * The toast sits at the bottom, over the page (the whole width on phones, bottom-end on wider
 * screens): while it is shown its height is the page's bottom scroll padding (what is focused next
 * scrolls clear of it), and the control that has focus now — the one just pressed — is scrolled up
 * above it if it would be covered (docs/decisions/115).
 */
const TOASTER_INSET_PX = 24;

function keepFocusClear(el: HTMLElement | null): (() => void) | undefined {
  if (!el) return undefined;
  const root = document.documentElement;
  let cleared = false;
  // Measured whenever its size changes: the toast may be laid out (or grow) a frame after it mounts.
  const measure = () => {
    if (!(el.offsetHeight > 0)) return;
    // Its layout height plus the toaster's bottom inset: the box itself may still be mid-animation.
    const covered = el.offsetHeight + TOASTER_INSET_PX;
    root.style.setProperty('--cadence-toast-h', `${Math.ceil(covered)}px`);
    if (cleared) return;
    cleared = true;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !el.contains(active)) {
      const overlap = active.getBoundingClientRect().bottom + 12 - (window.innerHeight - covered);
      if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' });
    }
  };
  measure();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
  observer?.observe(el);
  // The browser scrolls a newly focused element clear of the scroll padding, but a text field only
  // as far as its caret: after its own scroll, anything focused that the toast still covers is
  // scrolled up above it (when it fits).
  const onFocusIn = (e: FocusEvent) => {
    const target = e.target;
    if (!(target instanceof HTMLElement) || el.contains(target)) return;
    requestAnimationFrame(() => {
      const r = target.getBoundingClientRect();
      const t = el.getBoundingClientRect();
      const overlaps = r.left < t.right && r.right > t.left && r.bottom > t.top - 8 && r.top < t.bottom;
      const header = document.querySelector('.cadence-topnav')?.getBoundingClientRect().bottom ?? 0;
      const by = r.bottom - t.top + 12;
      if (overlaps && r.top - by >= header) window.scrollBy({ top: by, behavior: 'instant' });
    });
  };
  document.addEventListener('focusin', onFocusIn);
  return () => {
    observer?.disconnect();
    document.removeEventListener('focusin', onFocusIn);
    root.style.removeProperty('--cadence-toast-h');
  };
}

/** The spec's own titles start with '✓' ('✓ Plan Adapted'): an icon beside them read as a double tick. */
const startsWithTick = (title: unknown) => typeof title === 'string' && title.startsWith('✓');

/** One toast: swipe it to the right (≥ 50 px, spec §9) or press its close button to dismiss it. */
function SwipeableToast({ t }: { t: ToastData }) {
  const { offset, handlers } = useSwipeDismiss(() => toaster.dismiss(t.id));
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => keepFocusClear(root.current), []);
  // Only a toast with an action ('Undo') joins the Tab order; the others are read from the live
  // region and leave by themselves (docs/decisions/115): Tab no longer cycles through them.
  const tabbable = t.action ? undefined : -1;
  return (
    <Toast.Root
      ref={root}
      tabIndex={tabbable}
      // Heard through the app's live region when it is created (toaster.tsx), not a second time here.
      aria-live="off"
      width={{ md: 'sm' }}
      data-testid="toast"
      touchAction="pan-y"
      style={offset ? { translate: `${offset}px 0`, opacity: Math.max(0.3, 1 - offset / 200), transition: 'none' } : undefined}
      {...handlers}
    >
      {t.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : startsWithTick(t.title) ? null : <Toast.Indicator data-testid="toast-indicator" />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {t.title ? <Toast.Title>{t.title}</Toast.Title> : null}
        {t.description ? <Toast.Description opacity="1">{t.description}</Toast.Description> : null}
      </Stack>
      {t.action ? <Toast.ActionTrigger>{t.action.label}</Toast.ActionTrigger> : null}
      <Toast.CloseTrigger aria-label="Dismiss notification" tabIndex={tabbable} />
    </Toast.Root>
  );
}

/** Renders the app's toasts (see `toaster.tsx`). */
export function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-live="off">
        {(t) => <SwipeableToast t={t} />}
      </ChakraToaster>
    </Portal>
  );
}
