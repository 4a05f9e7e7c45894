/**
 * Country selector banner (docs/rules.md §4 "Country selector"): the legacy nv16
 * `aside.nv16-country-selector` shows until the shopper closes it (`cookiesaccepted-countries`)
 * or chooses a country (`cookie_country`, 999 days). Loaded when the browser is idle. The banner
 * sits in the flow at the very top, as on the live site (fixed, it would cover the header's
 * logo and search): showing it pushes the page down once, before the shopper has scrolled.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: the nv16 banner as its marker, mounted when the browser is idle. */
export const countrySelector = definePlugin({
  name: 'country-selector',
  markers: 'aside.nv16-country-selector',
  trigger: 'idle',
  load: () => import('./CountrySelector'),
});
