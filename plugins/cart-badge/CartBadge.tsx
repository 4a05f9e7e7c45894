/**
 * The badge's count as text inside the legacy `span.gnb-cart-count[aria-live=polite]`, after
 * its visually hidden "Number of Products :" label, so screen readers hear both. The span is
 * shown only when the count is above 0 (docs/rules.md §5).
 */
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { useRuntime, type PluginProps } from '../../runtime/index';
import { badgeCount, subscribeBadgeCount } from './badge-count';

/** The cart badge of one header copy. */
export default function CartBadge({ element, guard }: PluginProps) {
  const { bus } = useRuntime();
  const subscribe = useCallback((onChange: () => void) => subscribeBadgeCount(bus, guard, onChange), [bus, guard]);
  const count = useSyncExternalStore(subscribe, badgeCount);

  useLayoutEffect(() => {
    // The legacy markup ships the span with style="display:none"; the badge owns that now,
    // before paint, so a count never shows in a hidden badge or an empty one flashes.
    element.style.display = count > 0 ? '' : 'none';
  }, [element, count]);

  return count > 0 ? <>{count}</> : null;
}
