/**
 * Live-streaming menu badges (docs/rules.md §2): a badge shows only while the current time is
 * inside one of its windows, and is checked again each time a window starts or ends while the
 * page is open. One timer for all badges, set to the nearest change.
 */
import { isLiveBadgeShown } from '../../runtime/rules/live-badge';
import { nextLiveChange, type MenuLiveWindow } from '../../runtime/rules/menu-json';

/** The time source and timers (the page's own, or a controlled one in tests). */
export interface MenuClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** The page's clock. */
export const pageClock: MenuClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
};

/** One badge and the windows it shows in. */
export interface LiveBadge {
  element: HTMLElement;
  windows: readonly MenuLiveWindow[];
}

/** Browsers run a longer timeout at once; a later change is reached in steps of this. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Shows each badge inside its windows only, from now on; returns the stop function (clears the timer). */
export function scheduleLiveBadges(badges: readonly LiveBadge[], clock: MenuClock): () => void {
  let timer: unknown = null;
  let stopped = false;
  const windows = badges.flatMap((b) => b.windows);
  const check = (): void => {
    timer = null;
    if (stopped) return;
    const now = clock.now();
    for (const badge of badges) badge.element.hidden = !isLiveBadgeShown(now, badge.windows);
    const next = nextLiveChange(windows, now);
    if (next !== null) timer = clock.setTimeout(check, Math.min(next - now, MAX_DELAY_MS));
  };
  check();
  return () => {
    stopped = true;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
}
