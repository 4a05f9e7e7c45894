/**
 * Tooltips (WAI-ARIA Disclosure pattern: a button with `aria-expanded` shows a `role="tooltip"`
 * box) over `.tooltip[data-comp-name]`: docs/rules.md §5 "Text fields" (Enter opens) and §8
 * (Expand / Collapse texts from page data).
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: name, markers, trigger, lazy chunk. */
export const tooltip = definePlugin({
  name: 'tooltip',
  markers: '.tooltip[data-comp-name]',
  // A tooltip is only pressed once it is on screen.
  trigger: 'visible',
  load: () => import('./Tooltip'),
});
