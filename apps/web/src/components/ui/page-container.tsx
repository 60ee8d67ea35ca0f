import type { HTMLAttributes } from 'react';

export interface PageContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** Narrower than the default 5xl (64rem) for forms and reading. */
  maxW?: 'lg' | 'xl' | '2xl' | '3xl';
}

/**
 * Standard page width and padding (mobile-first). A plain element with the static class of
 * src/theme/content-styles.ts: every screen renders one (docs/decisions/022: no run-time styling).
 */
export function PageContainer({ maxW, className, ...rest }: PageContainerProps) {
  return <div className={className ? `cadence-page ${className}` : 'cadence-page'} data-width={maxW} {...rest} />;
}
