/**
 * Wishlist toggle: the plugin guide's complete example (docs/plugin-guide.md). It enhances
 * the product cards' legacy wishlist buttons (`button.js-wishlist-btn`, on the home, listing
 * and business templates): a click adds the product to the wishlist cookie or removes it.
 * The definition is plain data (name, markers, trigger, chunk); everything else lives in the
 * chunk, so boot does not grow with the number of plugins.
 */
// Definitions import runtime/plugin, not the runtime/index front door: every page loads the
// definitions chunk, and whatever the front door re-exports would land in it.
import { definePlugin } from '../../../runtime/plugin';

/** The plugin definition: name, markers, trigger, lazy chunk. */
export const wishlistToggle = definePlugin({
  name: 'wishlist-toggle',
  markers: '.js-wishlist-btn',
  // Nothing downloads until a shopper reaches for a button (hover, press, focus, key, click).
  trigger: 'interaction',
  load: () => import('./WishlistToggle'),
});
