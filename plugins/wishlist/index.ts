/**
 * Wishlist buttons (docs/rules.md §3 "Wishlist entry", §5): the product cards'
 * `button.js-wishlist-btn` (`data-sku`, `data-add-text`, `data-added-text`,
 * `data-product-name`). A button mounts when it comes near the viewport, so the hearts in view
 * show the shopper's list at load, or on an interaction first (the registry's delegated
 * listener hands the click over); a grid of a thousand cards mounts only the few in view.
 */
// Definitions import runtime/plugin only: every page loads the definitions chunk.
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: the wishlist buttons, mounted when near the viewport or on interaction. */
export const wishlist = definePlugin({
  name: 'wishlist',
  markers: '.js-wishlist-btn',
  trigger: 'visible',
  load: () => import('./WishlistButton'),
});
