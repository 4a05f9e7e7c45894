/**
 * The page's own parts for the banners and bars, looked up the document's way, so markup named
 * "getElementById", "body" or "documentElement" cannot stand in for them (docs/architecture.md
 * "Input hardening"): its root and body, and its main content, where the focus goes when a
 * banner or bar that held it closes (never lost to the page's start).
 */
import { bodyOf, byId } from '../safe-dom';

export { bodyOf, rootOf } from '../safe-dom';

/**
 * Moves the focus to `#content` (else the body) without scrolling. `#content` is focusable for
 * that one move: the `tabindex` it gets is taken back once the focus leaves it, so the page
 * keeps its own markup.
 */
export function focusMain(doc: Document = document): void {
  const main = byId(doc, 'content');
  if (main && !main.hasAttribute('tabindex')) {
    main.setAttribute('tabindex', '-1');
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  }
  (main ?? bodyOf(doc))?.focus({ preventScroll: true });
}
