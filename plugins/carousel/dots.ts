/**
 * Which pagination dots show and at what scale (docs/rules.md §9: at most 7 dots, scaled 0.5,
 * 0.75 and 1). With more slides than dots, a window of 7 follows the current slide; the two
 * dots at each edge of the window shrink (0.5 outermost, 0.75 next) where more slides lie
 * beyond that edge, so the shopper sees that the list goes on.
 */

/** The most dots a carousel shows. */
export const MAX_DOTS = 7;

/** One visible dot: the slide it stands for and its scale. */
export interface Dot {
  index: number;
  scale: 0.5 | 0.75 | 1;
}

/** The dots to show for `count` slides with slide `active` current. */
export function visibleDots(count: number, active: number): Dot[] {
  const n = Math.max(0, Math.floor(count));
  if (n <= MAX_DOTS) return Array.from({ length: n }, (_, index) => ({ index, scale: 1 }));
  const current = Math.min(Math.max(0, active), n - 1);
  const first = Math.min(Math.max(0, current - Math.floor(MAX_DOTS / 2)), n - MAX_DOTS);
  const moreBefore = first > 0;
  const moreAfter = first + MAX_DOTS < n;
  return Array.from({ length: MAX_DOTS }, (_, k) => {
    const fromEdge = Math.min(moreBefore ? k : Infinity, moreAfter ? MAX_DOTS - 1 - k : Infinity);
    const scale = fromEdge === 0 ? 0.5 : fromEdge === 1 ? 0.75 : 1;
    return { index: first + k, scale };
  });
}
