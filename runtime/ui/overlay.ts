/**
 * The one way into popups (docs/architecture.md "Popups"), for plugins, the runtime and, through
 * `window.storefront.popup`, the page's inline scripts. Small on purpose: the kit is in parts,
 * each loaded on its first call: layer popups, message popups (confirm, alert) and the video
 * popup, each over the popup manager's shared chunk (focus trap, scroll lock, history); the
 * snack bar, which needs no focus trap, stands alone.
 */
/** A caller's say that it no longer wants what it asked for (an AbortSignal is one). */
export interface Cancel {
  readonly aborted: boolean;
}

/** Popups, messages and the snack bar. */
export interface OverlayApi {
  /**
   * Opens the layer popup with this id (markup already on the page); false + warning if unknown.
   * An aborted `signal` (the caller unmounted while the kit loaded) opens nothing: false.
   */
  openLayer(id: string, opener?: HTMLElement | null, signal?: Cancel): Promise<boolean>;
  /** OK/cancel popup; resolves true on OK. */
  confirm(text: string, options?: { title?: string; ok?: string; cancel?: string }): Promise<boolean>;
  /** Message popup with one button (text shown as text); resolves when closed. */
  alert(text: string, options?: { title?: string; button?: string }): Promise<void>;
  /**
   * Video popup for a same-origin (or allowed-host) video: 16:9, or 9:16 with `vertical`; it
   * stops when closed. Resolves false, with a warning naming the field (`field`, default 'src'),
   * for a refused source. An aborted `signal` opens nothing: false.
   */
  video(src: string, options?: { vertical?: boolean; title?: string; opener?: HTMLElement | null; field?: string; signal?: Cancel }): Promise<boolean>;
  /** Snack bar message (one at a time). */
  toast(text: string): void;
}

/**
 * One part of the kit, loaded once; a failed load is reported and tried again on the next call.
 * The parts share the popup manager's chunk (focus trap, scroll lock, history): a layer, a
 * message and a video each load it and their own, so no path loads another's code.
 */
export function part<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new Error(`the overlay kit did not load (${error instanceof Error ? error.message : String(error)})`);
    }));
}
const layers = part(() => import('./layer-popup'));
const messages = part(() => import('./overlay-kit').then((m) => m.overlayKit));

/** Runs `call` on a part of the kit; when it cannot load, warns and gives `fallback`. */
const withKit = <T, R>(load: () => Promise<T>, call: (m: T) => R | Promise<R>, fallback: R): Promise<R> =>
  load().then(call, (error: unknown) => {
    console.warn(`storefront: popup: ${error instanceof Error ? error.message : String(error)}`);
    return fallback;
  });

/** Popups, messages and the snack bar (the kit loads on the first call). */
export const overlay: OverlayApi = {
  openLayer: (id, opener, signal) => withKit(layers, (m) => !signal?.aborted && m.openLayer(id, opener), false),
  confirm: (text, options) => withKit(messages, (k) => k.confirm(text, options), false),
  alert: (text, options) => withKit(messages, (k) => k.alert(text, options), undefined),
  // A video needs the popup manager (focus trap, scroll lock, history), not the layer and
  // message popups: it loads the manager's chunk and its own, never the kit's front
  // (docs/architecture.md "Popups"), so opening a video stays within the kit's 9 kB.
  video: (src, options) =>
    import('./video-open').then(
      (m) => !options?.signal?.aborted && m.openVideo(src, options ?? {}),
      (error: unknown) => (console.warn(`storefront: popup.video: the video popup did not load (${error instanceof Error ? error.message : String(error)})`), false),
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
