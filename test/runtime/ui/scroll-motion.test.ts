/**
 * The shared scroll tween (docs/rules.md §9): the store's easing cubic-bezier(0.4, 0, 0.2, 1)
 * against reference values sampled independently, the frame-by-frame tween on a controlled
 * clock, cancel, and the jump to the end under reduced motion.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STANDARD_EASING, cubicBezier, tween } from '../../../runtime/ui/controls/scroll-motion';

const motion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  motion(false);
});
afterEach(() => vi.useRealTimers());

describe('easing', () => {
  it('cubic-bezier(0.4, 0, 0.2, 1) matches the curve sampled at 25, 50 and 75 %', () => {
    // Reference values from a dense sampling of the Bézier curve, not from this code.
    expect(STANDARD_EASING(0.25)).toBeCloseTo(0.2366, 3);
    expect(STANDARD_EASING(0.5)).toBeCloseTo(0.7756, 3);
    expect(STANDARD_EASING(0.75)).toBeCloseTo(0.9594, 3);
    expect([STANDARD_EASING(0), STANDARD_EASING(1), STANDARD_EASING(-1), STANDARD_EASING(2)]).toEqual([0, 1, 0, 1]);
  });

  it('the linear curve is the identity', () => {
    const linear = cubicBezier(1 / 3, 1 / 3, 2 / 3, 2 / 3);
    for (const x of [0.1, 0.37, 0.9]) expect(linear(x)).toBeCloseTo(x, 4);
  });
});

describe('tween', () => {
  it('moves from the start to the end over the given time, eased, then calls done once', () => {
    const seen: number[] = [];
    const done = vi.fn();
    tween(1000, 0, 600, STANDARD_EASING, (v) => seen.push(v), done);
    vi.advanceTimersByTime(300);
    const half = seen.at(-1)!;
    // About half the time has passed; the ease-out curve is past its middle (0.7756 → 224 px left).
    expect(half).toBeGreaterThan(150);
    expect(half).toBeLessThan(320);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(seen.at(-1)).toBe(0);
    expect(done).toHaveBeenCalledTimes(1);
    // Never overshoots.
    expect(seen.every((v) => v >= 0 && v <= 1000)).toBe(true);
  });

  it('cancel stops it where it is, without done', () => {
    const seen: number[] = [];
    const done = vi.fn();
    const cancel = tween(0, 500, 200, STANDARD_EASING, (v) => seen.push(v), done);
    vi.advanceTimersByTime(100);
    cancel();
    const at = seen.length;
    vi.advanceTimersByTime(500);
    expect(seen.length).toBe(at);
    expect(seen.at(-1)).toBeLessThan(500);
    expect(done).not.toHaveBeenCalled();
  });

  it('under reduced motion it jumps to the end at once', () => {
    motion(true);
    const seen: number[] = [];
    const done = vi.fn();
    tween(800, 0, 600, STANDARD_EASING, (v) => seen.push(v), done);
    expect(seen).toEqual([0]);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
