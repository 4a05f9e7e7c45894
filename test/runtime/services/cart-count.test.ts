import { describe, expect, it } from 'vitest';
import { readCartCount, publishCartCount } from '../../../runtime/services/cart-count';
import { pageRuntime } from './fakes';

describe('cart count from replies (docs/rules.md §4, §7)', () => {
  it('reads whole non-negative numbers and digit strings', () => {
    expect(readCartCount(2)).toBe(2);
    expect(readCartCount('14')).toBe(14);
    expect(readCartCount(0)).toBe(0);
  });

  it.each([undefined, null, '', 'many', '-1', -1, 1.5, '1e3', NaN, Infinity, {}])('reads %j as no count', (raw) => {
    expect(readCartCount(raw)).toBeUndefined();
  });

  it('publishes cart:count only for a real count, so a failed read keeps the badge', () => {
    const { bus } = pageRuntime();
    expect(publishCartCount(bus, '3')).toBe(true);
    expect(bus.last('cart:count')).toEqual({ count: 3 });
    expect(publishCartCount(bus, undefined)).toBe(false);
    expect(publishCartCount(bus, 'oops')).toBe(false);
    expect(bus.last('cart:count')).toEqual({ count: 3 });
  });
});
