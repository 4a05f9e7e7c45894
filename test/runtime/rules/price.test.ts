// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPriceRules, PLAIN_PRICE, resolveSitePrice } from '../../../runtime/rules/price';
import type { SiteFile } from '../../../runtime/site-config';
import defaults from '../../../sites/default.json';
import { siteFiles } from '../../../sites/index';

const siteDefaults = defaults as SiteFile;

const rules = createPriceRules(siteFiles, siteDefaults);

// docs/rules.md §9 "Price formats", one row per site: 1234.5 (grouping, decimal mark, one digit padded)
// and 1000 (whole number: .00/,00 or none for zero-decimal currencies).
const SITES: ReadonlyArray<[site: string, fraction: string, whole: string]> = [
  ['uk', '£1,234.50', '£1,000.00'],
  ['us', '$1,234.50', '$1,000.00'],
  ['ca', '$1,234.50', '$1,000.00'],
  ['ca_fr', '1 234,50 $', '1 000,00 $'], // cad: ca_fr suffix $, French-style space
  ['in', '₹1,234.50', '₹1,000.00'],
  ['cn', '￥1,234.50', '￥1,000.00'],
  ['hk', 'HK$1,234.50', 'HK$1,000.00'],
  ['tw', 'NT$1,234.50', 'NT$1,000.00'],
  ['jp', '1,234.50円', '1,000円'],
  ['sec', '1,234.50원', '1,000원'],
  ['my', 'RM1,234.50', 'RM1,000.00'],
  ['id', 'Rp 1.234,50', 'Rp 1.000'],
  ['ph', '₱1,234.50', '₱1,000.00'],
  ['vn', '1.234,50 ₫', '1.000 ₫'],
  ['de', '1.234,50 €', '1.000,00 €'],
  ['at', '€ 1.234,50', '€ 1.000,00'],
  ['fr', '1 234,50 €', '1 000,00 €'],
  ['it', '1.234,50 €', '1.000,00 €'],
  ['es', '1.234,50 €', '1.000,00 €'],
  ['pt', '1.234,50 €', '1.000,00 €'],
  ['nl', '€ 1.234,50', '€ 1.000,00'],
  ['be', '€ 1.234,50', '€ 1.000,00'],
  ['be_fr', '1 234,50 €', '1 000,00 €'],
  ['ch', '1.234,50 CHF', '1.000,00 CHF'], // chf on ch sites: suffix, dot grouping, comma decimals
  ['ch_fr', '1.234,50 CHF', '1.000,00 CHF'],
  ['se', '1 234,50 kr', '1 000 kr'],
  ['dk', '1 234,50 kr', '1 000 kr'],
  ['no', '1 234,50 kr', '1 000 kr'],
  ['fi', '1 234,50 €', '1 000,00 €'],
  ['pl', '1 234,50 zł', '1 000,00 zł'],
  ['cz', '1 234,50 Kč', '1 000 Kč'],
  ['hu', '1 235 Ft', '1 000 Ft'], // huf rounds up
  ['ro', '1.234,50 lei', '1.000,00 lei'],
  ['hr', '1.234,50 kn', '1.000,00 kn'],
  ['ua', '1 234,50 ₴', '1 000 ₴'],
  ['ru', '1 234,50 ₽', '1 000,00 ₽'],
  ['kz', '1 234,50 ₸', '1 000 ₸'],
  ['tr', '1.234,50 TL', '1.000,00 TL'],
  ['br', 'R$ 1.234,50', 'R$ 1.000,00'],
  ['mx', '$1,234.50', '$1,000.00'],
  ['ar', '$ 1.234,50', '$ 1.000,00'],
  ['cl', '$1.234,50', '$1.000'],
  ['co', '$ 1.234,50', '$ 1.000'],
  ['pe', 's/ 1,234.50', 's/ 1,000.00'],
  ['pa', 'US$1,234.50', 'US$1,000.00'],
  ['jo', '1,234.50 JD', '1,000.00 JD'],
  ['levant', '1,234.50 JD', '1,000.00 JD'], // alias of jo
  ['jo_ar', '1,234.50 د.أ', '1,000.00 د.أ'],
  ['levant_ar', '1,234.50 د.أ', '1,000.00 د.أ'], // alias of jo_ar
  ['ae', '1,234.50 AED', '1,000.00 AED'],
  ['ae_ar', '1,234.50 د.إ', '1,000.00 د.إ'],
  ['sa', '1,234.50 ر.س', '1,000.00 ر.س'], // Arabic sa site: Arabic symbol
  ['sa_en', '1,234.50 SAR', '1,000.00 SAR'],
  ['kw', '1,234.50 KD', '1,000.00 KD'],
  ['om', '1,234.50 RO', '1,000.00 RO'],
  ['bh', '1,234.50 BD', '1,000.00 BD'],
  ['qa', '1,234.50 QAR', '1,000.00 QAR'],
  ['eg', '1,234.50 ج.م', '1,000.00 ج.م'],
  ['iq_ar', '1,234.50 د.ع', '1,000 د.ع'], // iqd: Arabic suffix on iq sites
  ['iq_ku', '1,234.50 $', '1,000.00 $'], // usd: iq sites suffix $
  ['il', '1,234.50 ₪', '1,000.00 ₪'],
  ['pk', 'Rs. 1,234.50', 'Rs. 1,000.00'],
  ['n_africa', '1 234,50 DH', '1 000,00 DH'],
];

