/**
 * The document members boot reaches, read through the prototypes (DOM clobbering,
 * docs/architecture.md "Input hardening"): a named element (`<img name="documentElement">`,
 * `<form name="querySelectorAll">`) becomes a property of the document that hides the member
 * of that name. runtime/safe-dom.ts does the same for the lazy chunks; this is written out
 * here so that boot, which every page loads, does not share a chunk with them.
 */

/** A member of `Document.prototype` read from `doc`: `<html>`, the ready state. */
export const member = <K extends 'documentElement' | 'readyState'>(doc: Document, key: K): Document[K] =>
  Object.getOwnPropertyDescriptor(Document.prototype, key)!.get!.call(doc);
