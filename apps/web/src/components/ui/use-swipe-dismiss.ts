import { TOAST_SWIPE_THRESHOLD_PX } from '@cadence/domain';
import { useRef, useState, type PointerEvent } from 'react';

/**
 * Swipe-to-dismiss toward the right (spec §9: 50 px threshold) for a toast. Returns the current
 * drag offset (to render) and the pointer handlers (mouse, pen and touch). A drag that starts on
 * a button (close, action) is left to the button. Pair with `touch-action: pan-y` on the element
 * so vertical scrolling still works on phones.
 */
export function useSwipeDismiss(onDismiss: () => void, threshold = TOAST_SWIPE_THRESHOLD_PX) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const s = start.current;
    if (!s || s.pointerId !== e.pointerId) return;
    start.current = null;
    const dx = e.clientX - s.x;
    if (!cancelled && dx >= threshold) onDismiss();
    else setOffset(0);
  };

  return {
    offset,
    handlers: {
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        if (e.button !== 0 || (e.target as Element).closest('button, a')) return;
        start.current = { x: e.clientX, pointerId: e.pointerId };
        e.currentTarget.setPointerCapture?.(e.pointerId);
      },
      onPointerMove: (e: PointerEvent<HTMLElement>) => {
        const s = start.current;
        if (s && s.pointerId === e.pointerId) setOffset(Math.max(0, e.clientX - s.x));
      },
      onPointerUp: (e: PointerEvent<HTMLElement>) => end(e, false),
      onPointerCancel: (e: PointerEvent<HTMLElement>) => end(e, true),
    },
  };
}
