/**
 * One on/off switch (WAI-ARIA Switch pattern): the controller in switch-controller.ts drives
 * the page's markup; the component starts it with the marker and stops it (restoring the
 * markup) when it unmounts. It renders nothing of its own.
 */
import { useLayoutEffect } from 'react';
import type { MarkerData, PluginProps } from '../../runtime/index';
import { createSwitch, readSwitch } from './switch-controller';

/** Checks the marker holds a switch; throwing skips it with a warning naming the plugin. */
export function fromMarker(_data: MarkerData, element: HTMLElement): Record<string, never> {
  readSwitch(element);
  return {};
}

/** The component the registry portals into each switch. */
export default function Switch({ element, event, guard }: PluginProps<Record<string, never>>) {
  // A layout effect: the switch answers presses from the task that mounted it; a click that
  // came while its code loaded turns it over once.
  useLayoutEffect(
    () =>
      createSwitch(
        element,
        {
          warn: (message) => console.warn(`storefront: plugin "switch": ${message}`),
          wrap: (fn) => {
            const guarded = guard(fn, 'handler');
            return (...args) => void guarded(...args);
          },
        },
        event,
      ),
    [element, event, guard],
  );
  return null;
}
