import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toaster } from './toaster';

/** Renders the app's toasts (see `toaster.tsx`). */
export function ToasterView() {
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
