/**
 * Dropdown and menu selects (WAI-ARIA listbox; menu button in link mode) over the legacy
 * `.menu[data-comp-name="menu"]` markup: a hidden `select.menu__select` and its
 * `button.menu__select-field` (docs/rules.md §2, §4 "Dropdown/menu", §5 "Keyboard", §9).
 * The header's country selector is left to the country-selector banner, which owns it.
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: name, markers, trigger, lazy chunk. */
export const select = definePlugin({
  name: 'select',
  markers: '[data-comp-name="menu"]:not(.nv16-country-selector__menu > *)',
  // The page renders the chosen text; the list is needed only once a shopper reaches for it.
  trigger: 'interaction',
  load: () => import('./Select'),
});
