/** Whether the person asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Celebration confetti: canvas-confetti is bundled and loaded on demand (its own chunk, never a
 * CDN); skipped under prefers-reduced-motion. Failures are harmless and only logged.
 */
export async function celebrate(): Promise<void> {
  if (prefersReducedMotion()) return;
  let canvas: HTMLCanvasElement | null = null;
  try {
    const { default: confetti } = await import('canvas-confetti');
    // Our own canvas and no web worker: the default instance would start a blob: worker, which
    // the Content-Security-Policy (worker-src 'self') rightly refuses.
    canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '2000' });
    document.body.appendChild(canvas);
    const fire = confetti.create(canvas, { resize: true, useWorker: false });
    await fire({ particleCount: 120, spread: 75, origin: { y: 0.6 }, disableForReducedMotion: true, colors: ['#0f766e', '#14b8a6', '#99f6e4', '#f59e0b', '#f472b6'] });
  } catch (err) {
    console.warn('[onboarding] confetti unavailable', err);
  } finally {
    canvas?.remove();
  }
}
