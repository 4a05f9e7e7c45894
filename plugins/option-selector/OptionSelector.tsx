/**
 * One option selector (colours or capacities; WAI-ARIA Radio Group pattern with the page's
 * own radios): the controller in option-controller.ts drives the page's markup; the component
 * starts it with the marker and stops it (restoring the markup) when it unmounts. It renders
 * nothing of its own.
 */
import { useLayoutEffect } from 'react';
import type { MarkerData, PluginProps } from '../../runtime/index';
import { createOptionSelector, readOptions } from './option-controller';

/** Checks the marker holds radio options; throwing skips it with a warning naming the plugin. */
export function fromMarker(_data: MarkerData, element: HTMLElement): Record<string, never> {
  readOptions(element);
  return {};
}

/** The component the registry portals into each option selector. */
export default function OptionSelector({ element, guard }: PluginProps<Record<string, never>>) {
  // A layout effect: the summary is in step with the radios from the task that mounted it.
  useLayoutEffect(
    () =>
      createOptionSelector(element, {
        warn: (message) => console.warn(`storefront: plugin "option-selector": ${message}`),
        wrap: (fn) => {
          const guarded = guard(fn, 'handler');
          return (...args) => void guarded(...args);
        },
      }),
    [element, guard],
  );
  return null;
}
