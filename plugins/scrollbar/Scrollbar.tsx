/**
 * Custom scrollbar (no WAI-ARIA pattern: the panel stays the native, focusable scroll
 * container; the drawn bar is aria-hidden): the controller in scrollbar-controller.ts drives
 * the page's markup; the component starts it and stops it (restoring the markup) on unmount.
 */
import { useLayoutEffect } from 'react';
import type { MarkerData, PluginProps } from '../../runtime/index';
import { createScrollbar, readScrollbar } from './scrollbar-controller';

/** Checks the marker holds a panel; throwing skips it with a warning naming the plugin. */
export function fromMarker(_data: MarkerData, element: HTMLElement): Record<string, never> {
  readScrollbar(element);
  return {};
}

/** The component the registry portals into each scrollbar marker. */
export default function Scrollbar({ element, guard }: PluginProps<Record<string, never>>) {
  useLayoutEffect(() => {
    const bar = createScrollbar(element, {
      warn: (message) => console.warn(`storefront: plugin "scrollbar": ${message}`),
      wrap: (fn) => {
        const guarded = guard(fn, 'handler');
        return (...args) => void guarded(...args);
      },
    });
    return () => bar.stop();
  }, [element, guard]);
  return null;
}
