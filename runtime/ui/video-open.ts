/**
 * What opening a video loads (docs/architecture.md "Popups"): the popup manager (focus trap,
 * scroll lock, history) and the video popup, without the kit's layer and message popups.
 */
import { openPopup } from './popup-manager';
import { showVideo, type VideoOptions } from './video-popup';

/** Opens the video popup; false when the source was refused (a warning names the field). */
export const openVideo = (src: unknown, options: VideoOptions): boolean => !!showVideo(openPopup, src, options);
