/**
 * docs/rules.md §5 "B2B campaign tracking": on the nl, be and be_fr business sites the campaign id and
 * source of a landing URL are kept (docs/rules.md §3 cookies cid, utm_source; docs/rules.md §9: 30 days).
 */
import { canonicalSite } from '../site-config';

/** docs/rules.md §5: the sites that track B2B campaigns. */
export const B2B_CAMPAIGN_SITES: readonly string[] = ['nl', 'be', 'be_fr'];

/** What is stored for a campaign visit. */
export interface B2bCampaign {
  readonly cid: string;
  readonly utmSource: string;
}

// A cookie holds about 4 kB; a longer value is not a campaign id but someone probing.
const MAX_VALUE = 256;

/**
 * The campaign to store for a landing URL's query, or null. docs/rules.md §5: only when cid,
 * utm_source, utm_medium and utm_campaign are all present and cid and utm_source are longer
 * than 2 characters.
 */
export function b2bCampaign(siteCode: unknown, search: unknown): B2bCampaign | null {
  if (typeof siteCode !== 'string' || !B2B_CAMPAIGN_SITES.includes(canonicalSite(siteCode))) return null;
  if (typeof search !== 'string' && !(search instanceof URLSearchParams)) return null;
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (name: string) => (params.get(name) ?? '').trim();
  const cid = get('cid');
  const utmSource = get('utm_source');
  if (!get('utm_medium') || !get('utm_campaign')) return null;
  if (cid.length <= 2 || utmSource.length <= 2) return null;
  if (cid.length > MAX_VALUE || utmSource.length > MAX_VALUE) return null;
  return { cid, utmSource };
}
