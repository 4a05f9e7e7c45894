/**
 * Layer buttons (docs/rules.md §2 "Other UI": layer popups open from buttons carrying a target
 * popup id): the legacy `js-layer-open` buttons with `data-div-id="#layer…"` open that layer
 * popup through the overlay kit. Nothing loads until a shopper reaches for such a button.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: layer buttons as markers, loaded on interaction. */
export const layerPopup = definePlugin({
  name: 'layer-popup',
  // The cart button carries data-div-id="#layerEmptyCart" too, but it is a link to the cart:
  // whether the cart is empty is the cart's decision, not a layer button's.
  markers: '.js-layer-open[data-div-id]:not(.js-global-cart-btn),[data-div-id^="#layer"]:not(.js-global-cart-btn)',
  trigger: 'interaction',
  load: () => import('./LayerButton'),
});
