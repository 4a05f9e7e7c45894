/**
 * Watches the document for markers that come and go: mutations are collected and handed over
 * once per animation frame (a timeout covers background tabs, where frames stop), as the
 * added subtrees and whether anything was removed. The hand-over runs in a task of its own
 * right after the frame, not inside it: the frame's layout of a large insertion is long
 * enough without the registry's work added to the same task.
 */

import { member } from './page-dom';

/** Calls `onChange` at most once per frame with the added element roots and whether nodes left. */
export function watchMarkers(doc: Document, onChange: (added: readonly Element[], removed: boolean) => void): () => void {
  // The window, and `<html>` through the prototype: a page's `<img name="defaultView">` or
  // `<img name="documentElement">` hides the document's own (docs/architecture.md "Input hardening").
  const view = window;
  const added = new Set<Element>();
  let removed = false;
  let scheduled = false;

  const flush = () => {
    if (!scheduled) return;
    scheduled = false;
    const roots = [...added].filter((n) => n.isConnected);
    const gone = removed;
    added.clear();
    removed = false;
    onChange(roots, gone);
  };

  const observer = new view.MutationObserver((records) => {
    for (const r of records) {
      if (r.removedNodes.length) removed = true;
      // The runtime's own hosts (runtime/marker-host.ts) arrive empty and hold no page markup:
      // what a plugin renders into one arrives as records of its own.
      for (const n of r.addedNodes) if (n.nodeType === 1 && !(n as HTMLElement).dataset?.sfHost) added.add(n as Element);
    }
    if (scheduled || (!removed && !added.size)) return;
    scheduled = true;
    view.requestAnimationFrame?.(() => setTimeout(flush, 0));
    setTimeout(flush, 100);
  });
  observer.observe(member(doc, 'documentElement')!, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    scheduled = false;
  };
}
