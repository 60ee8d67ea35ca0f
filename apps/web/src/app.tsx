import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Toaster } from './components/ui/toaster';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, trpc } from './lib/trpc';
import { createAppRouter } from './routes/router';
import { system } from './theme';

/** Chakra + tRPC + React Query + the toaster. Tests wrap components with this too. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [qc] = useState(() => queryClient ?? createQueryClient());
  const [trpcClient] = useState(() => createTrpcClient());
  return (
    <ChakraProvider value={system}>
      <trpc.Provider client={trpcClient} queryClient={qc}>
        <QueryClientProvider client={qc}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </trpc.Provider>
    </ChakraProvider>
  );
}

export function App() {
  const [router] = useState(() => createAppRouter());
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
