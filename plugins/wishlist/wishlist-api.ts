/**
 * The signed-in wishlist on the server (docs/rules.md §7 "Store interface"): `addWishListItem`
 * and `delWishListItem` on `{web store}/{site}/ng/p4v1/` (or the `_v/private` form the site file
 * picks, docs/sites.md `endpoints`), confirmed only by result code 0000
 * (runtime/services/wishlist-store.ts reads it); the list itself is read from the store's
 * Hybris base (§7 "Cart and wishlist").
 */
import { HttpError, request, type Bus, type PageConfig, type SiteConfig } from '../../runtime/index';

/** Store calls without a figure in docs/rules.md §9 wait this long. */
const STORE_TIMEOUT_MS = 10_000;

/**
 * A store call as runtime/services/wishlist-store.ts makes it: the reply with its result code. A
 * 2100 (an invalid session, docs/rules.md §8) also signs the shopper out, to the reply's return
 * URL. A call of the shopper's own (`pressed`: an add or a removal) refused as signed out (HTTP
 * 401) asks the session for its §8 alert; the read on load only fails, sending no one away
 * unasked. Either sets `signedOut`, so the caller shows no failure of its own.
 */
export function wishlistStoreCall(page: PageConfig, site: SiteConfig, bus?: Pick<Bus, 'emit'>, pressed = false) {
  const web = (page.storeWebDomain || site.endpoints.store || page.storeDomain || page.gpvStoreDomain || '').trim().replace(/\/+$/, '');
  // The same choice as runtime/services/session-endpoints.ts `storeInterfacePath`, which warns
  // about a bad value; repeated here so this chunk does not share a module with the session's.
  const path = site.endpoints.storeInterfacePath === '_v/private/ng/p4v1' ? '_v/private/ng/p4v1' : 'ng/p4v1';
  const call: { (action: string, params?: Record<string, string>): Promise<Record<string, unknown> & { resultCode: string; resultMessage: string }>; signedOut: boolean } = async (action, params = {}) => {
    let data: Record<string, unknown> | null;
    try {
      data = (await request(`${web}/${encodeURIComponent(page.siteCode)}/${path}/${action}?${new URLSearchParams(params)}`, { timeoutMs: STORE_TIMEOUT_MS, credentials: 'include' })) as Record<string, unknown> | null;
    } catch (error) {
      // Refused as signed out (HTTP 401): the session's alert and the login address (docs/rules.md
      // §8 "Signed out during a platform request"), not the caller's failure.
      if (pressed && error instanceof HttpError && error.status === 401) (call.signedOut = true), bus?.emit('session:expired', {});
      throw error;
    }
    const reply = { ...data, resultCode: typeof data?.resultCode == 'string' || typeof data?.resultCode == 'number' ? `${data.resultCode}` : '', resultMessage: typeof data?.resultMessage === 'string' ? data.resultMessage : '' };
    if (reply.resultCode === '2100') {
      // The caller shows no failure of its own for a shopper being signed out.
      call.signedOut = true;
      bus?.emit('session:sign-out', typeof data!.returnURL === 'string' ? { returnUrl: data!.returnURL } : {});
    }
    return reply;
  };
  call.signedOut = false;
  return call;
}

/** `{store}/tokocommercewebservices/v2/{site}/`: the site's `endpoints.store`, else the page's store domain (as the cart's calls use it). */
export function wishlistBase(page: PageConfig, site: SiteConfig): string {
  const store = (site.endpoints.store || page.storeDomain || page.gpvStoreDomain || '').trim().replace(/\/+$/, '');
  return `${store}/tokocommercewebservices/v2/${encodeURIComponent(page.siteCode)}/`;
}
