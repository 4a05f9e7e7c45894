/**
 * One cart count for every badge on the page: the cookie is read once and re-read when the
 * tab is hidden or shown again, however many badges are mounted (a header has two; a page may
 * add more). On that re-read a missing cookie is no count: the badge keeps what the session
 * check or a cart reply published (docs/rules.md §5 "Cart badge").
 * Each badge hears `cart:count` through its own bus scope, so a badge that leaves takes only
 * its own listener with it; the count is shared, so a repeated count changes nothing.
 */
import { readCookie, type Bus } from '../../runtime/index';
import { cartBadgeCount } from '../../runtime/rules/cart-badge';

type Listener = () => void;
const listeners = new Set<Listener>();
let count = 0;
let stop: (() => void) | null = null;

function set(next: number) {
  if (next === count) return;
  count = next;
  listeners.forEach((l) => l());
}

/** The count badges show (already capped; 0 = hidden). Read from the cookie while no badge listens. */
export function badgeCount(): number {
  return stop ? count : cartBadgeCount(readCookie('cartCount'));
}

/**
 * Subscribes a badge; the first one starts listening to the cookie and the bus, the last one
 * to leave stops. `guard` reports a failing listener for the plugin.
 */
export function subscribeBadgeCount(bus: Bus, guard: <A extends unknown[]>(fn: (...a: A) => void) => (...a: A) => void, listener: Listener): () => void {
  listeners.add(listener);
  if (!stop) {
    // Read as the tab is hidden too: the badges are out of sight then, and a count set then is
    // the one shown when the tab comes back.
    const reread = guard(() => {
      const raw = readCookie('cartCount');
      if (raw !== undefined) set(cartBadgeCount(raw));
    });
    let off = () => {};
    // Live before subscribing: the bus replays a cart:count that came before any badge at once.
    stop = () => {
      off();
      document.removeEventListener('visibilitychange', reread);
      stop = null;
    };
    count = cartBadgeCount(readCookie('cartCount'));
    document.addEventListener('visibilitychange', reread);
  }
  // A payload that is not an object (null from a page's script) is a count of nothing: 0.
  const off = bus.on('cart:count', guard((payload) => set(cartBadgeCount((payload as { count?: unknown } | null)?.count))));
  return () => {
    off();
    listeners.delete(listener);
    if (!listeners.size) stop?.();
  };
}
