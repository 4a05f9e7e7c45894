/**
 * Animated scrolling shared by scroll-to-top and the custom scrollbar (docs/rules.md §9
 * "Layout and interaction"): a CSS-style cubic-bezier easing, the reduced-motion check, and a
 * frame-by-frame tween. Each frame only writes a scroll position; nothing measures layout.
 */

/** An easing: progress 0..1 in, eased progress out. */
export type Easing = (x: number) => number;

const coord = (t: number, p1: number, p2: number) => 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t;

/** The easing CSS writes `cubic-bezier(x1, y1, x2, y2)`; x1 and x2 must lie in 0..1. */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): Easing {
  return (x) => {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    // x(t) rises monotonically for x1, x2 in 0..1, so halving finds t to well under a pixel.
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (coord(mid, x1, x2) < x) lo = mid;
      else hi = mid;
    }
    return coord((lo + hi) / 2, y1, y2);
  };
}

/** The store's standard easing, cubic-bezier(0.4, 0, 0.2, 1). */
export const STANDARD_EASING = cubicBezier(0.4, 0, 0.2, 1);

/** Whether the visitor asked for less motion: animations then jump to their end. */
export const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Tweens from `from` to `to` over `ms`, calling `set` once per frame with the eased value and
 * `done` after the last. Under reduced motion (or `ms` 0) it sets the end at once. Returns
 * the cancel, which stops without calling `done`.
 */
export function tween(from: number, to: number, ms: number, ease: Easing, set: (value: number) => void, done?: () => void): () => void {
  if (ms <= 0 || from === to || reducedMotion()) {
    set(to);
    done?.();
    return () => {};
  }
  let start = -1;
  let frame = 0;
  const step = (now: number) => {
    if (start < 0) start = now;
    const x = Math.min(1, (now - start) / ms);
    set(from + (to - from) * ease(x));
    if (x < 1) frame = requestAnimationFrame(step);
    else done?.();
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