// docs/rules.md §9: currencies it does not list use the locale's standard format.
const INTL_SITES: ReadonlyArray<[site: string, locale: string, currency: string]> = [
  ['au', 'en-AU', 'AUD'],
  ['nz', 'en-NZ', 'NZD'],
  ['sg', 'en-SG', 'SGD'],
  ['th', 'th-TH', 'THB'],
  ['py', 'es-PY', 'PYG'],
];

describe('formatPrice by site code (docs/rules.md §9)', () => {
  it.each(SITES)('%s shows %s and %s', (site, fraction, whole) => {
    expect(rules.formatPrice(1234.5, site)).toBe(fraction);
    expect(rules.formatPrice('1000', site)).toBe(whole);
  });

  it.each(INTL_SITES)('%s uses Intl for %s %s', (site, locale, currency) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
    expect(rules.sitePrice(site)).toEqual({ kind: 'intl', locale, currency: currency.toLowerCase() });
    expect(rules.formatPrice(1234.5, site)).toBe(intl.format(1234.5));
    expect(rules.formatPrice('', site)).toBe('');
  });

  it('covers every site file with either a row above or Intl', () => {
    const covered = new Set([...SITES.map(([s]) => s), ...INTL_SITES.map(([s]) => s)]);
    expect(Object.keys(siteFiles).filter((s) => !covered.has(s))).toEqual([]);
  });

  it('resolves codes case-insensitively and unknown codes to plain digits', () => {
    expect(rules.formatPrice(5, 'UK')).toBe('£5.00');
    expect(rules.formatPrice(1234.5, 'zz')).toBe('1,234.50');
    for (const hostile of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '']) {
      expect(rules.formatPrice(1234.5, hostile)).toBe('1,234.50');
    }
  });

  it('gives "" for empty, null and non-numeric amounts on every site', () => {
    for (const site of Object.keys(siteFiles)) {
      for (const empty of [null, undefined, '', '  ', 'abc', Number.NaN, Infinity, {}, []]) {
        expect(rules.formatPrice(empty, site)).toBe('');
      }
    }
  });
});

describe('parsePrice by site code (docs/rules.md §5)', () => {
  it.each(SITES)('%s reads %s back', (site, fraction, whole) => {
    expect(rules.parsePrice(fraction, site)).toBe(site === 'hu' ? 1235 : 1234.5);
    expect(rules.parsePrice(whole, site)).toBe(1000);
  });

  it.each(INTL_SITES)('%s reads its Intl format back', (site) => {
    expect(rules.parsePrice(rules.formatPrice(1234567, site), site)).toBe(1234567);
  });

  it('returns null when there is no number', () => {
    expect(rules.parsePrice('', 'de')).toBeNull();
    expect(rules.parsePrice('€', 'de')).toBeNull();
    expect(rules.parsePrice(null, 'de')).toBeNull();
  });
});

describe('resolveSitePrice', () => {
  it('uses a valid price, else Intl for a currency, else the defaults, else plain digits', () => {
    const price = { symbol: 'X', position: 'prefix', group: ',', decimal: '.', decimals: 2 } as const;
    // Resolved formats carry every flag, so all sites share one object shape.
    const flags = { space: false, roundUp: false, skipRounding: false };
    expect(resolveSitePrice({ price }, {})).toEqual({ kind: 'format', format: { ...price, ...flags } });
    expect(resolveSitePrice({ currency: 'zar', locale: 'en-ZA' }, {})).toEqual({ kind: 'intl', locale: 'en-ZA', currency: 'zar' });
    expect(resolveSitePrice({}, { price })).toEqual({ kind: 'format', format: { ...price, ...flags } });
    expect(resolveSitePrice({ price: { symbol: 1 } }, {})).toEqual({ kind: 'format', format: { ...PLAIN_PRICE, ...flags } });
    expect(resolveSitePrice(null, {})).toEqual({ kind: 'format', format: { ...PLAIN_PRICE, ...flags } });
    expect(resolveSitePrice({ currency: 'not a code' }, {})).toEqual({ kind: 'format', format: { ...PLAIN_PRICE, ...flags } });
  });
});
