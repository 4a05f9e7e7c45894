/**
 * One overlay for many openers: the header renders the search button twice (mobile and pc
 * copies) and the layer once. Every mounted opener registers here; the first one hosts the
 * overlay (the leader), and any opener's click asks the leader to open.
 */
type Listener = () => void;
const openers: HTMLElement[] = [];
const listeners = new Set<Listener>();
let requested: HTMLElement | null = null;

const notify = () => listeners.forEach((l) => l());

/** Subscribes to leader changes and open requests. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The opener hosting the overlay. */
export const leader = (): HTMLElement | null => openers[0] ?? null;

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
  requested = opener;
  notify();
}

/** The pending open request, consumed. */
export function takeRequest(): HTMLElement | null {
  const r = requested;
  requested = null;
  return r;
}
