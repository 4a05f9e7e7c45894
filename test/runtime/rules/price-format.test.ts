// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PriceFormat } from '../../../runtime/site-config';
import { formatPrice, groupThousands, parsePrice } from '../../../runtime/rules/price-format';

const usd: PriceFormat = { symbol: '$', position: 'prefix', group: ',', decimal: '.', decimals: 2 };
const sek: PriceFormat = { symbol: 'kr', position: 'suffix', group: ' ', decimal: ',', decimals: 0, space: true };
const huf: PriceFormat = { symbol: 'Ft', position: 'suffix', group: ' ', decimal: ',', decimals: 0, space: true, roundUp: true };

describe('docs/rules.md §5 amount rules', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['', ''],
    [5, '$5.00'], // whole number gets .00
    [5.5, '$5.50'], // one fractional digit gets a 0
    ['5.5', '$5.50'],
    [5.25, '$5.25'],
    [5.255, '$5.26'], // more than two digits rounds to two
    [1.005, '$1.01'], // decimally, not as the float 1.00499999…
    ['1.005', '$1.01'],
    ['1.0049999', '$1.00'],
    [0.995, '$1.00'],
    ['999.995', '$1,000.00'],
    [-1.005, '-$1.01'],
    [-0.001, '$0.00'], // rounds to zero: no minus sign
    [1e21, '$1,000,000,000,000,000,000,000.00'],
    [1e-7, '$0.00'],
    ['1.5e3', '$1,500.00'],
    ['+42', '$42.00'],
    ['.5', '$0.50'],
    ['007', '$7.00'],
  ])('%j → %j', (amount, shown) => {
    expect(formatPrice(amount, usd)).toBe(shown);
  });

  it('keeps zero-decimal currencies whole but shows fractions they are given', () => {
    expect(formatPrice(1000, sek)).toBe('1 000 kr');
    expect(formatPrice('1000.00', sek)).toBe('1 000 kr');
    expect(formatPrice(1000.5, sek)).toBe('1 000,50 kr');
  });

  it('rounds forint up to a whole number', () => {
    expect(formatPrice(1000.01, huf)).toBe('1 001 Ft');
    expect(formatPrice('1999.999', huf)).toBe('2 000 Ft');
    expect(formatPrice(1000, huf)).toBe('1 000 Ft');
    expect(formatPrice(-1.5, huf)).toBe('-1 Ft');
  });

  it('keeps more than two digits for the no-rounding variant', () => {
    const kept = { ...usd, skipRounding: true };
    expect(formatPrice('1.2345', kept)).toBe('$1.2345');
    expect(formatPrice('1.2300', kept)).toBe('$1.23');
    expect(formatPrice('1.5', kept)).toBe('$1.50');
  });

  it('groups every three digits', () => {
    expect(groupThousands('1', ',')).toBe('1');
    expect(groupThousands('123', ',')).toBe('123');
    expect(groupThousands('1234', ',')).toBe('1,234');
    expect(groupThousands('1234567', "'")).toBe("1'234'567");
    expect(groupThousands('1234567', '')).toBe('1234567');
  });
});

// docs/rules.md §9 rows with no site of their own among the site files: checked on their data here.
describe('docs/rules.md §9 currency rows not tied to one site', () => {
  it("chf outside ch sites groups with an apostrophe", () => {
    const chf: PriceFormat = { symbol: 'CHF', position: 'prefix', group: "'", decimal: '.', decimals: 2, space: true };
    expect(formatPrice(1234567.5, chf)).toBe("CHF 1'234'567.50");
    expect(parsePrice("CHF 1'234'567.50", chf)).toBe(1234567.5);
    expect(parsePrice('CHF 1’234’567.50', chf)).toBe(1234567.5);
  });

  it('usd on n_africa shows a DH suffix', () => {
    const usdNAfrica: PriceFormat = { symbol: 'DH', position: 'suffix', group: ' ', decimal: ',', decimals: 2, space: true };
    expect(formatPrice(1234.5, usdNAfrica)).toBe('1 234,50 DH');
  });
});

describe('parsePrice', () => {
  it('reads dot-decimal and comma-decimal texts', () => {
    expect(parsePrice('$1,234.56', usd)).toBe(1234.56);
    expect(parsePrice('1 234,56 kr', sek)).toBe(1234.56);
    expect(parsePrice('1\u00a0234,56\u202fkr', sek)).toBe(1234.56); // no-break spaces from copy-paste
    expect(parsePrice('-$0.50', usd)).toBe(-0.5);
    expect(parsePrice('−$0.50', usd)).toBe(-0.5); // U+2212 minus
    expect(parsePrice('١٬٢٣٤٫٥٠ $', usd)).toBe(1234.5); // Arabic-Indic digits and marks
  });

  it('removes the symbol before reading dots', () => {
    const pkr: PriceFormat = { symbol: 'Rs.', position: 'prefix', group: ',', decimal: '.', decimals: 2, space: true };
    expect(parsePrice('Rs. 1,234.50', pkr)).toBe(1234.5);
  });

  it('returns null for text without a number, non-strings and overlong text', () => {
    expect(parsePrice('$', usd)).toBeNull();
    expect(parsePrice({}, usd)).toBeNull();
    expect(parsePrice(Number.NaN, usd)).toBeNull();
    expect(parsePrice(`${'1'.repeat(10_000)}`, usd)).toBeNull();
    expect(parsePrice(12.5, usd)).toBe(12.5);
  });
});

describe('properties', () => {
  const formats: PriceFormat[] = [usd, sek, huf];
  it('never throws and always returns a string for any input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...formats), (amount, format) => {
        expect(formatPrice(amount, format)).toMatch(/^$|\d/); // nothing, or a price with digits
        const parsed = parsePrice(amount, format);
        expect(parsed === null || Number.isFinite(parsed)).toBe(true);
      }),
    );
  });

  it('rounds strings exactly like integer cents arithmetic', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.integer({ min: 0, max: 999 }), (whole, thousandths) => {
        const text = `${whole}.${String(thousandths).padStart(3, '0')}`;
        const cents = whole * 100n + BigInt(Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0));
        const int = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
        expect(formatPrice(text, usd)).toBe(`$${int}.${String(cents % 100n).padStart(2, '0')}`);
      }),
    );
  });
});
