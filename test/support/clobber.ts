/**
 * DOM clobbering as browsers do it: a named `<img>`, `<form>`, `<embed>` or `<object>` becomes a
 * property of `document` that hides the prototype's member of that name. jsdom does not expose
 * named elements on the document, so this puts the element there the same way.
 */
export function clobber(doc: Document, name: string, tag = 'img'): Element {
  const el = Document.prototype.createElement.call(doc, tag);
  el.setAttribute('name', name);
  Object.getOwnPropertyDescriptor(Document.prototype, 'body')!.get!.call(doc).append(el);
  Object.defineProperty(doc, name, { value: el, configurable: true, writable: false });
  return el;
}

/** Removes what clobber() put on the document. */
export function unclobber(doc: Document, ...names: string[]): void {
  for (const name of names) delete (doc as unknown as Record<string, unknown>)[name];
}
