/**
 * The icon sprite (docs/rules.md §7 "Other"): fetched once, inserted hidden at the top of body so
 * the page's `<use href="#id">` icons resolve. A failure leaves the page as it is.
 *
 * The sprite is untrusted markup placed inside the page, where a `<style>` would restyle the
 * whole page and `<animate>`/`<set>` can rewrite attributes. So the inserted copy is rebuilt
 * from an allow-list of shape elements and presentation attributes; everything else is left
 * out. The reply is parsed by XMLHttpRequest (no string-to-markup sink: Trusted Types allow it).
 */
import { requestXml } from './http';
import { bodyOf, byId, createElementNS } from './safe-dom';

/** docs/rules.md §9 gives no sprite timeout; the banner's 20 s is the closest asset rule. */
const SPRITE_TIMEOUT_MS = 20_000;
const ID = 'sf-icon-sprite';
const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
/** Deeper than this is not an icon; the walk stops there. */
const MAX_DEPTH = 32;

const ELEMENTS = new Set([
  'svg', 'symbol', 'defs', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'use', 'title', 'desc',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask',
]);
const ATTRIBUTES = new Set([
  'id', 'class', 'viewBox', 'preserveAspectRatio', 'd', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy',
  'width', 'height', 'points', 'transform', 'opacity', 'fill', 'fill-rule', 'fill-opacity', 'stroke', 'stroke-width',
  'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity',
  'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'offset', 'stop-color', 'stop-opacity', 'gradientUnits',
  'gradientTransform', 'spreadMethod', 'href',
]);
/** Only references inside the sprite: `#id` links and `url(#id)` paints. */
const OUTSIDE_REFERENCE = /url\(\s*['"]?\s*(?!#)|^\s*(?!#)\S/i;

/** A copy of `source` in `doc` holding only allow-listed elements and attributes. */
function rebuild(source: Element, doc: Document, depth = 0): Element | null {
  if (source.namespaceURI !== SVG || !ELEMENTS.has(source.localName) || depth > MAX_DEPTH) return null;
  const copy = createElementNS(doc, SVG, source.localName);
  for (const attr of source.attributes) {
    const name = attr.namespaceURI === XLINK && attr.localName === 'href' ? 'href' : attr.namespaceURI ? '' : attr.localName;
    if (!ATTRIBUTES.has(name)) continue;
    const isReference = name === 'href' || /^(fill|stroke|clip-path|mask)$/.test(name);
    if (isReference && (name === 'href' ? OUTSIDE_REFERENCE.test(attr.value) : /url\(\s*['"]?\s*(?!#)/i.test(attr.value))) continue;
    copy.setAttribute(name, attr.value);
  }
  for (const child of source.childNodes) {
    if (child.nodeType === 1) {
      const el = rebuild(child as Element, doc, depth + 1);
      if (el) copy.append(el);
    } else if (child.nodeType === 3 && (source.localName === 'title' || source.localName === 'desc')) {
      copy.append(child.textContent ?? '');
    }
  }
  return copy;
}

/** Loads the sprite from `url` into `doc` once. Resolves true when inserted. */
export async function loadSprite(url: string, doc: Document = document): Promise<boolean> {
  if (byId(doc, ID)) return true;
  try {
    const parsed = await requestXml(url, SPRITE_TIMEOUT_MS);
    const node = parsed.documentElement.localName === 'svg' ? rebuild(parsed.documentElement, doc) : null;
    if (!node) throw new Error('not an SVG document');
    node.id = ID;
    node.setAttribute('aria-hidden', 'true');
    node.setAttribute('focusable', 'false');
    // Hidden without display:none, which would break gradients referenced from the sprite.
    node.setAttribute('style', 'position:absolute;width:0;height:0;overflow:hidden');
    const body = bodyOf(doc);
    if (byId(doc, ID) || !body) return Boolean(byId(doc, ID));
    body.prepend(node);
    return true;
  } catch (error) {
    console.warn(`storefront: icon sprite not loaded (${error instanceof Error ? error.message : String(error)})`);
    return false;
  }
}
