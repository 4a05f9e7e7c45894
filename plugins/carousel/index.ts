/**
 * Carousel: swiper over the legacy `.swiper-container.basic-swiper` markup (home key visual,
 * product carousels, the header's featured list), with autoplay, play/stop button, dots and
 * arrows (docs/rules.md §4, §9). Swiper and the carousel load only when a carousel comes
 * within 200 px of the viewport.
 */
// Definitions import runtime/plugin, not the runtime/index front door: every page loads the
// definitions chunk, and whatever the front door re-exports would land in it.
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: name, markers, trigger, lazy chunk. */
export const carousel = definePlugin({
  name: 'carousel',
  markers: '.swiper-container.basic-swiper',
  trigger: 'visible',
  load: () => import('./Carousel'),
});
