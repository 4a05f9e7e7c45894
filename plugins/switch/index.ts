/**
 * On/off switch (WAI-ARIA Switch pattern) over the legacy switch markup
 * (`[data-comp-name="switch"]`: a `role="switch"` button with `aria-checked`, an optional
 * hidden `.switch__input` checkbox carrying the value to forms): docs/rules.md §4 "Switch".
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: name, markers, trigger, lazy chunk. */
export const switchControl = definePlugin({
  name: 'switch',
  // The class with the component attribute: the same element, in fewer bytes of boot (at its limit).
  markers: '.switch[data-comp-name]',
  // A switch is only pressed once it is on screen.
  trigger: 'visible',
  load: () => import('./Switch'),
});
