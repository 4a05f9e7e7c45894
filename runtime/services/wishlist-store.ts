/**
 * The wishlist's two homes (docs/rules.md §4 "Store call queue", §5): a signed-out shopper's
 * product codes live in the `wl` cookie (duplicates ignored, max 6, oldest dropped); a signed-in
 * shopper's on the server through the store interface (`addWishListItem` / `delWishListItem`),
 * or on the v4 identity wishlist where the site's wishlist option `api` is `v4` (docs/sites.md,
 * runtime/services/wishlist-apis.ts).
 * On sign-in the hand-over moves the cookie items to the server one by one and removes from the
 * cookie only what the server confirmed, so a failure part-way loses nothing.
 */
import { readCookie, writeCookie } from '../cookies';
import type { PageConfig } from '../page-config';
import { wishlistCookie } from '../rules/cookie-lists';
import type { SiteConfig } from '../site-config';
import type { StoreCall } from './store-interface';

/** The product codes in the `wl` cookie, newest first. */
export function cookieWishlist(): string[] {
  return wishlistCookie.parse(readCookie('wishlist') ?? '');
}

const save = (list: readonly string[]): string[] => (writeCookie('wishlist', wishlistCookie.serialise(list)), [...list]);

/** Adds a code to the `wl` cookie (a duplicate is ignored; the oldest goes when 6 are there). */
export function addToCookieWishlist(code: string): string[] {
  return save(wishlistCookie.add(cookieWishlist(), code));
}

/** Removes a code from the `wl` cookie. */
export function removeFromCookieWishlist(code: string): string[] {
  return save(wishlistCookie.remove(cookieWishlist(), code));
}

/** Adds or removes one code on the server; resolves true only when the store confirmed it (result code 0000). */
export async function serverWishlist(storeCall: StoreCall, action: 'add' | 'remove', code: string): Promise<boolean> {
  try {
    const reply = await storeCall(action === 'add' ? 'addWishListItem' : 'delWishListItem', { productCode: code }, { codes: 'own' });
    return reply.resultCode === '0000';
  } catch {
    return false;
  }
}

/**
 * The sign-in hand-over: each cookie item (oldest first) goes to the server; a confirmed one
 * leaves the cookie at once, an unconfirmed one stays for the next page. Never rejects, so the
 * store-call queue behind it is always released.
 */
export async function handOverWishlist(add: (code: string) => Promise<boolean>, log: Pick<Console, 'warn'>): Promise<{ moved: string[]; kept: string[] }> {
  const moved: string[] = [];
  const kept: string[] = [];
  for (const code of cookieWishlist().reverse()) {
    let confirmed = false;
    try {
      confirmed = await add(code);
    } catch (error) {
      log.warn(`wishlist hand-over: ${code} was not confirmed`, error);
    }
    // The cookie is read again: the shopper may have changed it while the call was out.
    if (confirmed) removeFromCookieWishlist(code);
    (confirmed ? moved : kept).push(code);
  }
  if (kept.length) log.warn(`wishlist hand-over: ${kept.length} item(s) stay in the wl cookie for the next page`);
  return { moved, kept };
}

/**
 * The site's signed-in wishlist change: the store interface, or the v4 identity wishlist where the
 * site's wishlist option `api` is `v4` (docs/sites.md), whose code loads only there. Never rejects.
 */
export function wishlistChange(page: PageConfig, site: SiteConfig, storeCall: StoreCall): (action: 'add' | 'remove', code: string) => Promise<boolean> {
  return site.plugins.wishlist?.options?.api === 'v4'
    ? (action, code) => {
        // Within 10 s, as every chunk: a load that stalls would hold the store-call queue for good.
        let timer: ReturnType<typeof setTimeout> | undefined;
        return Promise.race([import('./wishlist-apis'), new Promise<never>((_, reject) => (timer = setTimeout(reject, 10_000)))])
          .finally(() => clearTimeout(timer))
          .then((m) => m.v4Wishlist(m.v4WishlistEnv(page, site), action, code), () => false);
      }
    : (action, code) => serverWishlist(storeCall, action, code);
}
