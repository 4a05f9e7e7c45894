/**
 * Page scroll lock for overlays and popups (docs/rules.md §4 "Scroll lock"). Locks are counted:
 * two overlays open at once do not unlock each other, and the page's own inline styles come
 * back exactly as they were. No React here: the overlay kit locks the page without the renderer.
 */
let locks = 0;
let saved: { overflow: string; paddingRight: string; htmlOverflow: string } | null = null;

/**
 * Width of the page's classic scrollbar, 0 when there is none. `innerWidth - clientWidth` alone
 * is not enough: on phones the layout viewport grows to a page wider than the screen, and the
 * difference (6–42 px) is no scrollbar at all. A scrollbar that takes room shows on a probe too;
 * overlay scrollbars (phones, some desktops) measure 0 there.
 */
export function scrollbarWidth(doc: Document = document): number {
  const gap = (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth;
  if (gap <= 0 || !doc.body) return 0;
  const probe = doc.createElement('div');
  probe.style.cssText = 'position:absolute;width:99px;overflow:scroll;visibility:hidden';
  doc.body.append(probe);
  const bar = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return bar > 0 ? Math.min(gap, bar) : 0;
}

/** Locks the page's scroll; the returned function releases this lock. */
export function lockScroll(doc: Document = document): () => void {
  const { body, documentElement: html } = doc;
  if (locks++ === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight, htmlOverflow: html.style.overflow };
    // The scrollbar disappears with the lock; padding keeps the layout from jumping sideways.
    const bar = scrollbarWidth(doc);
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
