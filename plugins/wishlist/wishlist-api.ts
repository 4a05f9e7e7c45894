/**
 * The signed-in wishlist on the server (docs/rules.md §7 "Store interface"): `addWishListItem`
 * and `delWishListItem` on `{web store}/{site}/ng/p4v1/`, confirmed only by result code 0000
 * (runtime/services/wishlist-store.ts reads it).
 */
import { request, type PageConfig, type SiteConfig } from '../../runtime/index';

/** Store calls without a figure in docs/rules.md §9 wait this long. */
const STORE_TIMEOUT_MS = 10_000;

/** A store call as runtime/services/wishlist-store.ts makes it: the reply with its result code. */
export function wishlistStoreCall(page: PageConfig, site: SiteConfig) {
  const web = (page.storeWebDomain || site.endpoints.store || page.storeDomain || '').trim().replace(/\/+$/, '');
  return async (action: string, params: Record<string, string> = {}) => {
    const data = (await request(`${web}/${encodeURIComponent(page.siteCode)}/ng/p4v1/${action}?${new URLSearchParams(params)}`, { timeoutMs: STORE_TIMEOUT_MS, credentials: 'include' })) as Record<string, unknown> | null;
    return { ...data, resultCode: String(data?.resultCode ?? ''), resultMessage: typeof data?.resultMessage === 'string' ? data.resultMessage : '' };
  };
}
