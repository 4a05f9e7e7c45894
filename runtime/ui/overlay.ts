/**
 * The one way into popups (docs/architecture.md "Popups"), for plugins, the runtime and, through
 * `window.storefront.popup`, the page's inline scripts. Small on purpose: the kit (manager,
 * focus-trap, layer and message popups) is a chunk of its own, loaded on the first call; the
 * snack bar, which needs no focus trap, is another.
 */
/** Popups, messages and the snack bar. */
export interface OverlayApi {
  /** Opens the layer popup with this id (markup already on the page); false + warning if unknown. */
  openLayer(id: string, opener?: HTMLElement | null): Promise<boolean>;
  /** OK/cancel popup; resolves true on OK. */
  confirm(text: string, options?: { title?: string; ok?: string; cancel?: string }): Promise<boolean>;
  /** Message popup with one button (text shown as text); resolves when closed. */
  alert(text: string, options?: { title?: string; button?: string }): Promise<void>;
  /**
   * Video popup for a same-origin (or allowed-host) video: 16:9, or 9:16 with `vertical`; it
   * stops when closed. Resolves false, with a warning naming the field (`field`, default 'src'),
   * for a refused source.
   */
  video(src: string, options?: { vertical?: boolean; title?: string; opener?: HTMLElement | null; field?: string }): Promise<boolean>;
  /** Snack bar message (one at a time). */
  toast(text: string): void;
}

type Kit = typeof import('./overlay-kit');
let kit: Promise<Kit['overlayKit']> | undefined;

/** The kit chunk, loaded once; a failed load is reported and tried again on the next call. */
function load(): Promise<Kit['overlayKit']> {
  kit ??= import('./overlay-kit').then(
    (m) => m.overlayKit,
    (error: unknown) => {
      kit = undefined;
      throw new Error(`the overlay kit did not load (${error instanceof Error ? error.message : String(error)})`);
    },
  );
  return kit;
}

/** Runs `call` on the kit; when the kit cannot load, warns and gives `fallback`. */
const withKit = <R>(call: (k: Kit['overlayKit']) => R | Promise<R>, fallback: R): Promise<R> =>
  load().then(call, (error: unknown) => {
    console.warn(`storefront: popup: ${error instanceof Error ? error.message : String(error)}`);
    return fallback;
  });

/** Popups, messages and the snack bar (the kit loads on the first call). */
export const overlay: OverlayApi = {
  openLayer: (id, opener) => withKit((k) => k.openLayer(id, opener), false),
  confirm: (text, options) => withKit((k) => k.confirm(text, options), false),
  alert: (text, options) => withKit((k) => k.alert(text, options), undefined),
  // The video popup is a chunk of its own, after the kit, and handed the kit's popup manager.
  video: (src, options) =>
    withKit(
      (k) =>
        import('./video-popup').then(
          (m) => !!m.showVideo(k.popup, src, options ?? {}),
          (error: unknown) => (console.warn(`storefront: popup.video: the video popup did not load (${error instanceof Error ? error.message : String(error)})`), false),
        ),
      false,
    ),
  toast: (text) =>
    void import('./snack-bar').then(
      (m) => m.showSnack(text),
      (error: unknown) => console.warn(`storefront: popup: the snack bar did not load (${error instanceof Error ? error.message : String(error)})`),
    ),
};

/** `window.storefront.popup`: the same calls, with the page's name for opening a layer. */
export const pagePopup = {
  open: (id: string) => overlay.openLayer(id),
  confirm: overlay.confirm,
  alert: overlay.alert,
  toast: overlay.toast,
  /** A page script names only the source and the shape; the opener is what had focus. */
  video: (src: string, options?: { vertical?: boolean; title?: string }) =>
    overlay.video(src, { vertical: options?.vertical === true, ...(options?.title === undefined ? {} : { title: options.title }) }),
};
