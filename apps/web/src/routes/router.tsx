import { createRouter } from '@tanstack/react-router';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { routeTree } from './route-tree';

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultPendingComponent: () => <FullPageSpinner />,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
