/**
 * Footer navigation (docs/rules.md §4 "Footer navigation"): the nv01 sitemap's category
 * accordions below 768 px, one open at a time, and the language panel where the site has more
 * than one language. Loaded when the footer scrolls into view.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: the page footer as its marker, mounted when it becomes visible. */
export const footerNav = definePlugin({
  name: 'footer-nav',
  markers: 'footer.footer',
  trigger: 'visible',
  load: () => import('./FooterNav'),
});
