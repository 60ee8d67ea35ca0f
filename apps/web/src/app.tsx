import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Toaster } from './components/ui/toaster';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, trpc } from './lib/trpc';
import { OutboxSync } from './platform/outbox/outbox-sync';
import { createAppRouter } from './routes/router';
import { getSystem } from './theme';
import { GLOBAL_CSS_ELEMENT_ID } from './theme/global-css-id';

/**
 * The theme system for ChakraProvider. When index.html already carries Chakra's global CSS (built
 * in by src/theme/global-css-plugin.ts), the provider must not build and insert it again at run
 * time: same system, empty `_global`. Without that <style> (component tests) Chakra inserts it.
 */
function providerSystem(): SystemContext {
  const system = getSystem();
  const inlined = typeof document !== 'undefined' && document.getElementById(GLOBAL_CSS_ELEMENT_ID) !== null;
  if (!inlined) return system;
  // Copy without reading `_global`: it is a lazy getter (patches/@chakra-ui__react*.patch), and
  // reading it would build the very CSS index.html already has.
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(system)) as SystemContext;
  Object.defineProperty(copy, '_global', { value: [] });
  return copy;
}

/** Chakra + tRPC + React Query + the toaster. Tests wrap components with this too. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [qc] = useState(() => queryClient ?? createQueryClient());
  const [trpcClient] = useState(() => createTrpcClient());
  const [sys] = useState(providerSystem);
  return (
    <ChakraProvider value={sys}>
      <trpc.Provider client={trpcClient} queryClient={qc}>
        <QueryClientProvider client={qc}>
          <OutboxSync />
          {children}
          <Toaster />
        </QueryClientProvider>
      </trpc.Provider>
    </ChakraProvider>
  );
}

/** The splash painted by index.html before any script: gone once the first screen has rendered (docs/decisions/091). */
export const BOOT_SPLASH_ID = 'boot-splash';

function removeBootSplashWhenRendered(router: ReturnType<typeof createAppRouter>) {
  // Removed once the first route's own screen is on it; should a load resolve without rendering
  // (it does not today), a second later all the same.
  const remove = () => document.getElementById(BOOT_SPLASH_ID)?.remove();
  router.subscribe('onRendered', remove);
  router.subscribe('onResolved', () => setTimeout(remove, 1000));
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(() => {
    const created = createAppRouter();
    removeBootSplashWhenRendered(created);
    return created;
  });
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
