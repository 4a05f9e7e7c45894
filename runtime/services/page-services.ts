/**
 * The page services' chunk (docs/architecture.md "Page services"), loaded by
 * runtime/page-services.ts only when the address asks for it:
 * - on a multistore page every link is kept inside the employee store (docs/rules.md §2
 *   "Multistore rule"), those already there and those added later (menus, plugins);
 * - on a B2B landing URL that qualifies, the campaign id and source are kept for 30 days
 *   (docs/rules.md §5 "B2B campaign tracking", §9).
 */
import { COOKIES, writeCookie } from '../cookies';
import type { PageConfig } from '../page-config';
import { b2bCampaign } from '../rules/b2b-campaign';
import { multistoreHref, multistorePage, type MultistorePage } from '../rules/multistore-links';

/** Rewrites the href of every link under `root` (the root included) that the rule moves into the store. */
function rewrite(root: Element | Document, store: MultistorePage): void {
  // Through the prototypes (DOM clobbering, docs/architecture.md "Input hardening"): the page's
  // markup cannot hide the search. Written out: runtime/safe-dom.ts imported here would become
  // a chunk of its own.
  const links = [...(root instanceof Element ? Element.prototype : Document.prototype).querySelectorAll.call(root, 'a[href], area[href]')];
  if (root instanceof Element && Element.prototype.matches.call(root, 'a[href], area[href]')) links.push(root);
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    const next = multistoreHref(href, store);
    // A rewritten href contains "multistore", so the rule leaves it alone the next time: no loop.
    if (next !== href) link.setAttribute('href', next);
  }
}

/** Keeps every link of a multistore page in the store, now and as links arrive or change; answers a stop function. */
export function keepLinksInStore(doc: Document, store: MultistorePage): () => void {
  rewrite(doc, store);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') rewrite(r.target as Element, store);
      else for (const node of r.addedNodes) if (node instanceof Element) rewrite(node, store);
    }
  });
  observer.observe(Object.getOwnPropertyDescriptor(Document.prototype, 'documentElement')!.get!.call(doc), { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });
  return () => observer.disconnect();
}

/** Starts what the page's address asks for. */
export function startPageServices(page: PageConfig, doc: Document): void {
  const store = multistorePage(doc.location.pathname);
  if (store) keepLinksInStore(doc, store);
  const campaign = b2bCampaign(page.siteCode, doc.location.search);
  if (campaign) {
    writeCookie(COOKIES.campaignId, campaign.cid);
    writeCookie(COOKIES.campaignSource, campaign.utmSource);
  }
}
