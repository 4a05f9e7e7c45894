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

/** Button words, read when a popup opens (the dictionary may arrive after the kit). */
function words(): { ok: string; cancel: string } {
  const api = window.storefront;
  const korean = api?.page.siteCode === 'sec';
  const t = (key: string, fallback: string) => (api ? api.t(key, fallback) : fallback);
  return { ok: t('OK', korean ? '확인' : 'OK'), cancel: t('Cancel', korean ? '취소' : 'Cancel') };
}

const optional = (value: unknown, field: string) => (value === undefined ? undefined : messageText(value, field));

/**
 * The kit, as `overlay` hands calls to it (the snack bar is a chunk of its own: it needs no focus
 * trap; the video popup is another, handed the kit's popup manager as `popup`).
 */
export const overlayKit: Omit<OverlayApi, 'toast' | 'video'> & { popup: typeof openPopup } = {
  popup: openPopup,
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
  async alert(text, options = {}) {
    await showMessage({
      title: optional(options.title, 'title'),
      text: messageText(text, 'text'),
      ok: optional(options.button, 'button') ?? words().ok,
    });
  },
};
