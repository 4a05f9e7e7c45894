/**
 * Login layer (docs/rules.md §2 "login layer popup", §5): the `#layerLogin` popup's form
 * container hosts the sign-in form. The layer stays hidden until its button opens it through
 * the overlay kit, so the form's chunk loads only when the layer comes into view.
 */
// Definitions import runtime/plugin only: every page loads the definitions chunk.
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: the login layer's form container as marker, mounted when shown. */
export const loginLayer = definePlugin({
  name: 'login-layer',
  markers: '#layerLogin .layer-popup__form',
  trigger: 'visible',
  load: () => import('./LoginLayer'),
});
