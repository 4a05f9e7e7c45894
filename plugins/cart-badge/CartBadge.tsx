/**
 * The badge's count as text inside the legacy `span.gnb-cart-count[aria-live=polite]`, after
 * its visually hidden "Number of Products :" label, so screen readers hear both. The span is
 * shown only when the count is above 0 (SPEC §5).
 */
import { useEffect, useState } from 'react';
import { cartBadgeCount, readCookie, useRuntime, type PluginProps } from '../../runtime/index';

/** The cart badge of one header copy. */
export default function CartBadge({ element, guard }: PluginProps) {
  const { bus } = useRuntime();
  const [count, setCount] = useState(() => cartBadgeCount(readCookie('cartCount')));

  useEffect(() => bus.on('cart:count', guard(({ count: raw }) => setCount(cartBadgeCount(raw)))), [bus, guard]);

  useEffect(() => {
    // Another tab may have changed the cart: re-read the cookie when this one is shown again.
    const reread = guard(() => document.visibilityState === 'visible' && setCount(cartBadgeCount(readCookie('cartCount'))));
    document.addEventListener('visibilitychange', reread);
    return () => document.removeEventListener('visibilitychange', reread);
  }, [guard]);

  useEffect(() => {
    // The legacy markup ships the span with style="display:none"; the badge owns that now.
    element.style.display = count > 0 ? '' : 'none';
  }, [element, count]);

  return count > 0 ? <>{count}</> : null;
}
