/**
 * Starts the runtime on the page, once: the first copy of the script claims the window (a
 * symbol, so an element with id or name "storefront" cannot fake a claim), boots, and installs
 * `window.storefront`. A second copy, from the same or another URL, warns and does nothing.
 */
import { boot, yieldToMain, type BootOptions } from './boot';
import { reportError } from './report';

/** The window's claim, shared by every copy of the script (Symbol.for is realm-wide). */
const CLAIM = Symbol.for('storefront.runtime');

/** Boots on `window.document` unless another copy already did; installs the public API. */
export function start(options: Omit<BootOptions, 'document'>, win: Window = window): void {
  const claims = win as unknown as Record<symbol, boolean>;
  if (claims[CLAIM]) return void console.warn('storefront: runtime.js is included twice; the second copy does nothing');
  claims[CLAIM] = true;
  // The start of boot, for field timing and bench/boot.bench.mjs.
  performance.mark('storefront:boot');
  // Module evaluation and boot's first stage run in separate tasks.
  void yieldToMain()
    .then(() => boot({ ...options, document: win.document }))
    .then((booted) => booted && Object.defineProperty(win, 'storefront', { value: booted.api, writable: false, configurable: false, enumerable: true }))
    .catch((error: unknown) => reportError('runtime', 'config', error));
}
