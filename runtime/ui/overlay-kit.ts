/**
 * The overlay kit: the popup chunk behind `runtime/ui/overlay.ts`, loaded when a popup first opens or a
 * layer button is first used (docs/architecture.md "Popups"). Button words come from the
 * dictionary (`window.storefront.t`), the page's words when it has none; the Korean site's
 * default is '확인' (docs/rules.md §8: the alert button reads 'confirm' in Korean).
 */
import { openLayer } from './layer-popup';
import { messageText, showMessage } from './message-popup';
import type { OverlayApi } from './overlay';
import { openPopup } from './popup-manager';

type VideoChunk = typeof import('./video-popup');
let videoChunk: Promise<VideoChunk> | undefined;

/** The video popup's chunk, loaded by the first video; a failed load is tried again on the next one. */
function loadVideo(): Promise<VideoChunk> {
  videoChunk ??= import('./video-popup').catch((error: unknown) => {
    videoChunk = undefined;
    throw error;
  });
  return videoChunk;
}

/** Button words, read when a popup opens (the dictionary may arrive after the kit). */
function words(): { ok: string; cancel: string; close: string; video: string } {
  const api = window.storefront;
  const korean = api?.page.siteCode === 'sec';
  const t = (key: string, fallback: string) => (api ? api.t(key, fallback) : fallback);
  return { ok: t('OK', korean ? '확인' : 'OK'), cancel: t('Cancel', korean ? '취소' : 'Cancel'), close: t('Close', korean ? '닫기' : 'Close'), video: t('Video', korean ? '동영상' : 'Video') };
}

const optional = (value: unknown, field: string) => (value === undefined ? undefined : messageText(value, field));

/** The kit, as `overlay` hands calls to it (the snack bar is a chunk of its own: it needs no focus trap). */
export const overlayKit: Omit<OverlayApi, 'toast'> = {
  openLayer: async (id, opener) => openLayer(id, opener),
  confirm(text, options = {}) {
    const { ok, cancel } = words();
    return showMessage({
      title: optional(options.title, 'title'),
      text: messageText(text, 'text'),
      ok: optional(options.ok, 'ok') ?? ok,
      cancel: optional(options.cancel, 'cancel') ?? cancel,
    });
  },
  async video(src, options = {}) {
    let chunk: VideoChunk;
    try {
      chunk = await loadVideo();
    } catch (error) {
      console.warn(`storefront: popup.video: the video popup did not load (${error instanceof Error ? error.message : String(error)})`);
      return false;
    }
    const w = words();
    const title = optional(options.title, 'title') || w.video;
    const hosts = window.storefront?.site.redirectHosts ?? [];
    const shape = { vertical: options.vertical === true, opener: options.opener ?? null, field: options.field ?? 'src' };
    return !!chunk.showVideo(openPopup, src, shape, { title, close: w.close }, hosts);
  },
  async alert(text, options = {}) {
    await showMessage({
      title: optional(options.title, 'title'),
      text: messageText(text, 'text'),
      ok: optional(options.button, 'button') ?? words().ok,
    });
  },
};
