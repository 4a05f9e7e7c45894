/**
 * Notice banner (docs/rules.md §4 "Notice banner"): a `.notice-banner` strip at the top of the
 * content, either a toggle (its title button shows and hides the notice text) or closable (a
 * close button hides it). Loaded on the first interaction with it; the click that loaded it is
 * the one it answers.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: the notice banner as its marker, mounted on the first interaction. */
export const noticeBanner = definePlugin({
  name: 'notice-banner',
  markers: '.notice-banner',
  trigger: 'interaction',
  load: () => import('./NoticeBanner'),
});
