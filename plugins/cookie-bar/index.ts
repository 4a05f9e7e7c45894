/**
 * Cookie bar (docs/rules.md §2 "Other UI", §4 "Cookie bar"): the legacy COD01 `.cookie-bar`
 * shows until the shopper accepts or closes it; both record `cookiesaccepted` for 90 days.
 * Loaded when the browser is idle: the bar is fixed above the page, so showing it late moves
 * nothing, and a page that already has the cookie only pays for a tiny chunk.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: the cookie bar as its marker, mounted when the browser is idle. */
export const cookieBar = definePlugin({
  name: 'cookie-bar',
  markers: '.cookie-bar',
  trigger: 'idle',
  load: () => import('./CookieBar'),
});
