/**
 * Small-business registration (docs/rules.md §2 "SMB registration"): the B2B pages' "Register
 * your business" link `.js-smb-register`. Mounted when the link comes into view, so it is
 * listening before the shopper can click; a click that comes sooner follows the link itself.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition. */
export const smbRegister = definePlugin({
  name: 'smb-register',
  markers: '.js-smb-register',
  trigger: 'visible',
  load: () => import('./SmbRegister'),
});
