import { Toaster as ChakraToaster, Portal, Spinner, Stack, type CreateToasterReturn } from '@chakra-ui/react';
import { Toast } from './chakra-scoped';
import { toaster } from './toaster-store';
import { useSwipeDismiss } from './use-swipe-dismiss';

type ToastData = Parameters<CreateToasterReturn['create']>[0] & { id?: string };

/** The spec's own titles start with '✓' ('✓ Plan Adapted'): an icon beside them read as a double tick. */
const startsWithTick = (title: unknown) => typeof title === 'string' && title.startsWith('✓');

/** One toast: swipe it to the right (≥ 50 px, spec §9) or press its close button to dismiss it. */
function SwipeableToast({ t }: { t: ToastData }) {
  const { offset, handlers } = useSwipeDismiss(() => toaster.dismiss(t.id));
  return (
    <Toast.Root
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
      <Toast.CloseTrigger aria-label="Dismiss notification" />
    </Toast.Root>
  );
}

/** Renders the app's toasts (see `toaster.tsx`). */
export function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(t) => <SwipeableToast t={t} />}
      </ChakraToaster>
    </Portal>
  );
}
