/**
 * Privacy consent layer (docs/rules.md §4 "Privacy consent layer", §7 identity preferences and
 * agreeStorePolicy): the page's `#layerPrivacy`. Mounted when the browser is idle; it does
 * nothing until the shopper is signed in, then opens the layer when a required consent is
 * missing.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: the privacy layer as its marker, mounted when the browser is idle. */
export const privacyConsent = definePlugin({
  name: 'privacy-consent',
  markers: '#layerPrivacy',
  trigger: 'idle',
  load: () => import('./PrivacyConsent'),
});
