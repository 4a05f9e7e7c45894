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
  /** The store interface base: `{store domain}/{site}/ng/p4v1/` (docs/rules.md §7 "Store interface"). */
  storeInterface: string;
  getCustomer: string;
  rewardsCheck: string;
}

/** A host without its trailing slashes ("" stays "": same origin). */
const base = (host: string | undefined): string => (host ?? '').trim().replace(/\/+$/, '');

/** The session endpoints of the page and site. */
export function sessionEndpoints(page: PageConfig, site: SiteConfig): SessionEndpoints {
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
    storeInterface: `${web}/${code}/ng/p4v1/`,
    getCustomer: `${base(e.b2bStore) || store}/tokocommercewebservices/v2/${code}/users/current/getCustomer`,
    rewardsCheck: `/aemapi/v6/mysamsung/rewards.json/rewards-partner/v2/users/rtt_guid/check`,
  };
}
