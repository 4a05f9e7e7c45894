/**
 * The popups the session services show on a page.
 *
 * OVERLAY WIRING: this is the one place that connects the session to the page's popups. Until
 * the overlay kit (`runtime/ui/overlay`) is part of the build, it uses the browser's own
 * alert and confirm, which show text as text and need no markup; replace the body of
 * `pageSessionUi` with `return overlay;` when the kit is there.
 */
import type { SessionUi } from './session-types';

/** The session's popups on this page. */
export function pageSessionUi(win: Window = window): SessionUi {
  return {
    alert: async (text, options) => win.alert(options?.title ? `${options.title}\n\n${text}` : text),
    confirm: async (text) => win.confirm(text),
    openLayer: async (id) => {
      const layer = Document.prototype.getElementById.call(win.document, id);
      if (!(layer instanceof HTMLElement)) return false;
      layer.hidden = false;
      layer.classList.add('is-active');
      return true;
    },
    toast: (text) => console.info(`storefront: ${text}`),
  };
}
