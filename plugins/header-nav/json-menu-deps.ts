/**
 * The page's side of applyJsonMenu: the menu JSON address (the site's `endpoints.headerMenu`,
 * docs/sites.md, else the navigation's `data-menu-json` the server renders), the call through runtime/http, and who counts as
 * SMB-registered (docs/rules.md §6: the `isSMBRegisteredUserYN` cookie, else getCustomer).
 */
// Straight from the modules, not runtime/index: the index would tie this chunk to the renderer's shared chunks (.size-limit.cjs).
import { COOKIES, jwtCookie, readCookie } from '../../runtime/cookies';
import { HttpError, request } from '../../runtime/http';
import type { PageConfig, SiteConfig } from '../../runtime/index';
import type { JsonMenuDeps } from './json-menu';
import { pageClock } from './live-badges';

/** docs/rules.md §9 gives the menu JSON no time of its own: the session calls' 10 s. */
export const MENU_TIMEOUT_MS = 10_000;
/** docs/rules.md §9 gives getCustomer no time of its own: 10 s, as the account menu. */
export const CUSTOMER_TIMEOUT_MS = 10_000;

/** The page's menu JSON address; '' when it has none (the page's own menu stays). */
export function menuJsonUrl(nav: HTMLElement, site: SiteConfig): string {
  return (site.endpoints.headerMenu || nav.getAttribute('data-menu-json') || '').trim();
}

/** docs/rules.md §7: `{b2b store}/tokocommercewebservices/v2/{site}/users/current/getCustomer`. */
export function customerUrl(page: PageConfig, site: SiteConfig): string {
  const host = (site.endpoints.b2bStore || site.endpoints.store || page.storeDomain || page.gpvStoreDomain || '').trim().replace(/\/+$/, '');
  return `${host}/tokocommercewebservices/v2/${encodeURIComponent(page.siteCode)}/users/current/getCustomer`;
}

/**
 * docs/rules.md §6: a signed-in shopper (`jwt_{site}`) is SMB-registered when the
 * `isSMBRegisteredUserYN` cookie says Y; without the cookie getCustomer is asked
 * (`customer.isSMBRegisteredUser: true`), and its 401 signs the shopper out (§7). Signed out
 * (whatever cookie a consumer page's sign-out left), a failure or anything else is not SMB.
 */
export async function isSmbShopper(page: PageConfig, site: SiteConfig, signOut?: () => void): Promise<boolean> {
  if (!readCookie(jwtCookie(page.siteCode))) return false;
  const cookie = readCookie(COOKIES.smbRegisteredUser);
  if (cookie === 'Y' || cookie === 'N') return cookie === 'Y';
  try {
    const reply = (await request(customerUrl(page, site), { timeoutMs: CUSTOMER_TIMEOUT_MS, credentials: 'include' })) as { customer?: { isSMBRegisteredUser?: unknown } } | null;
    return reply?.customer?.isSMBRegisteredUser === true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) signOut?.();
    else console.warn(`storefront: header-nav: getCustomer failed (${error instanceof Error ? error.message : String(error)}); SMB-only menu items left out`);
    return false;
  }
}

/** The real dependencies for this navigation; `signal` stops the live badges when the plugin goes. */
export function jsonMenuDeps(nav: HTMLElement, page: PageConfig, site: SiteConfig, signal?: AbortSignal, signOut?: () => void): JsonMenuDeps {
  return {
    url: menuJsonUrl(nav, site),
    fetch: (url) => request(url, { timeoutMs: MENU_TIMEOUT_MS, ...(signal ? { signal } : {}) }),
    warn: (message) => console.warn(message),
    isSmb: () => isSmbShopper(page, site, signOut),
    clock: pageClock,
    pageUrl: location.href,
    allowedHosts: site.redirectHosts,
    ...(signal ? { signal } : {}),
  };
}
