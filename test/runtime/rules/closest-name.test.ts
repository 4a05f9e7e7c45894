import { describe, expect, it } from 'vitest';
import { closestName, didYouMean, editDistance } from '../../../runtime/rules/closest-name';

describe('editDistance', () => {
  it.each([
    ['search', 'search', 0],
    ['serach', 'search', 1], // one swap
    ['enabeld', 'enabled', 1],
    ['cart-badg', 'cart-badge', 1],
    ['seaarch', 'search', 1],
    ['sarch', 'search', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s → %s: %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });
});

describe('closestName', () => {
  const plugins = ['search', 'cart-badge', 'wishlist'];
  it('suggests the closest valid name', () => {
    expect(closestName('serach', plugins)).toBe('search');
    expect(closestName('Cart_Badge', plugins)).toBe('cart-badge');
    expect(closestName('enabeld', ['enabled', 'options'])).toBe('enabled');
    expect(closestName('option', ['enabled', 'options'])).toBe('options');
  });
  it('suggests nothing for a name far from every valid one', () => {
    expect(closestName('newsletter', plugins)).toBeUndefined();
    expect(closestName('x', ['enabled', 'options'])).toBeUndefined();
    expect(closestName('s'.repeat(100), plugins)).toBeUndefined();
  });
  it('words the hint', () => {
    expect(didYouMean('serach', plugins)).toBe(' (did you mean "search"?)');
    expect(didYouMean('newsletter', plugins)).toBe('');
  });
});
