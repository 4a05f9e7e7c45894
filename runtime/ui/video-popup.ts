/**
 * The video popup (docs/rules.md §2 "Other UI": modal, 16:9 or 9:16; §9 "Video aspect"): a
 * WAI-ARIA dialog, labelled by its title, holding a same-origin `<video>` and a close button.
 * It is built when opened and removed when closed; closing (button, Esc, dimmed area, Back)
 * pauses the video, rewinds it and unloads its source, so nothing plays or downloads on. Its
 * own chunk, loaded with the popup manager's the first time a video opens (not the kit's layer
 * and message popups) and handed the manager's `openPopup`. Its words come from the dictionary
 * ('Video', 'Close'), the Korean site's defaults in Korean.
 */
import { allowedLink } from '../rules/allowed-link';
import type { PopupHandle, PopupOptions } from './popup-manager';

/** How a video popup is asked for. */
export interface VideoOptions {
  /** A portrait (9:16) video; default landscape (16:9). */
  vertical?: boolean;
  /** The dialog's title (default: the dictionary's 'Video'). */
  title?: string;
  /** Gets focus back on close (default: what had focus when it opened). */
  opener?: HTMLElement | null;
  /** The name the refusal warning gives the source (`data-video-src` for a button); default 'src'. */
  field?: string;
}

/** The dictionary's word for `key` (the Korean site's default in Korean), read when a video opens. */
function word(key: string, english: string, korean: string): string {
  const api = window.storefront;
  const fallback = api?.page.siteCode === 'sec' ? korean : english;
  return api ? api.t(key, fallback) : fallback;
}

let serial = 0;

/**
 * The absolute URL of `src` when a page may play it: the page's host or the site's allowed
 * hosts, http(s) only (docs/architecture.md "Redirects"). Otherwise null and a warning naming
 * the field: `javascript:`, `data:`, other sites and non-strings open nothing.
 */
export function videoSource(src: unknown, allowedHosts: readonly string[] = [], field = 'src'): string | null {
  const url = typeof src === 'string' ? allowedLink(src, { pageUrl: location.href, allowedHosts }) : null;
  if (!url) console.warn(`storefront: popup.video: ${field} is not a video this page may play: ${typeof src === 'string' ? JSON.stringify(src.slice(0, 60)) : typeof src}`);
  return url;
}

function closeButton(label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'layer-popup__close';
  const text = document.createElement('span');
  text.className = 'hidden';
  text.textContent = label;
  // The header's close icon from the sprite; the text above names the button.
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', 'icon');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('aria-hidden', 'true');
  const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
  use.setAttribute('href', '#delete-bold');
  svg.append(use);
  button.append(text, svg);
  return button;
}

/** Stops the video for good: paused, back at 0, source dropped so the download stops too. */
function unload(video: HTMLVideoElement): void {
  video.pause();
  video.currentTime = 0;
  video.removeAttribute('src');
  video.load();
}

/**
 * Opens a video popup for the checked `src` through `openPopup` (the kit's popup manager).
 * Returns the open popup's handle, or null when the source is refused (nothing opens).
 */
export function showVideo(openPopup: (options: PopupOptions) => PopupHandle, src: unknown, options: VideoOptions): PopupHandle | null {
  const url = videoSource(src, window.storefront?.site.redirectHosts, options.field);
  if (!url) return null;
  // A page script may pass anything: a title that is not a string is a mistake, shown as text.
  let heading = options.title as unknown;
  if (heading !== undefined && typeof heading !== 'string') {
    console.warn(`storefront: popup.video: title must be a string, got ${heading === null ? 'null' : typeof heading}`);
    heading = heading === null ? '' : String(heading);
  }
  const words = { title: (heading as string | undefined) || word('Video', 'Video', '동영상'), close: word('Close', 'Close', '닫기') };
  const id = `sf-video-${++serial}`;
  const popup = document.createElement('div');
  popup.className = `layer-popup video-popup video-popup--${options.vertical === true ? '9x16' : '16x9'}`;
  popup.setAttribute('role', 'dialog');
  popup.setAttribute('aria-labelledby', `${id}-title`);
  const title = document.createElement('p');
  title.className = 'layer-popup__title';
  title.id = `${id}-title`;
  title.textContent = words.title;
  const frame = document.createElement('div');
  frame.className = 'video-popup__frame';
  const video = document.createElement('video');
  video.className = 'video-popup__video';
  video.controls = true;
  video.playsInline = true;
  video.preload = 'metadata';
  video.setAttribute('aria-label', words.title);
  video.src = url;
  frame.append(video);
  const close = closeButton(words.close);
  popup.append(title, frame, close);
  popup.style.display = 'block';
  document.body.append(popup);

  const handle = openPopup({
    element: popup,
    opener: options.opener ?? null,
    onClose: () => {
      unload(video);
      popup.remove();
    },
  });
  close.addEventListener('click', () => handle.close('button'));
  // Opened by a click, so the browser lets it play; where it does not, the controls are there.
  video.play()?.catch(() => {});
  return handle;
}
