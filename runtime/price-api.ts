/**
 * `storefront.formatPrice(amount, siteCode?)`: the price rules of runtime/rules/price
 * (docs/rules.md §5, §9) bound to the site files boot loaded and to the page's site. Lives in
 * the lazily loaded site-services chunk, not in the boot code.
 */
import { createSitePrices, formatSitePrice } from './rules/price';
import { canonicalSite, type SiteFile } from './site-config';

/** How many distinct unknown site codes are reported; a loop of bad codes cannot flood the console. */
const MAX_REPORTED = 20;

/** Binds the price formatter to the page's site (the default) and the site files. */
export function createFormatPrice(pageSite: string, files: Readonly<Record<string, unknown>>, defaults: SiteFile, warn: (m: string) => void = console.warn) {
  const sitePrice = createSitePrices(files, defaults);
  const reported = new Set<string>();
  return (amount: number | string | null | undefined, siteCode: string = pageSite): string => {
    const code = typeof siteCode === 'string' ? canonicalSite(siteCode) : String(siteCode);
    if (!Object.hasOwn(files, code) && !reported.has(code) && reported.size < MAX_REPORTED) {
      reported.add(code);
      warn(`storefront: formatPrice: unknown site ${JSON.stringify(String(siteCode).slice(0, 40))}; using the default price format`);
    }
    return formatSitePrice(amount, sitePrice(siteCode));
  };
}
