import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

const loadRouteChange = () => import('./route-change');

/**
 * After a route change (not the first load): focus moves to the new page's h1 and the app's live
 * region says the page's name; the document title follows every route (docs/decisions/115). The
 * work is in ./route-change.ts, its own small chunk: only the previous page's heading and focus are
 * noted here, synchronously, as the navigation starts.
 */
export function useRouteFocus(pathname: string, pageTitle: string | undefined): void {
  const router = useRouter();
  const before = useRef<{ heading: Element | null; active: Element | null }>({ heading: null, active: null });
  const firstLoad = useRef(true);

  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (e) => {
        if (e.pathChanged) before.current = { heading: document.querySelector('#main h1'), active: document.activeElement };
      }),
    [router],
  );

  useEffect(() => {
    const change = firstLoad.current ? null : before.current;
    firstLoad.current = false;
    let stop: (() => void) | undefined;
    let live = true;
    void loadRouteChange().then((m) => {
      if (live) stop = m.afterRouteChange(pageTitle, change);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [pathname, pageTitle]);
}
