/**
 * `storefront.formatPrice(amount, siteCode?)`: the price rules of runtime/rules/price bound
 * to the site files boot loaded. Lives in the lazily loaded sites/rules chunk, not in boot.
 */
import type { SiteFile } from './site-config';

/** Binds the price formatter to the page's site and the site files. */
export function createFormatPrice(pageSite: string, files: Readonly<Record<string, unknown>>, defaults: SiteFile) {
  const cache = new Map<string, Intl.NumberFormat>();
  return (amount: number | string | null | undefined, siteCode: string = pageSite): string => {
    if (amount === null || amount === undefined || amount === '') return '';
    const file = (files[siteCode] ?? {}) as SiteFile;
    const locale = file.locale ?? defaults.locale ?? 'en';
    const currency = file.currency ?? '';
    const key = `${locale}|${currency}`;
    let format = cache.get(key);
    if (!format) {
      format = currency ? new Intl.NumberFormat(locale, { style: 'currency', currency }) : new Intl.NumberFormat(locale, { minimumFractionDigits: 2 });
      cache.set(key, format);
    }
    const n = Number(amount);
    return Number.isFinite(n) ? format.format(n) : '';
  };
}
