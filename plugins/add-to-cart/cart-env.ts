/**
 * What the cart services need on a page (docs/rules.md §7 "Cart and wishlist"): the Hybris base
 * `{store}/tokocommercewebservices/v2/{site}/`, the page's popups, the link rule's scope and the
 * bus for the count. One place, so the button and its tests build the same environment.
 */
import { HttpError, jwtCookie, readCookie, request, type Bus, type PageConfig, type SiteConfig } from '../../runtime/index';
import { publishCartCount } from '../../runtime/services/cart-count';
import type { CartAddEnv } from '../../runtime/services/cart-add';
import { overlay } from '../../runtime/ui/overlay';

/** The store host: the site's `endpoints.store`, else the page's store domain (as the session's calls use it). */
const storeHost = (page: PageConfig, site: SiteConfig): string => (site.endpoints.store || page.storeDomain || page.gpvStoreDomain || '').trim().replace(/\/+$/, '');

/** `{store}/tokocommercewebservices/v2/{site}/`. */
export function hybrisBase(page: PageConfig, site: SiteConfig): string {
  return `${storeHost(page, site)}/tokocommercewebservices/v2/${encodeURIComponent(page.siteCode)}/`;
}

/**
 * The base `addToCart/multi/` is appended to: the site's alternate path on the store host
 * (`endpoints.cartMulti`, au: docs/sites.md; its form is checked with the site file or the page's
 * narrowing, runtime/site-file-check.ts), else the Hybris base.
 */
export function multiBase(page: PageConfig, site: SiteConfig): string {
  return site.endpoints.cartMulti ? storeHost(page, site) + site.endpoints.cartMulti : hybrisBase(page, site);
}

/** The web store's servicesv2 base: the page's storeWebDomain, else the store host (docs/rules.md §7). */
export function servicesBase(page: PageConfig, site: SiteConfig): string {
  const web = (page.storeWebDomain || site.endpoints.store || page.storeDomain || page.gpvStoreDomain || '').trim().replace(/\/+$/, '');
  return `${web}/servicesv2/`;
}

/** The store interface's base `{web store}/{site}/ng/p4v1/`, or the `_v/private` form the site file picks (docs/sites.md `endpoints`). */
export function storeBase(page: PageConfig, site: SiteConfig): string {
  const web = (page.storeWebDomain || site.endpoints.store || page.storeDomain || page.gpvStoreDomain || '').trim().replace(/\/+$/, '');
  const path = site.endpoints.storeInterfacePath === '_v/private/ng/p4v1' ? '_v/private/ng/p4v1' : 'ng/p4v1';
  return `${web}/${encodeURIComponent(page.siteCode)}/${path}/`;
}

/** The add-to-cart environment of this page; `navigate` leaves the page (tests pass their own). */
export function cartEnv(page: PageConfig, site: SiteConfig, bus: Pick<Bus, 'emit' | 'last'>, navigate = (url: string) => location.assign(url)): CartAddEnv {
  return {
    hybrisBase: hybrisBase(page, site),
    multiBase: multiBase(page, site),
    servicesBase: servicesBase(page, site),
    storeBase: storeBase(page, site),
    siteCode: page.siteCode,
    ecomCarts: `${storeHost(page, site)}/v4/shopping-carts/`,
    jwt: readCookie(jwtCookie(page.siteCode)),
    cookieCount: () => readCookie('cartCount'),
    call: request,
    ui: overlay,
    log: console,
    links: { pageUrl: location.href, allowedHosts: site.redirectHosts },
    navigate,
    onCount: (count) => void publishCartCount(bus, count),
    signOut: (returnUrl) => !!bus.last('session:changed')?.signedIn && (bus.emit('session:sign-out', returnUrl ? { returnUrl } : {}), true),
    // docs/rules.md §8 "Signed out during a platform request": the session's alert, then the login address.
    expired: (failure) => failure instanceof HttpError && failure.status === 401 && !!bus.last('session:changed')?.signedIn && (bus.emit('session:expired', {}), true),
  };
}
