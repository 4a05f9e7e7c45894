/**
 * The account menu's calls and links: the rewards check (docs/rules.md §6: only rewards members
 * get the rewards link; §7: header sg-site-code, 20 s) and the login address with the current
 * page as `redirect_uri` (docs/rules.md §2), on the site or its allow-list only.
 */
import { request, type PageConfig, type SiteConfig } from '../../runtime/index';
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
  const base = allowedLink(site.endpoints.login || page.loginLinkURL || '', scope) ?? new URL(`/${encodeURIComponent(page.siteCode)}/web/login`, pageUrl).href;
  const url = new URL(base);
  url.searchParams.set('redirect_uri', allowedLink(pageUrl, scope) ?? new URL(`/${encodeURIComponent(page.siteCode)}/`, pageUrl).href);
  return url.href;
}
