/**
 * Scroll-to-top (WAI-ARIA Button pattern): the controller in scroll-to-top-controller.ts
 * drives the page's button; the component starts it with the marker and stops it (restoring
 * the markup) when it unmounts. It renders nothing of its own.
 */
import { useLayoutEffect } from 'react';
import type { MarkerData, PluginProps } from '../../runtime/index';
import { createScrollToTop, readScrollTop } from './scroll-to-top-controller';

/** Checks the marker holds the button; throwing skips it with a warning naming the plugin. */
export function fromMarker(_data: MarkerData, element: HTMLElement): Record<string, never> {
  readScrollTop(element);
  return {};
}

/** The component the registry portals into the scroll-to-top marker. */
export default function ScrollToTop({ element, guard }: PluginProps<Record<string, never>>) {
  useLayoutEffect(
    () =>
      createScrollToTop(element, {
        warn: (message) => console.warn(`storefront: plugin "scroll-to-top": ${message}`),
        wrap: (fn) => {
          const guarded = guard(fn, 'handler');
          return (...args) => void guarded(...args);
        },
      }),
    [element, guard],
  );
  return null;
}
