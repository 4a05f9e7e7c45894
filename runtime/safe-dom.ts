/**
 * Document members read from the prototypes, so page markup cannot replace them. A named
 * element (`<form name="getElementById">`, `<img name="cookie">`) becomes a property of the
 * document that hides the real member (DOM clobbering); calling through `Document.prototype`
 * still reaches the browser's own function. The modules that read the page use these.
 */

const getter = <T>(proto: object, key: string): ((this: unknown) => T) => Object.getOwnPropertyDescriptor(proto, key)!.get as (this: unknown) => T;

/** The element with `id`, or null (`getElementById` from the prototype). */
export function byId(doc: Document, id: string): HTMLElement | null {
  return Document.prototype.getElementById.call(doc, id);
}

/** Every element under `root` matching `selector`, in document order. */
export function queryAll<E extends Element = Element>(root: Document | Element, selector: string): E[] {
  const list = root.nodeType === 9 ? Document.prototype.querySelectorAll.call(root, selector) : Element.prototype.querySelectorAll.call(root, selector);
  return [...list] as E[];
}

/** A new HTML element of `doc`. */
export function createElement<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K): HTMLElementTagNameMap[K] {
  return Document.prototype.createElement.call(doc, tag) as HTMLElementTagNameMap[K];
}

/** A new element in a namespace (SVG), created by `doc`. */
export function createElementNS(doc: Document, ns: string, tag: string): Element {
  return Document.prototype.createElementNS.call(doc, ns, tag);
}

/** `<html>`, `<head>` and `<body>` of `doc` (body may be null while the page parses). */
export const rootOf = (doc: Document): HTMLElement | null => getter<HTMLElement | null>(Document.prototype, 'documentElement').call(doc);
export const headOf = (doc: Document): HTMLHeadElement | null => getter<HTMLHeadElement | null>(Document.prototype, 'head').call(doc);
export const bodyOf = (doc: Document): HTMLElement | null => getter<HTMLElement | null>(Document.prototype, 'body').call(doc);

/** The page's cookie string. */
export function readCookieJar(doc: Document = document): string {
  return getter<string>(Document.prototype, 'cookie').call(doc);
}

/** Writes one `name=value; attributes` cookie string. */
export function writeCookieJar(value: string, doc: Document = document): void {
  Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!.call(doc, value);
}
