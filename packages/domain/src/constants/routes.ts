/** Public profile path for a slug. */
export function publicProfilePath(slug: string): string {
  return `/p/${encodeURIComponent(slug)}`;
}

/** Most procedure calls one tRPC batch may carry (the API refuses more; clients split at this size). */
export const TRPC_MAX_BATCH_CALLS = 10;
