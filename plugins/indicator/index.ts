/**
 * Indicator: label and dot indicators that pick one of their items (and its panel) by click,
 * arrow keys or auto rolling (docs/rules.md §2 "Indicator", §4 "Indicator rolling"). The home key visual's
 * indicator is driven by its carousel, so it is left out of the markers.
 */
// Definitions import runtime/plugin, not the runtime/index front door: every page loads the
// definitions chunk, and whatever the front door re-exports would land in it.
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: name, markers, trigger, lazy chunk. */
export const indicator = definePlugin({
  name: 'indicator',
  markers: '.indicator[data-type]:not(.home-kv-carousel__indicator-wrap)',
  trigger: 'visible',
  load: () => import('./Indicator'),
});
