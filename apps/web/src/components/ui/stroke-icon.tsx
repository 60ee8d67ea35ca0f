import type { ReactNode } from 'react';

/** A decorative line icon in the text colour (hidden from screen readers: its button has the label). */
export function StrokeIcon({ size, strokeWidth = 2, children }: { size: number; strokeWidth?: number; children: ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round">
      {children}
    </svg>
  );
}
