/**
 * The wait for the page's stylesheets before the first mount (docs/architecture.md "Boot"):
 * an `async` runtime boots as soon as the document is parsed, while a stylesheet the parser
 * met may still be on its way, and plugins measure the page when they mount. Only the sheets
 * a deferred script would wait for count: the `link rel=stylesheet` elements in the page when
 * the mount kit arrives that are enabled and whose media match (alternate sheets and links
 * added later are not waited for). A sheet that failed (404, wrong type, network error) has a
 * resource timing entry and no sheet: it is not waited for. Whatever else holds a sheet (a
 * request that hangs), the wait ends after `STYLES_WAIT_MS`.
 */

/** The longest the first mount waits for the page's stylesheets. */
export const STYLES_WAIT_MS = 10_000;

/** Whether an enabled stylesheet link is still loading (not loaded, not failed, its media matching). */
const loading = (link: HTMLLinkElement) =>
  // A finished request (failed ones included) has a resource timing entry; a loaded sheet has its `sheet`.
  !!link.href && !link.sheet && !(link.media && window.matchMedia?.(link.media).matches === false) && !performance.getEntriesByName?.(link.href).length;

/** Resolves, in a task of its own, once the page's stylesheets have loaded or failed, or after `waitMs`. */
export const stylesReady = (doc: Document, waitMs = STYLES_WAIT_MS): Promise<void> =>
  new Promise((ready) => {
    // The mount that follows starts a task of its own, whichever way the wait ends.
    const end = () => setTimeout(ready, 0);
    const timer = setTimeout(end, waitMs);
    let left = 1;
    const settle = () => --left || (clearTimeout(timer), end());
    // Through the prototype: a `<form name="querySelectorAll">` must not hide the links (DOM clobbering).
    for (const link of Document.prototype.querySelectorAll.call(doc, 'link[rel=stylesheet]:not([disabled])') as NodeListOf<HTMLLinkElement>) {
      if (!loading(link)) continue;
      left++;
      link.addEventListener('load', settle, { once: true });
      link.addEventListener('error', settle, { once: true });
    }
    settle();
  });
