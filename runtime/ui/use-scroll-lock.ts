/**
 * Body scroll lock for overlays and popups (docs/rules.md §4: opening locks scroll, closing restores it).
 * Locks are counted, so two overlays open at once do not unlock each other, and the page's own
 * inline styles come back exactly as they were.
 */
import { useLayoutEffect } from 'react';

let locks = 0;
let saved: { overflow: string; paddingRight: string; htmlOverflow: string } | null = null;

/** Locks the page's scroll; the returned function releases this lock. */
export function lockScroll(doc: Document = document): () => void {
  const { body, documentElement: html } = doc;
  if (locks++ === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight, htmlOverflow: html.style.overflow };
    // The scrollbar disappears with the lock; padding keeps the layout from jumping sideways.
    const bar = (doc.defaultView?.innerWidth ?? 0) - html.clientWidth;
    if (bar > 0) body.style.paddingRight = `${bar}px`;
    body.style.overflow = 'hidden';
    html.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      html.style.overflow = saved.htmlOverflow;
      saved = null;
    }
  };
}

/** Keeps the page's scroll locked while `locked` is true (layout effect: no frame scrolls). */
export function useScrollLock(locked: boolean): void {
  useLayoutEffect(() => (locked ? lockScroll() : undefined), [locked]);
}
