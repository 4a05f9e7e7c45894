/**
 * US discount store (docs/rules.md §4 "US discount store"): the discount bar `.epp-bar-wrap`
 * (logo, welcome, savings, SPECIAL OFFERS and EXIT STORE) and the store chooser
 * `.epp-store-list` of the default discount-program page.
 */
// Definitions import runtime/plugin only: every page loads the definitions chunk.
import { definePlugin } from '../../runtime/plugin';

export const discountBar = definePlugin({
  name: 'discount-bar',
  markers: '.epp-bar-wrap,.epp-store-list',
  trigger: 'eager',
  load: () => import('./DiscountBar'),
});
