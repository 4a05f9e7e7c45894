/**
 * The message part of the overlay kit behind `runtime/ui/overlay.ts` (confirm and alert), loaded
 * when a message first opens (docs/architecture.md "Popups"); layer popups and the video popup
 * are parts of their own over the same popup manager. Button words come from the
 * dictionary (`window.storefront.t`), the page's words when it has none; the Korean site's
 * default is '확인' (docs/rules.md §8: the alert button reads 'confirm' in Korean).
 */
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

/** The message calls, as `overlay` hands them on; `popup` is the manager's open, for plugins that build their own popup. */
export const overlayKit: Pick<OverlayApi, 'confirm' | 'alert'> & { popup: typeof openPopup } = {
  popup: openPopup,
  // `?? {}`: a default does not replace the null a page's script may pass.
  confirm(text, given) {
    const options = given ?? {};
    const { ok, cancel } = words();
    return showMessage({
      title: optional(options.title, 'title'),
      text: messageText(text, 'text'),
      ok: optional(options.ok, 'ok') ?? ok,
      cancel: optional(options.cancel, 'cancel') ?? cancel,
    });
  },
  async alert(text, given) {
    const options = given ?? {};
    await showMessage({
      title: optional(options.title, 'title'),
      text: messageText(text, 'text'),
      ok: optional(options.button, 'button') ?? words().ok,
    });
  },
};
