/**
 * Account menu (docs/rules.md §2, §6): the v4 header's `nv00-gnb-v4__utility-wrap` before-login
 * and after-login blocks. The block that matches the session shows; the menu opens on hover and
 * on the keyboard on desktop, on tap on mobile; the signed-in block shows the shopper's name,
 * the rewards link only for rewards members, and signs out through the session service.
 */
// Definitions import runtime/plugin only: every page loads the definitions chunk.
import { definePlugin } from '../../runtime/plugin';

export const accountMenu = definePlugin({
  name: 'account-menu',
  markers: '.nv00-gnb-v4__utility-wrap.before-login,.nv00-gnb-v4__utility-wrap.after-login',
  trigger: 'eager',
  load: () => import('./AccountMenu'),
});
