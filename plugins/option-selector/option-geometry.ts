/**
 * The option list's geometry: its arrows are disabled within 4 px of either end, as the tab
 * strip's (docs/rules.md §4 "Option selector"), and the chosen option is scrolled
 * into view whole. Pure functions of measured boxes, so they hold in both directions.
 */
/** An arrow is disabled when the list is this close to its end (as the tab strip's arrows). */
export const ARROW_THRESHOLD = 4;

/**
 * Whether a horizontal scroller is at its start and at its end, within the threshold. Right to
 * left, Chromium counts scrollLeft from 0 at the start down to negative values.
 */
export function listEnds(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): { atStart: boolean; atEnd: boolean } {
  const fromStart = Math.abs(box.scrollLeft);
  return { atStart: fromStart <= ARROW_THRESHOLD, atEnd: box.scrollWidth - box.clientWidth - fromStart <= ARROW_THRESHOLD };
}

/** How far (CSS px, positive = rightwards) the list must scroll to show `item` whole; 0 when it does. */
export function revealDelta(item: { left: number; right: number }, view: { left: number; right: number }): number {
  if (item.left < view.left) return item.left - view.left;
  if (item.right > view.right) return item.right - view.right;
  return 0;
}

