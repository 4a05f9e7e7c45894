/**
 * Layer popups that the page already holds (docs/rules.md §2 "Other UI": layer popups open from
 * buttons carrying a target popup id): `#layerPrivacy`, `#layerLogin`, `#layerEmptyCart` and the
 * other `.layer-popup` markup of the v4 and legacy headers, the generic and the video popup. The
 * popup keeps its markup, classes and analytics attributes; opening shows it through the popup
 * manager, its close buttons close it, a video in it stops when it closes.
 */
import { openPopup, type CloseReason, type PopupHandle } from './popup-manager';

/** What counts as a popup id: an element id, with or without the legacy leading '#'. */
const ID = /^#?([A-Za-z][\w-]{0,99})$/;
/** The popup elements of both header generations and of markup written for the runtime. */
const POPUP = '.layer-popup, .layer_popup, [data-sf-popup]';
/** Close controls of the legacy markup (v4, legacy gnb, shop popups; the preference layer's LATER) and of runtime markup. */
const CLOSE = '.layer-popup__close, .gnb-js-layer-close, .login-leave-btn, #privacyCloseBtn, [data-popup="close"], .close-button, [data-sf-popup-close]';

// Each open popup: its handle, and how to hand its close to a plugin that asks for an answer
// while the page's own button already has the popup open (docs/rules.md §4 "Privacy consent layer").
const open = new Map<HTMLElement, [PopupHandle, (onClose: (reason: CloseReason) => void) => void]>();
let titles = 0;

/** The popup element `id` names, or a warning saying why there is none. */
export function findLayer(id: unknown, doc: Document = document): HTMLElement | string {
  let shown = 'an unprintable value';
  try {
    shown = typeof id === 'string' ? JSON.stringify(id.slice(0, 60)) : String(id);
  } catch {
    // kept: a value String() cannot print (no toString)
  }
  const match = typeof id === 'string' ? ID.exec(id.trim()) : null;
  // An id is never a selector list or markup: "#x,body" or "<img …>" stop here.
  if (!match) return `${shown} is not a popup id`;
  const el = doc.getElementById(match[1]!);
  // The legacy shop popups put the id on an inner box (`.layer_popup > #popup_alert`).
  const popup = el?.closest<HTMLElement>(POPUP);
  if (!popup) return `no popup with id ${shown} on this page`;
  return popup;
}

/** Stops what plays inside a closing popup: videos pause and rewind, embedded players reload blank. */
function stopMedia(popup: HTMLElement): void {
  for (const video of popup.querySelectorAll('video')) {
    video.pause();
    video.currentTime = 0;
  }
  for (const frame of popup.querySelectorAll<HTMLIFrameElement>('iframe[src]')) {
    const src = frame.src;
    frame.src = 'about:blank';
    frame.dataset.sfSrc = src;
  }
}

/** Puts back embedded players that a close blanked. */
function restoreMedia(popup: HTMLElement): void {
  for (const frame of popup.querySelectorAll<HTMLIFrameElement>('iframe[data-sf-src]')) {
    frame.src = frame.dataset.sfSrc!;
    delete frame.dataset.sfSrc;
  }
}

/**
 * Opens the layer popup `id`; false (with a console warning) when there is none. `onClose`
 * hears how it closed (a plugin that asks for an answer, such as the privacy consent layer).
 */
export function openLayer(id: string, opener?: HTMLElement | null, onClose?: (reason: CloseReason) => void): boolean {
  const popup = findLayer(id);
  if (typeof popup === 'string') {
    console.warn(`storefront: popup.open: ${popup}`);
    return false;
  }
  const already = open.get(popup);
  if (already) {
    if (onClose) already[1](onClose);
    return true;
  }
  const before = { display: popup.style.display, role: popup.getAttribute('role'), style: popup.hasAttribute('style') };
  popup.style.display = 'block';
  if (!before.role) popup.setAttribute('role', 'dialog');
  // A message-only layer (the empty-cart one has no title) is named by its message.
  const title = popup.querySelector<HTMLElement>('.layer-popup__title, .pop-tit') ?? popup.querySelector<HTMLElement>('.layer-popup__desc');
  const ownTitleId = !!title && !title.id;
  if (title && ownTitleId) title.id = `sf-popup-title-${++titles}`;
  const labelled = !popup.hasAttribute('aria-labelledby') && !popup.hasAttribute('aria-label') && title;
  if (labelled) popup.setAttribute('aria-labelledby', title.id);
  restoreMedia(popup);
  // The legacy layers' buttons carry a placeholder name that hides their text from screen readers.
  const placeholders = [...popup.querySelectorAll('[aria-label="Accessibility Text"]')];
  for (const el of placeholders) el.removeAttribute('aria-label');

  const onClick = (event: Event) => {
    const close = (event.target as Element | null)?.closest?.(CLOSE);
    if (!close || !popup.contains(close)) return;
    // Links styled as buttons (`href="javascript:;"`) must not navigate.
    event.preventDefault();
    handle.close('button');
  };
  popup.addEventListener('click', onClick);
  const handle = openPopup({
    element: popup,
    opener,
    // A popup that must be answered (required consent) carries data-sf-modal, also when it was
    // set after the popup opened: read at each click on the dimmed area.
    get dimmedCloses() {
      return !popup.hasAttribute('data-sf-modal');
    },
    onClose: (reason) => {
      open.delete(popup);
      popup.removeEventListener('click', onClick);
      stopMedia(popup);
      popup.style.display = before.display;
      if (!before.style && !popup.style.length) popup.removeAttribute('style');
      if (!before.role) popup.removeAttribute('role');
      if (labelled) popup.removeAttribute('aria-labelledby');
      if (ownTitleId) title!.removeAttribute('id');
      for (const el of placeholders) el.setAttribute('aria-label', 'Accessibility Text');
      onClose?.(reason);
    },
  });
  open.set(popup, [handle, (fn) => (onClose = fn)]);
  return true;
}

/** Closes the layer popup `id` when it is open (its answer saved). */
export function closeLayer(id: string): void {
  const popup = findLayer(id);
  if (typeof popup !== 'string') open.get(popup)?.[0].close('api');
}
