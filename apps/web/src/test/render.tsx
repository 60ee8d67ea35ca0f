import { render, type RenderResult } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppProviders } from '../app';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders one screen inside the real providers (Chakra, tRPC, React Query, toaster) and a
 * memory router where `path` shows `Component`; any other path shows its name as text
 * (so a navigation can be asserted: `await screen.findByText('route:/dashboard')`).
 */
export async function renderScreen(Component: () => ReactNode, { path = '/', otherPaths = [] as string[] } = {}): Promise<RenderResult> {
  const root = createRootRoute({ component: () => <Outlet /> });
  const main = createRoute({ getParentRoute: () => root, path, component: Component });
  const others = otherPaths.map((p) => createRoute({ getParentRoute: () => root, path: p, component: () => <p>route:{p}</p> }));
  const router = createRouter({ routeTree: root.addChildren([main, ...others]), history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router as never} />
    </AppProviders>,
  );
}
