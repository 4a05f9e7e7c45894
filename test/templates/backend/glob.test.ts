// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { globMatch } from '../../../templates/backend/glob.mjs';

/** Reference semantics: a regular expression, fine for the short inputs it is given here. */
const reference = (pattern: string, text: string) => new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 's').test(text);

/** Characters compared by globMatch for one call. */
const steps = (pattern: string, text: string) => {
  const meter = { steps: 0 };
  globMatch(pattern, text, meter);
  return meter.steps;
};

describe('globMatch', () => {
  it.each([
    ['/search/suggest/v6', '/search/suggest/v6', true],
    ['/search/suggest/v6', '/search/suggest/v66', false],
    ['*/p4v1/addCart', '/uk/_v/private/ng/p4v1/addCart', true],
    ['*/p4v1/addCart', '/uk/ng/p4v1/addCartX', false],
    ['*/i18n/storefront.en_GB.b2c.json', '/etc.clientlibs/x/i18n/storefront.en_GB.b2c.json', true],
    ['*/i18n/storefront.en_GB.b2c.json', '/etc.clientlibs/x/i18n/storefront_en_GB_b2c_json', false],
    ['/tokocommercewebservices/v2/*/users/current/getCustomer', '/tokocommercewebservices/v2/uk/users/current/getCustomer', true],
    ['*', '', true],
    ['/a*b*c', '/abc', true],
    ['/a*b*c', '/acb', false],
    ['/ab*ab', '/ab', false],
    ['/a(b)+', '/a(b)+', true],
    ['/a(b)+', '/abb', false],
  ])('%s against %s → %s', (pattern, text, expected) => {
    expect(globMatch(pattern, text)).toBe(expected);
  });

  it('agrees with a regular expression on short patterns and paths', () => {
    const piece = fc.constantFrom('a', 'b', '/', '*', '.');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.array(fc.constantFrom('a', 'b', '/', '.'), { maxLength: 12 }), (p, t) => {
        expect(globMatch(p.join(''), t.join(''))).toBe(reference(p.join(''), t.join('')));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['*a*a*a*a*a*a*a*b', 'a'],
    ['*a*a*a*a*a*a*a*b*', 'a'],
    ['/*aaaaaaaab*', 'a'],
    ['*ab*ab*ab*ab*ac*', 'ab'],
  ])('%s: the work grows linearly with the path (no backtracking)', (pattern, unit) => {
    const path = (n: number) => `/${unit.repeat(n)}`;
    const small = steps(pattern, path(2000));
    const large = steps(pattern, path(4000));
    // Twice the path at most doubles the work (give or take a pattern's worth of comparisons at
    // the end); a backtracking matcher multiplies it by about 2^(number of stars).
    expect(large).toBeLessThanOrEqual(2 * small + pattern.length ** 2);
    expect(large).toBeLessThanOrEqual(path(4000).length * pattern.length);
    expect(globMatch(pattern, path(4000))).toBe(false);
  });
});
