// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatIntlPrice, intlPrice, parseIntlPrice } from '../../../runtime/rules/intl-price';

describe('Intl price for currencies docs/rules.md §9 does not list', () => {
  it("uses the locale's standard currency format", () => {
    expect(formatIntlPrice(1234.5, 'en-AU', 'aud')).toBe(new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(1234.5));
    expect(formatIntlPrice(1234.5, 'en-ZA', 'zar')).toBe(new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' }).format(1234.5));
  });

  it('rounds numeric strings decimally like the price data path', () => {
    const nf = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
    expect(formatIntlPrice('1.005', 'en-AU', 'aud')).toBe(nf.format(1.01));
  });

  it('shows nothing for an amount too large for a number, not "$∞"', () => {
    expect(formatIntlPrice('1e999', 'en-AU', 'AUD')).toBe('');
    expect(formatIntlPrice(`9${'0'.repeat(400)}`, 'th-TH', 'THB')).toBe('');
  });

  it('shows no minus for an amount that rounds to zero', () => {
    expect(formatIntlPrice(-0.3, 'es-PY', 'pyg')).not.toContain('-');
  });

  it('caches one formatter per locale and currency', () => {
    expect(intlPrice('th-TH', 'thb')).toBe(intlPrice('th-TH', 'thb'));
  });

  it('falls back to "en" for an invalid locale and gives "" for an invalid currency', () => {
    expect(formatIntlPrice(5, 'not a locale!', 'usd')).toBe('$5.00');
    expect(formatIntlPrice(5, 'en', 'zz')).toBe('');
    expect(intlPrice('en', 'zz')).toBeNull();
    expect(formatIntlPrice('', 'en-AU', 'aud')).toBe('');
  });

  it('parses its own output with the locale decimal mark', () => {
    expect(parseIntlPrice(formatIntlPrice(1234.56, 'de-DE', 'eur'), 'de-DE', 'eur')).toBe(1234.56);
    expect(parseIntlPrice(formatIntlPrice(-1234.56, 'th-TH', 'thb'), 'th-TH', 'thb')).toBe(-1234.56);
    expect(parseIntlPrice(formatIntlPrice(1234567, 'es-PY', 'pyg'), 'es-PY', 'pyg')).toBe(1234567);
    expect(parseIntlPrice('', 'en-AU', 'aud')).toBeNull();
    expect(parseIntlPrice({}, 'en-AU', 'aud')).toBeNull();
  });
});
