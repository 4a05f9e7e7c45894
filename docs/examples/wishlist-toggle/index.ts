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
  addText: string;
  addedText: string;
  productName: string;
}

// A product code as the wishlist cookie stores it (runtime/rules/cookie-lists.ts).
const PRODUCT_CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;

/** The plugin definition: name, markers, trigger, props, lazy component. */
export const wishlistToggle = definePlugin<WishlistToggleProps>({
  name: 'wishlist-toggle',
  markers: '.js-wishlist-btn',
  // Nothing downloads until a shopper reaches for a button (hover, press, focus, key, click).
  trigger: 'interaction',
  // data-sku="SM-S938BZKEUB" arrives as data.sku, data-add-text as data.addText. Throwing
  // skips this marker with a console warning; the other buttons still work.
  props: ({ data }) => {
    const sku = (data.sku ?? '').trim();
    if (!PRODUCT_CODE.test(sku)) throw new Error(`data-sku should be a product code, got ${JSON.stringify(sku.slice(0, 40))}`);
    return {
      sku,
      addText: data.addText || 'Add to Wishlist',
      addedText: data.addedText || 'Added to Wishlist',
      productName: data.productName ?? '',
    };
  },
  load: () => import('./WishlistToggle'),
});
