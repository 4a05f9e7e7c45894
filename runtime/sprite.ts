/**
 * The icon sprite (docs/rules.md §7 "Other"). Boot only holds this door: the loader and its
 * sanitiser (runtime/sprite-load.ts, runtime/sprite-clean.ts) are a chunk of their own, fetched
 * in parallel with the site files, so they cost the boot code nothing. A failure leaves the
 * page as it is.
 */

/** Loads the sprite from `url` into `doc` once. Resolves true when inserted. */
export const loadSprite = (url: string, doc: Document = document): Promise<boolean> =>
  import('./sprite-load').then(
    (m) => m.insertSprite(url, doc),
    (error: unknown) => (console.warn('storefront: icon sprite not loaded:', error), false),
  );
