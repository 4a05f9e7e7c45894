/**
 * The tab strip's geometry rules (docs/rules.md §9 "Animation and interaction"): the selected
 * tab scrolls into view with a 56 design-px margin, and each arrow is disabled within 4 px of
 * its end of the strip. Pure functions of measured boxes, so they hold in both directions.
 */

/** Margin kept between the selected tab and the strip's edge (design px = CSS px here). */
export const SCROLL_MARGIN = 56;
/** An arrow is disabled when the strip is this close to its end. */
export const ARROW_THRESHOLD = 4;

/** A horizontal extent in viewport coordinates. */
export interface Span {
  left: number;
  right: number;
}

/**
 * How far (CSS px, positive = rightwards) the strip must scroll so `tab` sits inside `view`
 * with `margin` on both sides; 0 when it already does. A tab wider than the room left aligns
 * its start edge.
 */
export function scrollDelta(tab: Span, view: Span, rtl = false, margin = SCROLL_MARGIN): number {
  const before = tab.left - (view.left + margin);
  const after = tab.right - (view.right - margin);
  // Wider than the room, wherever it is: its start edge (the right one right to left) lines up.
  if (tab.right - tab.left > view.right - view.left - 2 * margin) return rtl ? after : before;
  if (before < 0) return before;
  if (after > 0) return after;
  return 0;
}

/** A scroller's position along the reading direction. */
export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/**
 * Whether the strip is at its start and at its end, within `threshold` px. Right to left,
 * Chromium counts scrollLeft from 0 at the start (the right edge) down to negative values.
 */
export function stripEnds(box: ScrollBox, threshold = ARROW_THRESHOLD): { atStart: boolean; atEnd: boolean } {
  const fromStart = Math.abs(box.scrollLeft);
  const toEnd = box.scrollWidth - box.clientWidth - fromStart;
  return { atStart: fromStart <= threshold, atEnd: toEnd <= threshold };
}
