/**
 * Inserting the icon sprite (the lazy part of runtime/sprite.ts): the copy rebuilt by
 * runtime/sprite-clean.ts goes hidden at the top of body, once.
 */
import { rebuild } from './sprite-clean';

// Through the prototypes, as runtime/safe-dom.ts does (DOM clobbering), but written out: that
// module is shared with the search chunk, and importing it here would make it a chunk of its
// own, one more request on every page.
const byId = (doc: Document, id: string) => Document.prototype.getElementById.call(doc, id);
const bodyOf = (doc: Document) => Object.getOwnPropertyDescriptor(Document.prototype, 'body')!.get!.call(doc) as HTMLElement | null;

/** Inserts the clean copy of the `parsed` sprite into `doc` as `#id` unless one is there; throws when it is not an SVG. */
export function insertSprite(parsed: Document, doc: Document, id: string): boolean {
  const node = parsed.documentElement.localName === 'svg' ? rebuild(parsed.documentElement, doc) : null;
  if (!node) throw new Error('not an SVG document');
  node.id = id;
  node.setAttribute('aria-hidden', 'true');
  node.setAttribute('focusable', 'false');
  // Hidden without display:none, which would break gradients referenced from the sprite; through
  // the CSSOM, which a CSP without 'unsafe-inline' for style attributes allows (docs/quality.md).
  (node as SVGElement).style.cssText = 'position:absolute;width:0;height:0;overflow:hidden';
  const body = bodyOf(doc);
  if (byId(doc, id) || !body) return Boolean(byId(doc, id));
  body.prepend(node);
  return true;
}
