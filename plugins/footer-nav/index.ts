/**
 * Footer navigation (docs/rules.md §4 "Footer navigation"): the nv01 sitemap's category
 * accordions below 768 px, one open at a time, and the language panel where the site has more
 * than one language. Loaded when the browser is idle, not when the footer nears: collapsing the
 * categories of a footer already in view (a fast scroll) would pull the page up under the
 * shopper's eyes; at idle it is still far below (docs/rules.md §4 "Footer navigation").
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: the page footer as its marker, mounted when the browser is idle. */
export const footerNav = definePlugin({
  name: 'footer-nav',
  markers: 'footer.footer',
  trigger: 'idle',
  load: () => import('./FooterNav'),
});
