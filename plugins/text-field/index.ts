/**
 * Text fields v1 and v2 (native textbox; errors announced with aria-invalid, aria-describedby
 * and a `role="alert"` message) over `.text-field[data-comp-name]`: a textarea or input with an
 * optional `.text-field__count`, `.text-field__clear` and `.text-field__error`:
 * docs/rules.md §5 "Text fields".
 */
// Definitions import runtime/plugin, not the runtime/index barrel (boot reads every definition).
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: name, markers, trigger, lazy chunk. */
export const textField = definePlugin({
  name: 'text-field',
  markers: '.text-field[data-comp-name]',
  // A field is typed in only once it is on screen.
  trigger: 'visible',
  load: () => import('./TextField'),
});
