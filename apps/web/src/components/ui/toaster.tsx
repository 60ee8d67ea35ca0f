import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { TOAST_DURATION_MS } from '../../lib/constants';

/**
 * One toaster for the app (spec §9): at most 1 toast at a time, 5000 ms by default,
 * F8 moves focus to the toast region. Placement bottom-end (swipe right to dismiss).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(t) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {t.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {t.title ? <Toast.Title>{t.title}</Toast.Title> : null}
              {t.description ? <Toast.Description opacity="1">{t.description}</Toast.Description> : null}
            </Stack>
            {t.action ? <Toast.ActionTrigger>{t.action.label}</Toast.ActionTrigger> : null}
            <Toast.CloseTrigger aria-label="Dismiss notification" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Options of a toast: its duration and an optional action button (e.g. 'Undo'). */
export interface ToastOptions {
  duration?: number;
  action?: { label: string; onClick: () => void };
}

function show(type: ToastKind, title: string, description?: string, opts?: ToastOptions) {
  // Spec's TOAST_LIMIT is 1 and the newest toast wins: drop the current one (and any queued)
  // instead of letting Chakra queue the new one behind it.
  toaster.remove();
  return toaster.create({ type, title, description, duration: opts?.duration ?? TOAST_DURATION_MS, action: opts?.action });
}

/** `toast.success('✓ Profile Created!', 'Welcome to your wellness journey')`. */
export const toast = {
  success: (title: string, description?: string, opts?: ToastOptions) => show('success', title, description, opts),
  error: (title: string, description?: string, opts?: ToastOptions) => show('error', title, description, opts),
  info: (title: string, description?: string, opts?: ToastOptions) => show('info', title, description, opts),
  warning: (title: string, description?: string, opts?: ToastOptions) => show('warning', title, description, opts),
  dismiss: () => toaster.dismiss(),
};
