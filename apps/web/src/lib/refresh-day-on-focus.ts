import type { QueryClient } from '@tanstack/react-query';

/** The queries of "the day" (tRPC keys): today's plan, today's log, the motivation card. */
const DAY_QUERIES = [[['plan', 'today']], [['logs', 'get']], [['plan', 'motivation']]] as const;

/**
 * When she comes back to the app (the tab or the window shown again), the day's queries are marked stale and the
 * ones on screen read again: a dashboard left open in another tab or on another device shows the day as stored,
 * not the one it loaded hours ago (docs/decisions/095-task-identity.md). The spec's defaults stay (§9: data
 * never goes stale on its own, no refetch on focus for everything else); this is the day's explicit refresh.
 * Returns the unsubscribe function.
 */
export function refreshDayOnFocus(queryClient: QueryClient): () => void {
  if (typeof document === 'undefined') return () => undefined;
  let away = false;
  const refresh = () => {
    for (const queryKey of DAY_QUERIES) void queryClient.invalidateQueries({ queryKey: queryKey as unknown as readonly unknown[] });
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') away = true;
    else if (away) {
      away = false;
      refresh();
    }
  };
  // Two windows side by side both stay visible: focus moving back to this one counts as coming back.
  const onBlur = () => {
    away = true;
  };
  const onFocus = () => {
    if (!away) return;
    away = false;
    refresh();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('blur', onBlur);
  window.addEventListener('focus', onFocus);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('blur', onBlur);
    window.removeEventListener('focus', onFocus);
  };
}
