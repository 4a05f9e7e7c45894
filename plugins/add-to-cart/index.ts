/**
 * Add to cart (docs/rules.md §4 "Add to cart", "Cart id"): the product page's
 * `button.js-add-to-cart` (`data-modelcode`, `data-next-url`), and buy now (§7 "Store
 * interface"): `.js-buy-now` (`data-modelcode`). Nothing mounts at boot: the
 * document's one delegated interaction listener loads the chunk on the first hover, focus or
 * click, so a grid of a thousand buttons costs one listener.
 */
// Definitions import runtime/plugin only: every page loads the definitions chunk.
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: the add-to-cart buttons, mounted on interaction. */
export const addToCart = definePlugin({
  name: 'add-to-cart',
  markers: '.js-add-to-cart,.js-buy-now',
  trigger: 'interaction',
  load: () => import('./AddToCart'),
});
