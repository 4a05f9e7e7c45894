/**
 * Where the session calls go (docs/rules.md §7 "Login and session"). The login host, the store
 * and the sso host are the page's `storeDomain` unless the site file names them
 * (`endpoints.loginHost`, `endpoints.store`, `endpoints.sso`); with neither, the calls go to the
 * page's own origin.
 */
import type { PageConfig } from '../page-config';
import type { SiteConfig } from '../site-config';

/** The URLs of the session calls for one page. */
export interface SessionEndpoints {
  validate: string;
  details: string;
  logout: string;
  ssoLogout: string;
  chinaRefresh: string;
  chinaLogout: string;
  /** The store interface base: `{store domain}/{site}/ng/p4v1/`, or `…/_v/private/ng/p4v1/` where the site file asks (docs/rules.md §7). */
  storeInterface: string;
  getCustomer: string;
  rewardsCheck: string;
  /** The mini-cart count, on the page's own origin (docs/rules.md §7). */
  minicart: string;
}

/** The store interface's two forms; `endpoints.storeInterfacePath` picks the private one (docs/sites.md). */
export const STORE_INTERFACE_PATHS = ['ng/p4v1', '_v/private/ng/p4v1'] as const;

/** The site's store-interface path: the default, with a warning naming the field for any other value. */
export function storeInterfacePath(site: SiteConfig, log: Pick<Console, 'warn'> = console): string {
  const asked = site.endpoints.storeInterfacePath;
  if (asked === undefined || asked === STORE_INTERFACE_PATHS[0]) return STORE_INTERFACE_PATHS[0];
  if (asked === STORE_INTERFACE_PATHS[1]) return asked;
  log.warn(`storefront: endpoints.storeInterfacePath ${JSON.stringify(String(asked).slice(0, 40))} is not one of ${STORE_INTERFACE_PATHS.join(', ')}; using ${STORE_INTERFACE_PATHS[0]}`);
  return STORE_INTERFACE_PATHS[0];
}

/** A host without its trailing slashes ("" stays "": same origin). */
const base = (host: string | undefined): string => (host ?? '').trim().replace(/\/+$/, '');

/** The session endpoints of the page and site. */
export function sessionEndpoints(page: PageConfig, site: SiteConfig, log: Pick<Console, 'warn'> = console): SessionEndpoints {
  const e = site.endpoints;
  const store = base(e.store || page.storeDomain || page.gpvStoreDomain);
  const login = base(e.loginHost) || store;
  const sso = base(e.sso) || store;
  const code = encodeURIComponent(page.siteCode);
  const web = base(page.storeWebDomain) || store;
  return {
    validate: `${login}/v1/sso/user/validate`,
    details: `${store}/v1/sso/jwt/details`,
    logout: `${store}/v1/sso/user/logout`,
    ssoLogout: `${sso}/apiservices/logout`,
    chinaRefresh: e.chinaRefresh || `${store}/api/v1/cn/token/refresh`,
    chinaLogout: e.chinaLogout || `${store}/api/v1/cn/logout`,
    storeInterface: `${web}/${code}/${storeInterfacePath(site, log)}/`,
    getCustomer: `${base(e.b2bStore) || store}/tokocommercewebservices/v2/${code}/users/current/getCustomer`,
    rewardsCheck: `/aemapi/v6/mysamsung/rewards.json/rewards-partner/v2/users/rtt_guid/check`,
    minicart: `/tokocommercewebservices/v2/${code}/minicart/totalProducts`,
  };
}
