import { describe, expect, it, vi } from 'vitest';
import { createFormatPrice } from '../../runtime/price-api';

const uk = { currency: 'gbp', price: { symbol: '£', position: 'prefix', group: ',', decimal: '.', decimals: 2 } };
const jo = { currency: 'jod' };

describe('formatPrice', () => {
  it('formats for the page site by default and for a named site or alias', () => {
    const format = createFormatPrice('uk', { uk, jo }, {}, vi.fn());
    expect(format(1249)).toBe('£1,249.00');
    expect(format(1249, 'levant')).toBe(format(1249, 'jo'));
  });

  it('warns once per unknown site and still formats with the defaults', () => {
    const warn = vi.fn();
    const format = createFormatPrice('uk', { uk, jo }, {}, warn);
    expect(format(1249, 'zz')).toBe('1,249.00');
    expect(format(5, 'zz')).toBe('5.00');
    expect(warn.mock.calls).toEqual([['storefront: formatPrice: unknown site "zz"; using the default price format']]);
    format(1, 'levant');
    format(1, 'uk');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stops reporting after 20 distinct unknown codes', () => {
    const warn = vi.fn();
    const format = createFormatPrice('uk', { uk }, {}, warn);
    for (let i = 0; i < 100; i++) format(1, `x${i}`);
    expect(warn).toHaveBeenCalledTimes(20);
  });
});
