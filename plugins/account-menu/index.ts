/**
 * Account menu (docs/rules.md §2, §6): the header's before-login and after-login blocks, on the
 * v4 header (`nv00-gnb-v4__utility-wrap`), the older nv00-gnb one and the legacy gnb one
 * (`before-login-context` / `after-login-context`). The block that matches the session shows;
 * the menu opens on hover and on the keyboard on desktop, on tap on mobile; the signed-in block
 * shows the shopper's name, the rewards link only for rewards members, and signs out through the
 * session service. Below 1280 px the header's account icon and the drawer's account list follow
 * the session too: the signed-out ones link to sign-in, the signed-in ones to the shopper's page.
 */
// Definitions import runtime/plugin only: every page loads the definitions chunk.
import { definePlugin } from '../../runtime/plugin';

export const accountMenu = definePlugin({
  name: 'account-menu',
  // The desktop blocks (`.nv00-gnb-v4__utility-wrap`), the phone header's account icon and the
  // drawer's account list: the header's parts that are for one session or the other, in the
  // three header generations. The legacy gnb header's are its `li.gnb__login` / `li.gnb__logout`
  // and the drawer's list, which holds both sessions' parts: it is one block (its parts are lists
  // and a name, where a mounted plugin's host may not go).
  markers: ':is(.nv00-gnb-v4,.nv00-gnb) :is(.before-login,.after-login),.gnb__login,.gnb__logout,.gnb__utility-mobile',
  trigger: 'eager',
  load: () => import('./AccountMenu'),
});
