/**
 * The page's one popup manager (docs/architecture.md "Popups", docs/rules.md §4 "Popups";
 * WAI-ARIA dialog and alertdialog patterns). Headless: a popup is an element someone shows; the
 * manager adds what every popup needs. Opening locks the page's scroll, pushes a history entry,
 * traps focus (focus-trap) and dims the page; popups stack (a confirm over a layer); Esc and the
 * browser's Back close the top one only, the dimmed area closes it when it allows that; closing
 * returns focus to the opener; 500 ms after a resize every open popup re-checks its size.
 */
import { trapFocus } from './focus-trap';
import { popupHistory, type PopupHistory } from './popup-history';
import { lockScroll } from './scroll-lock';

/** Why a popup closed. */
export type CloseReason = 'button' | 'escape' | 'dimmed' | 'back' | 'api';

/** One popup, as its owner opens it. */
export interface PopupOptions {
  /** The dialog element, already shown: the trap looks for what it can focus inside. */
  element: HTMLElement;
  /** Gets focus back on close (default: what had focus when the popup opened). */
  opener?: HTMLElement | null;
  /** Esc closes it (default true). */
  escape?: boolean;
  /** A click on the dimmed area closes it (default true). */
  dimmedCloses?: boolean;
  /** Pushes a history entry that Back takes off (default true). */
  history?: boolean;
  /** Focused first (default: its first tabbable element). */
  initialFocus?: HTMLElement | null;
  /** Fitted into the viewport's height, less a margin (default true); a side panel the viewport's height says false. */
  fit?: boolean;
  /** Legacy focus-loop guards inside it, out of the Tab order while it is open. */
  guards?: readonly (Element | null | undefined)[];
  /** Called once, after it closed for any reason (the manager already hid the dimmed area). */
  onClose?: (reason: CloseReason) => void;
}

/** An open popup. */
export interface PopupHandle {
  /** Closes it (no-op when closed). */
  close(reason?: CloseReason): void;
  readonly closed: boolean;
}

/** How long after the last resize an open popup re-checks its size (docs/rules.md §9: 500 ms). */
export const RESIZE_RECHECK_MS = 500;
/** Margin kept between a popup and the viewport's edges, in px. */
const EDGE = 16;
const Z_BASE = 1100;

interface Entry extends PopupHandle {
  options: PopupOptions;
  depth: number;
  level: number;
}

const stack: Entry[] = [];
let resizeTimer: ReturnType<typeof setTimeout> | undefined;
let history: PopupHistory | undefined;

/** Fits a popup into the visible height (`100vh` on phones includes the hidden browser bars). */
function fit({ element, fit: fitted }: PopupOptions): void {
  if (fitted !== false) element.style.maxHeight = `${window.innerHeight - 2 * EDGE}px`;
}

const onKey = (event: KeyboardEvent) => {
  const top = stack[stack.length - 1];
  if (event.key !== 'Escape' || event.isComposing || !top || top.options.escape === false) return;
  event.preventDefault();
  event.stopPropagation();
  top.close('escape');
};

const onResize = () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => stack.forEach((e) => fit(e.options)), RESIZE_RECHECK_MS);
};

const onBack = (depth: number) => {
  // One Back closes the popup whose entry it took off: the top one.
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.depth > depth) stack[i]!.close('back');
};

function listen(on: boolean): void {
  const verb = on ? 'addEventListener' : 'removeEventListener';
  // Capture: Esc reaches the top popup before the page's own key handlers.
  document[verb]('keydown', onKey as EventListener, true);
  window[verb]('resize', onResize);
  if (!on) clearTimeout(resizeTimer);
}

const settle = () => {
  if (!stack.length) history?.idle();
};

/** Opens a popup on top of the open ones. */
export function openPopup(options: PopupOptions): PopupHandle {
  const { element } = options;
  const opener = options.opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  // Above the top one, whatever closed under it (a count would put a popup level with it).
  const level = stack.length ? stack[stack.length - 1]!.level + 1 : 0;
  const saved = { z: element.style.zIndex, maxHeight: element.style.maxHeight, modal: element.getAttribute('aria-modal') };
  const dim = document.createElement('div');
  dim.className = 'layer-popup-dim';
  dim.setAttribute('aria-hidden', 'true');
  // Inline (CSSOM, allowed under a strict CSP) so the dimmed area covers the page without page CSS.
  Object.assign(dim.style, { position: 'fixed', inset: '0', zIndex: String(Z_BASE + 2 * level), background: 'rgb(0 0 0 / 55%)' });
  element.before(dim);
  element.style.zIndex = String(Z_BASE + 2 * level + 1);
  element.setAttribute('aria-modal', 'true');
  fit(options);

  if (!level) listen(true);
  const unlock = lockScroll();
  const untrap = trapFocus(element, { initialFocus: options.initialFocus ?? null, guards: options.guards ?? [] });
  history ??= popupHistory(window, onBack, settle);
  const pushed = (depth: number) => void (entry.depth = depth);

  const onDim = () => {
    if (options.dimmedCloses !== false && stack[stack.length - 1] === entry) entry.close('dimmed');
  };
  dim.addEventListener('click', onDim);

  const entry: Entry = {
    options,
    depth: Infinity,
    level,
    closed: false,
    close(reason: CloseReason = 'api') {
      if (entry.closed) return;
      (entry as { closed: boolean }).closed = true;
      const at = stack.indexOf(entry);
      stack.splice(at, 1);
      untrap();
      unlock();
      dim.removeEventListener('click', onDim);
      dim.remove();
      element.style.zIndex = saved.z;
      element.style.maxHeight = saved.maxHeight;
      if (saved.modal === null) element.removeAttribute('aria-modal');
      else element.setAttribute('aria-modal', saved.modal);
      if (!stack.length) listen(false);
      if (options.history !== false) {
        history!.cancel(pushed);
        // Back to the highest entry still open. After a Back this travels only when entries of
        // popups closed otherwise lie under the one it took off (a lower popup closed by a
        // script): none is left behind (docs/rules.md §4 "Popups").
        history!.rewind(Math.max(0, ...stack.filter((e) => Number.isFinite(e.depth)).map((e) => e.depth)));
      }
      settle();
      if (at === stack.length && opener?.isConnected) opener.focus();
      options.onClose?.(reason);
    },
  };
  stack.push(entry);
  if (options.history !== false) history.push(pushed);
  return entry;
}

/** The open popups, bottom first (read-only view for tests and the leak checks). */
export function openPopups(): readonly HTMLElement[] {
  return stack.map((e) => e.options.element);
}
