/**
 * Whether a video widget should be playing (docs/rules.md §4 "Video widgets"): the shopper's
 * own choice wins; scroll-play plays only while the video is in view; autoplay plays once the
 * video has first been in view, and on; with reduced motion nothing starts by itself.
 */

/** docs/rules.md §4: a widget's state as the page shows it (`data-video-state`). */
export type VideoState = 'stop' | 'play' | 'pause';

export interface PlaybackInput {
  autoplay: boolean;
  scrollplay: boolean;
  reducedMotion: boolean;
  /** At least half of the video is in the viewport. */
  visible: boolean;
  /**
   * At least half of the video has been in the viewport (or the browser cannot tell): a widget
   * mounted out of sight, in a carousel's next slide, does not autoplay unseen.
   */
  seen: boolean;
  /** The shopper's last press of the play/pause button, if any. */
  choice: 'play' | 'pause' | null;
}

/** True when the video should be playing now. */
export function shouldPlay({ autoplay, scrollplay, reducedMotion, visible, seen, choice }: PlaybackInput): boolean {
  if (choice === 'pause') return false;
  // A shopper's play holds while in view; scroll-play still pauses it out of view.
  if (choice === 'play') return scrollplay ? visible : true;
  if (reducedMotion) return false;
  if (scrollplay) return visible;
  return autoplay && seen;
}

/** The share of the video that must be in view for scroll-play and to start autoplay (docs/rules.md §9). */
export const SCROLL_PLAY_RATIO = 0.5;
