/**
 * One tooltip (WAI-ARIA Disclosure pattern): the controller in tooltip-controller.ts drives the
 * page's markup; the component starts it with the Expand / Collapse texts from page data (the
 * marker's `data-expand-text` / `data-collapse-text`) and stops it
 * (restoring the markup) when it unmounts. It renders nothing of its own.
 */
import { useLayoutEffect } from 'react';
import type { MarkerData, PluginProps } from '../../runtime/index';
import { createTooltip, readTooltip } from './tooltip-controller';

/** Checks the marker holds a tooltip; throwing skips it with a warning naming the plugin. */
export function fromMarker(_data: MarkerData, element: HTMLElement): Record<string, never> {
  readTooltip(element);
  return {};
}

/** The component the registry portals into each tooltip. */
export default function Tooltip({ element, guard }: PluginProps<Record<string, never>>) {
  // Read from the marker, not through the runtime barrel: the barrel would split the renderer's
  // shared chunk (as it did for the cookie bar). The English words stand in when data is missing.
  const expand = element.dataset.expandText || 'Expand';
  const collapse = element.dataset.collapseText || 'Collapse';
  // A layout effect: the tooltip answers presses from the task that mounted it.
  useLayoutEffect(
    () =>
      createTooltip(element, { expand, collapse }, {
        wrap: (fn) => {
          const guarded = guard(fn, 'handler');
          return (...args) => void guarded(...args);
        },
      }),
    [element, guard, expand, collapse],
  );
  return null;
}
