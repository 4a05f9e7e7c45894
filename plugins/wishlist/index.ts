/**
 * Wishlist buttons (docs/rules.md §3 "Wishlist entry", §5): the product cards'
 * `button.js-wishlist-btn` (`data-sku`, `data-add-text`, `data-added-text`,
 * `data-product-name`). Nothing mounts at boot: the document's one delegated interaction
 * listener loads the chunk on a shopper's first hover, focus or click, so a grid of a thousand
 * cards costs one listener.
 */
// Definitions import runtime/plugin only: every page loads the definitions chunk.
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: the wishlist buttons, mounted on interaction. */
export const wishlist = definePlugin({
  name: 'wishlist',
  markers: '.js-wishlist-btn',
  trigger: 'interaction',
  load: () => import('./WishlistButton'),
});
