/**
 * Document members read from the prototypes, so page markup cannot replace them. A named
 * element (`<form name="getElementById">`, `<img name="head">`) becomes a property of the
 * document that hides the real member (DOM clobbering); calling through `Document.prototype`
 * still reaches the browser's own function. The modules that read the page use these
 * (runtime/cookies.ts does the same for `document.cookie`).
 */

const member = (doc: Document, key: 'head' | 'body' | 'documentElement') => Object.getOwnPropertyDescriptor(Document.prototype, key)!.get!.call(doc) as HTMLElement | null;

/** The element with `id`, or null. */
export const byId = (doc: Document, id: string): HTMLElement | null => Document.prototype.getElementById.call(doc, id);

/** Every element under `root` matching `selector`, in document order. */
export const queryAll = <E extends Element = Element>(root: Document | Element, selector: string): E[] =>
  [...(root.nodeType === 9 ? Document.prototype : Element.prototype).querySelectorAll.call(root, selector)] as E[];

/** A new HTML element of `doc`. */
export const createElement = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K): HTMLElementTagNameMap[K] =>
  Document.prototype.createElement.call(doc, tag) as HTMLElementTagNameMap[K];

/** `<head>`, `<body>` and `<html>` of `doc` (null while the page has none). */
export const headOf = (doc: Document): HTMLElement | null => member(doc, 'head');
export const bodyOf = (doc: Document): HTMLElement | null => member(doc, 'body');
export const rootOf = (doc: Document): HTMLElement | null => member(doc, 'documentElement');
