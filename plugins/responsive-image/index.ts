/**
 * Responsive image: the legacy `img.image__main` with `data-src` or `data-desktop-src` /
 * `data-mobile-src` loads lazily (200 ms within 200 px of the viewport) at the width the
 * viewport and pixel ratio call for (docs/rules.md §9).
 */
// Definitions import runtime/plugin, not the runtime/index front door: every page loads the
// definitions chunk, and whatever the front door re-exports would land in it.
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: name, markers, trigger, lazy chunk. */
export const responsiveImage = definePlugin({
  name: 'responsive-image',
  markers: 'img.image__main[data-src],img.image__main[data-desktop-src]',
  trigger: 'visible',
  load: () => import('./ResponsiveImage'),
});
