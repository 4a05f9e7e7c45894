/**
 * Starts the runtime on the page, once: the first copy of the script claims the window (a
 * symbol, so an element with id or name "storefront" cannot fake a claim), boots, and installs
 * `window.storefront`. A second copy, from the same or another URL, warns and does nothing.
 */
import { boot, yieldToMain, type BootOptions } from './boot';
import { member } from './page-dom';
import { reportError } from './report';

/** The window's claim, shared by every copy of the script (Symbol.for is realm-wide). */
const CLAIM = Symbol.for('storefront.runtime');

/** The document's state, read through the prototype (`<img name="readyState">` cannot stand in for it). */
const stateOf = (doc: Document) => member(doc, 'readyState');

/**
 * Resolves in a task of its own once the document has been parsed. Polled from timers rather
 * than heard as DOMContentLoaded: that event fires inside the parser's last task, which also
 * brings the page's styles up to date, and no runtime code should lengthen that task
 * (docs/architecture.md "Boot"). The page's stylesheets are waited for before the first mount
 * (runtime/styles-ready.ts), so boot's requests start as soon as parsing ends.
 */
async function parsed(doc: Document): Promise<void> {
  do await yieldToMain();
  while (stateOf(doc) === 'loading');
}

/** Boots on `window.document` unless another copy already did; installs the public API. */
export function start(options: Omit<BootOptions, 'document'>, win: Window = window): void {
  const claims = win as unknown as Record<symbol, boolean>;
  if (claims[CLAIM]) return void console.warn('storefront: runtime.js is included twice; the second copy does nothing');
  claims[CLAIM] = true;
  // The start of boot, for field timing and bench/boot.bench.mjs.
  performance.mark('storefront:boot');
  // Module evaluation and boot's first stage run in separate tasks. An `async` script can run
  // while the page is still parsing: boot then waits for the whole document (its hidden inputs
  // and markers), docs/architecture.md "Boot".
  const doc = win.document;
  void parsed(doc)
    .then(() => boot({ ...options, document: doc }))
    .then((booted) => booted && Object.defineProperty(win, 'storefront', { value: booted.api, writable: false, configurable: false, enumerable: true }))
    .catch((error: unknown) => reportError('runtime', 'config', error));
}
