/**
 * Where the session may send the shopper (docs/architecture.md "Redirects"): every return
 * parameter (`redirect_uri`, `goUrl`, `returnURL`, `redirectUrl`) is followed only when it is on
 * the page's site or the site's allow-list; anything else goes to the site home.
 */
import type { PageConfig } from '../page-config';
import { allowedLink } from '../rules/allowed-link';
import type { SiteConfig } from '../site-config';

/** docs/rules.md §2: the site home, `/{site}/` (`/{site}/business/` for B2B). */
export function siteHome(page: PageConfig): string {
  return `/${encodeURIComponent(page.siteCode)}/${page.b2bFlag ? 'business/' : ''}`;
}

/** `target` as an absolute URL when it may be followed, else the site home (absolute). */
export function returnTarget(target: unknown, page: PageConfig, site: SiteConfig, pageUrl = location.href): string {
  const home = new URL(siteHome(page), pageUrl).href;
  if (typeof target !== 'string' || target.trim() === '') return home;
  return allowedLink(target, { pageUrl, allowedHosts: site.redirectHosts }) ?? home;
}

/** docs/rules.md §2: the login address with the current resource as `redirect_uri`. */
export function loginAddress(page: PageConfig, site: SiteConfig, pageUrl = location.href): string {
  const base = site.endpoints.login || page.loginLinkURL || `/${encodeURIComponent(page.siteCode)}/web/login`;
  const url = new URL(returnTarget(base, page, site, pageUrl));
  url.searchParams.set('redirect_uri', returnTarget(pageUrl, page, site, pageUrl));
  return url.href;
}
