/**
 * Wishlist toggle: the plugin guide's complete example (docs/plugin-guide.md). It enhances
 * the product cards' legacy wishlist buttons (`button.js-wishlist-btn`, on the home, listing
 * and business templates): a click adds the product to the wishlist cookie or removes it.
 * The definition is all boot sees; keep it this small.
 */
// Definitions import runtime/plugin, not the runtime/index front door: boot imports every
// definition, and whatever the front door re-exports would land in the boot code.
import { definePlugin } from '../../../runtime/plugin';

/** What the component reads from a wishlist button's data-* attributes. */
export interface WishlistToggleProps {
  sku: string;
  addText?: string | undefined;
  addedText?: string | undefined;
  productName?: string | undefined;
}

/** The plugin definition: name, markers, trigger, props, lazy component. */
export const wishlistToggle = definePlugin<WishlistToggleProps>({
  name: 'wishlist-toggle',
  markers: '.js-wishlist-btn',
  // Nothing downloads until a shopper reaches for a button (hover, press, focus, key, click).
  trigger: 'interaction',
  // data-sku="SM-S938BZKEUB" arrives as data.sku, data-add-text as data.addText. Throwing
  // skips this marker with a console warning; the other buttons still work. This function
  // runs in the boot code: keep it short, and leave defaults and wording to the component.
  props: ({ data: { sku = '', addText, addedText, productName } }) => {
    if (!/^\w[\w./-]{0,63}$/.test(sku)) throw new Error(`data-sku is not a product code: ${sku.slice(0, 40)}`);
    return { sku, addText, addedText, productName };
  },
  load: () => import('./WishlistToggle'),
});
