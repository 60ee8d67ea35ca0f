/** Public profile path for a slug. */
export function publicProfilePath(slug: string): string {
  return `/p/${encodeURIComponent(slug)}`;
}
