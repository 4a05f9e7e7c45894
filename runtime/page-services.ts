/**
 * Page services (docs/architecture.md "Page services"): what a page needs because of its
 * address rather than a marker: the links of an employee (multistore) store page and the B2B
 * campaign cookies of a landing URL (docs/rules.md §2, §5). The config step only tests the
 * address; the work is a chunk loaded when a test matches, so other pages load nothing.
 */
import type { PageConfig } from './page-config';

type PageServices = Pick<typeof import('./services/page-services'), 'startPageServices'>;
const loadPageServices = (): Promise<PageServices> => import('./services/page-services');

/**
 * Starts the page services the address asks for: `multistore` after the site code or under the
 * authoring content path (§2), or a campaign on the nl, be and be_fr sites (§5). A chunk that
 * fails leaves the page as it is, with a warning. Not through loadChunk: sharing it with boot
 * would move it into a chunk of its own.
 */
export function startPageServices(page: PageConfig, doc: Document, load: () => Promise<PageServices> = loadPageServices): Promise<void> | undefined {
  const { pathname, search } = doc.location;
  return /^\/(content\/[^/]+\/)?[^/]+\/multistore\//.test(pathname) || (/^(nl|be|be_fr)$/.test(page.siteCode) && search.includes('utm_campaign='))
    ? load().then((m) => m.startPageServices(page, doc)).catch((error: unknown) => console.warn('storefront: chunk "page-services" failed', error))
    : undefined;
}
