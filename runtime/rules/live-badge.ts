/**
 * docs/rules.md §2 live-streaming menu badges: shown only inside one of their listed start/end
 * windows (runtime/rules/live-window.ts). A file of its own: only the header menu from JSON uses
 * it, and the video widget, which shares the window rule, does not load it.
 */
import { liveShoppingStatus } from './live-window';

/** One listed badge window as authored. */
export interface LiveWindow {
  start?: unknown;
  end?: unknown;
}

/** docs/rules.md §2: a live-streaming badge shows only while `now` is inside one of the listed windows. */
export function isLiveBadgeShown(now: unknown, windows: unknown): boolean {
  if (!Array.isArray(windows)) return false;
  return windows.some((w) => typeof w === 'object' && w !== null && liveShoppingStatus(now, (w as LiveWindow).start, (w as LiveWindow).end) === 'live');
}
