/**
 * Option selector (WAI-ARIA Radio Group pattern, native radios) over the legacy colour and
 * capacity selectors (`[data-comp-name="option-selector"]`): docs/rules.md §4 "Option selector".
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: name, markers, trigger, lazy chunk. */
export const optionSelector = definePlugin({
  name: 'option-selector',
  markers: '[data-comp-name="option-selector"]',
  // The summary, arrows and tooltip matter once the selector is on screen, not before.
  trigger: 'visible',
  load: () => import('./OptionSelector'),
});
