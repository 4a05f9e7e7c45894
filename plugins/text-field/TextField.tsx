/**
 * One text field (native textbox, errors via aria-invalid + aria-describedby): the controller in
 * text-field-controller.ts drives the page's markup; the component starts it with the marker and
 * stops it (restoring the markup) when it unmounts. It renders nothing of its own.
 */
import { useLayoutEffect } from 'react';
import type { MarkerData, PluginProps } from '../../runtime/index';
import { createTextField, readTextField } from './text-field-controller';

/** Checks the marker holds a text field; throwing skips it with a warning naming the plugin. */
export function fromMarker(_data: MarkerData, element: HTMLElement): Record<string, never> {
  readTextField(element);
  return {};
}

/** The component the registry portals into each text field. */
export default function TextField({ element, guard }: PluginProps<Record<string, never>>) {
  // A layout effect: the field answers input from the task that mounted it.
  useLayoutEffect(
    () =>
      createTextField(element, {
        warn: (message) => console.warn(`storefront: plugin "text-field": ${message}`),
        wrap: (fn) => {
          const guarded = guard(fn, 'handler');
          return (...args) => void guarded(...args);
        },
      }),
    [element, guard],
  );
  return null;
}
