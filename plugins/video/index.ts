/**
 * Video widgets (docs/rules.md §2 "Video widgets"): `.video-widget` holding its video data as
 * JSON (mp4, youtube, brightcove, aparat, url), mounted within 200 px of the viewport, so a
 * third-party player's script loads only when such a video is about to be seen.
 */
// Definitions import runtime/plugin, not the runtime/index front door: every page loads the
// definitions chunk, and whatever the front door re-exports would land in it.
import { definePlugin } from '../../runtime/plugin';

/** The plugin definition: name, markers, trigger, lazy chunk. */
export const video = definePlugin({
  name: 'video',
  markers: '.video-widget',
  trigger: 'visible',
  load: () => import('./Video'),
});
