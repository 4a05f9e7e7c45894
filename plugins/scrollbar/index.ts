/**
 * Custom scrollbar over `[data-comp-name="scrollbar"]` (a `.scrollbar__content` panel, an
 * optional `.scrollbar__track` with its `.scrollbar__thumb`): docs/rules.md §4 "Custom
 * scrollbar", §9.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: name, markers, trigger, lazy chunk. */
export const scrollbar = definePlugin({
  name: 'scrollbar',
  markers: '.scrollbar[data-comp-name]',
  // The panel scrolls natively until then; the drawn bar matters once it is on screen.
  trigger: 'visible',
  load: () => import('./Scrollbar'),
});
