/**
 * Canada's delivery province selector (docs/rules.md §4 "Delivery selector"): a native
 * `select.delivery-selector__select` inside `.delivery-selector`, on the ca and ca_fr pages.
 * Mounted when the browser is idle, so the select shows the stored province soon after load.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition. */
export const deliverySelector = definePlugin({
  name: 'delivery-selector',
  markers: '.delivery-selector',
  trigger: 'idle',
  load: () => import('./DeliverySelector'),
});
