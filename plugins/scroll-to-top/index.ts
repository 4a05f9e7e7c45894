/**
 * Scroll-to-top (WAI-ARIA Button pattern) over `.scroll-top[data-comp-name="scroll-top"]`
 * (`button.scroll-top__button`): docs/rules.md §4 "Scroll-to-top", §9.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: name, markers, trigger, lazy chunk. */
export const scrollToTop = definePlugin({
  name: 'scroll-to-top',
  markers: '.scroll-top[data-comp-name]',
  // The button is hidden until the visitor has scrolled: nothing is needed before the page settles.
  trigger: 'idle',
  load: () => import('./ScrollToTop'),
});
