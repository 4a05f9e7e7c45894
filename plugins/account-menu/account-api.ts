/**
 * The account menu's calls and links: the rewards check (docs/rules.md §6: only rewards members
 * get the rewards link; §7: header sg-site-code, 20 s) and the login address with the current
 * page as `redirect_uri` (docs/rules.md §2), on the site or its allow-list only; getCustomer
 * for the SMB-only items (docs/rules.md §6, §7).
 */
import { HttpError, request, type PageConfig, type SiteConfig } from '../../runtime/index';
import { allowedLink } from '../../runtime/rules/allowed-link';

/** docs/rules.md §9: rewards 20 s. */
export const REWARDS_TIMEOUT_MS = 20_000;
const REWARDS_CHECK = '/aemapi/v6/mysamsung/rewards.json/rewards-partner/v2/users/rtt_guid/check';

/** True only when the rewards service says the shopper is a member; any failure is "not a member". The site may move the call (`endpoints.rewardsCheck`). */
export async function isRewardsMember(page: PageConfig, site: SiteConfig): Promise<boolean> {
  try {
    const reply = (await request(site.endpoints.rewardsCheck || REWARDS_CHECK, { timeoutMs: REWARDS_TIMEOUT_MS, headers: { 'sg-site-code': page.siteCode }, credentials: 'include' })) as {
      statusCode?: unknown;
      resultData?: { apiResult?: { isMember?: unknown } };
    } | null;
    return reply?.statusCode === 200 && reply.resultData?.apiResult?.isMember === true;
  } catch {
    return false;
  }
}

/** The login address for this page: the site's login URL with `redirect_uri` set to the current page. */
export function loginHref(page: PageConfig, site: SiteConfig, pageUrl = location.href): string {
  const scope = { pageUrl, allowedHosts: site.redirectHosts };
  // None configured, or one refused: /{site}/web/login (an empty address would be the page itself).
  const configured = site.endpoints.login || page.loginLinkURL;
  const base = (configured && allowedLink(configured, scope)) || new URL(`/${encodeURIComponent(page.siteCode)}/web/login`, pageUrl).href;
  const url = new URL(base);
  url.searchParams.set('redirect_uri', allowedLink(pageUrl, scope) ?? new URL(`/${encodeURIComponent(page.siteCode)}/`, pageUrl).href);
  return url.href;
}

/** The signed-in shopper's page, `/{site}/mypage/` (docs/rules.md §1 routes), on this page's origin. */
export function myPageHref(page: PageConfig, pageUrl = location.href): string {
  return new URL(`/${encodeURIComponent(page.siteCode)}/mypage/`, pageUrl).href;
}

/** docs/rules.md §9 gives getCustomer no time of its own: the session calls' 10 s. */
export const CUSTOMER_TIMEOUT_MS = 10_000;

/** What getCustomer says of the shopper (docs/rules.md §7): SMB-registered, not, or signed out (401). */
export type SmbStatus = 'smb' | 'other' | 'signed-out';

/**
 * docs/rules.md §7: `{b2b store}/tokocommercewebservices/v2/{site}/users/current/getCustomer`, the
 * B2B store being `endpoints.b2bStore`, else the store (as runtime/services/session-endpoints.ts
 * builds it; not imported from there, which would split the session chunk in two).
 */
export function customerUrl(page: PageConfig, site: SiteConfig): string {
  const host = (site.endpoints.b2bStore || site.endpoints.store || page.storeDomain || page.gpvStoreDomain || '').trim().replace(/\/+$/, '');
  return `${host}/tokocommercewebservices/v2/${encodeURIComponent(page.siteCode)}/users/current/getCustomer`;
}

/** Asks the B2B store whether the shopper is SMB-registered; any failure but 401 reads as "not". */
export async function smbStatus(page: PageConfig, site: SiteConfig): Promise<SmbStatus> {
  try {
    const reply = (await request(customerUrl(page, site), { timeoutMs: CUSTOMER_TIMEOUT_MS, credentials: 'include' })) as { customer?: { isSMBRegisteredUser?: unknown } } | null;
    return reply?.customer?.isSMBRegisteredUser === true ? 'smb' : 'other';
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return 'signed-out';
    console.warn(`storefront: account-menu: getCustomer failed (${error instanceof Error ? error.message : String(error)}); SMB items left out`);
    return 'other';
  }
}
