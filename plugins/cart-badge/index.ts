/**
 * Cart count badge (docs/rules.md §5: capped at 99, non-numeric → 0, hidden at 0): portalled into the
 * header's existing `span.gnb-cart-count` (desktop and mobile copies), count from the
 * `s_ecom_sc_cnt` cookie, then from `cart:count` on the bus.
 */
// Definitions import runtime/plugin, not the runtime/index barrel: every page loads the
// definitions chunk, and whatever the barrel re-exports would land in it.
import { definePlugin } from '../../runtime/plugin';

export const cartBadge = definePlugin({
  name: 'cart-badge',
  markers: '.gnb-cart-count',
  trigger: 'eager',
  load: () => import('./CartBadge'),
});
