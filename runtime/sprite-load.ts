/**
 * Inserting the icon sprite (the lazy part of runtime/sprite.ts): the copy rebuilt by
 * runtime/sprite-clean.ts goes hidden at the top of body, once.
 */
import { bodyOf, byId } from './safe-dom';
import { rebuild } from './sprite-clean';

/** Inserts the clean copy of the `parsed` sprite into `doc` as `#id` unless one is there; throws when it is not an SVG. */
export function insertSprite(parsed: Document, doc: Document, id: string): boolean {
  const node = parsed.documentElement.localName === 'svg' ? rebuild(parsed.documentElement, doc) : null;
  if (!node) throw new Error('not an SVG document');
  node.id = id;
  node.setAttribute('aria-hidden', 'true');
  node.setAttribute('focusable', 'false');
  // Hidden without display:none, which would break gradients referenced from the sprite.
  node.setAttribute('style', 'position:absolute;width:0;height:0;overflow:hidden');
  const body = bodyOf(doc);
  if (byId(doc, id) || !body) return Boolean(byId(doc, id));
  body.prepend(node);
  return true;
}
