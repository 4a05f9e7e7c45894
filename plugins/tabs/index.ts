/**
 * Tabs (WAI-ARIA Tabs pattern, automatic activation) over the legacy tab component
 * (`[data-comp-name="tab"]`: a `[role=tablist]` of `[role=tab]` buttons, panels named by
 * `aria-controls`, optional `.tab__arrow--prev|--next`): docs/rules.md §4 "Tabs", §9.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: name, markers, trigger, lazy chunk. */
export const tabs = definePlugin({
  name: 'tabs',
  markers: '[data-comp-name="tab"]',
  // The selected tab and the arrows' state matter once the strip is on screen, not before.
  trigger: 'visible',
  load: () => import('./Tabs'),
});
