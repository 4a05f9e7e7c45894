// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CART_BADGE_CAP, cartBadgeCount } from '../../../runtime/rules/cart-badge';

describe('cartBadgeCount (docs/rules.md §5, §9)', () => {
  it.each([
    [0, 0], // hidden at 0
    [5, 5],
    ['7', 7],
    [' 12 ', 12],
    [99, 99],
    [100, 99], // capped at 99
    ['1000000', 99],
    ['1'.repeat(300), 99],
    ['9'.repeat(400), 99], // past Number's range: still over the cap, not 0
    ['007', 7],
    ['000', 0],
    [1e21, 99], // a number past 1e21 prints as "1e+21": still over the cap, not 0
    [Number.MAX_SAFE_INTEGER, 99],
  ])('%j shows %j', (raw, shown) => {
    expect(cartBadgeCount(raw)).toBe(shown);
  });

  it.each(['abc', '', '3.5', '-2', '1e3', -1, 2.5, Number.NaN, Infinity, null, undefined, {}, ['3'], '<b>3</b>'])('non-numeric %j becomes 0', (raw) => {
    expect(cartBadgeCount(raw)).toBe(0);
  });

  it('caps at 99', () => {
    expect(CART_BADGE_CAP).toBe(99);
  });
});
