/**
 * The sprite sanitiser: the copy inserted into the page is rebuilt from an allow-list of SVG
 * shape elements and presentation attributes, with references kept inside the sprite. A
 * `<style>` would restyle the whole page and `<animate>`/`<set>` can rewrite attributes, so
 * anything not on the lists is left out. Loaded by runtime/sprite.ts while the sprite downloads.
 */
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
/**
 * A `url(…)` paint that is not `url(#id)`, quoted or spaced (`url('#g')`, `url( #g)`) as it may
 * be; and any CSS escape, which could spell `url(` past this check (`u\72 l(…)`).
 */
const OUTSIDE_URL = /url\(\s*(?!['"]?\s*#)|\\/i;
/** Only references inside the sprite: `#id` links and `url(#id)` paints. */
const OUTSIDE_REFERENCE = new RegExp(`${OUTSIDE_URL.source}|^\\s*(?!#)\\S`, 'i');

/** A copy of `source` in `doc` holding only allow-listed elements and attributes; null when `source` is not allowed. */
export function rebuild(source: Element, doc: Document, depth = 0): Element | null {
  if (source.namespaceURI !== SVG || !ELEMENTS.has(source.localName) || depth > MAX_DEPTH) return null;
  const copy = Document.prototype.createElementNS.call(doc, SVG, source.localName); // from the prototype: DOM clobbering
  for (const attr of source.attributes) {
    const name = attr.namespaceURI === XLINK && attr.localName === 'href' ? 'href' : attr.namespaceURI ? '' : attr.localName;
    if (!ATTRIBUTES.has(name)) continue;
    const isReference = name === 'href' || /^(fill|stroke|clip-path|mask)$/.test(name);
    if (isReference && (name === 'href' ? OUTSIDE_REFERENCE : OUTSIDE_URL).test(attr.value)) continue;
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
