/**
 * What the registry loads with the first mount, in one lazy chunk: the Mounter (the renderer)
 * and the helpers only mounting needs (making an instance, giving a marker back, waiting for the
 * page's stylesheets before the first mount). Pages with
 * no marker to mount never download them; boot stays small.
 */
export { createMounter } from './mount';
export { createInstance } from './instance';
export { detachHost } from './marker-host';
export { stylesReady } from './styles-ready';
