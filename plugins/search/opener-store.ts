/**
 * One overlay for many openers: the header renders the search button twice (mobile and pc
 * copies) and the layer once. Every mounted opener registers here; the first one hosts the
 * overlay (the leader), and any opener's click asks the leader to open. The store also holds
 * the overlay's code, loaded once for all openers.
 *
 * A press that lands before that code is held: its opener says it is busy (`aria-busy="true"`)
 * until the code is in, and the layer opens then. A shopper who moves on meanwhile (a pointer
 * pressed or focus moved anywhere else) drops the press, so a late layer never takes the page's
 * focus from them; a failed load drops it too (docs/architecture.md "Loading on intent").
 */
import type SearchOverlay from './SearchOverlay';

type Listener = () => void;
const openers: HTMLElement[] = [];
const listeners = new Set<Listener>();
let requested: HTMLElement | null = null;
let loaded: typeof SearchOverlay | null = null;
let loading = false;

const notify = () => listeners.forEach((l) => l());

/** A pointer or focus elsewhere than the held press's opener: the shopper moved on. */
const movedOn = (e: Event) => {
  if (!requested?.contains(e.target as Node)) hold(null);
};

/** Sets the press waiting to open (null: none); while the code is not in, its opener is busy. */
function hold(opener: HTMLElement | null): void {
  const waiting = !loaded && opener !== null;
  requested?.removeAttribute('aria-busy');
  requested = opener;
  if (waiting) opener.setAttribute('aria-busy', 'true');
  for (const type of ['pointerdown', 'focusin']) {
    if (waiting) document.addEventListener(type, movedOn, true);
    else document.removeEventListener(type, movedOn, true);
  }
}

/** Subscribes to leader changes, open requests and the overlay's arrival. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The opener hosting the overlay. */
export const leader = (): HTMLElement | null => openers[0] ?? null;

/** The overlay's component, once its chunk is in. */
export const overlay = (): typeof SearchOverlay | null => loaded;

/**
 * Loads the overlay's chunk unless it is in or on its way. A load that fails is warned about
 * (the openers then do nothing), and the next call tries again: a press on an opener calls it.
 */
export function loadOverlay(): void {
  if (loaded || loading) return;
  loading = true;
  import('./SearchOverlay')
    .then((m: { default?: unknown }) => {
      if (typeof m.default !== 'function') throw new Error('the file has no overlay (an empty or foreign file?)');
      loaded = m.default as typeof SearchOverlay;
      hold(requested);
      notify();
    })
    .catch((error: unknown) => {
      hold(null);
      console.warn(`storefront: plugin "search": the search overlay's code did not load (${error instanceof Error ? error.message : String(error)}); a press on a search button tries again`);
    })
    .finally(() => (loading = false));
}

/** Registers a mounted opener; returns its removal. */
export function addOpener(el: HTMLElement): () => void {
  if (!openers.includes(el)) openers.push(el);
  notify();
  return () => {
    const at = openers.indexOf(el);
    if (at !== -1) openers.splice(at, 1);
    notify();
  };
}

/** Asks the overlay to open, remembering the opener for focus return. */
export function requestOpen(opener: Element | null): void {
  if (!(opener instanceof HTMLElement)) return;
  hold(opener);
  notify();
}

/** The pending open request, consumed. */
export function takeRequest(): HTMLElement | null {
  const r = requested;
  hold(null);
  return r;
}
