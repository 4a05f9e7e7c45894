/**
 * `storefront.formatPrice(amount, siteCode?)`: the price rules of runtime/rules/price (SPEC §5,
 * §9) bound to the site files boot loaded and to the page's site. Lives in the lazily loaded
 * site-services chunk, not in the boot code.
 */
import { createPriceRules } from './rules/price';
import type { SiteFile } from './site-config';

/** Binds the price formatter to the page's site (the default) and the site files. */
export function createFormatPrice(pageSite: string, files: Readonly<Record<string, unknown>>, defaults: SiteFile) {
  const rules = createPriceRules(files, defaults);
  return (amount: number | string | null | undefined, siteCode: string = pageSite): string => rules.formatPrice(amount, siteCode);
}
