// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { multistoreHref, multistorePage } from '../../../runtime/rules/multistore-links';

const store = { site: 'vn', company: 'vn_doanhnghiepd' };

describe('multistorePage (docs/rules.md §2)', () => {
  it('finds the store from the segment after the site code', () => {
    expect(multistorePage('/vn/multistore/vn_doanhnghiepd/')).toEqual(store);
    expect(multistorePage('/vn/multistore/vn_doanhnghiepd/smartphones/all/')).toEqual(store);
  });

  it('finds the store from the fifth segment under the authoring content path', () => {
    expect(multistorePage('/content/samsung/vn/multistore/vn_doanhnghiepd/home.html')).toEqual(store);
    expect(multistorePage('/content/samsung/vn/multistore/vn_doanhnghiepd.html')).toEqual(store);
    expect(multistorePage('/content/samsung/vn/multistore/vn_doanhnghiepd')).toEqual(store);
  });

  it('is null on other pages and on crafted codes', () => {
    expect(multistorePage('/vn/')).toBeNull();
    expect(multistorePage('/vn/smartphones/multistore/x/')).toBeNull();
    expect(multistorePage('/content/samsung/vn/smartphones/multistore/')).toBeNull();
    expect(multistorePage('/vn/multistore/')).toBeNull(); // no company code
    expect(multistorePage('/vn/multistore/<img>/')).toBeNull();
    expect(multistorePage('/vn/multistore/..%2f..%2fevil/')).toBeNull();
    expect(multistorePage('//multistore/x/')).toBeNull(); // no site code
    expect(multistorePage(null)).toBeNull();
    expect(multistorePage(`/vn/multistore/${'a'.repeat(5000)}/`)).toBeNull();
  });
});

describe('multistoreHref (docs/rules.md §2)', () => {
  it.each([
    ['/smartphones/all/', '/vn/multistore/vn_doanhnghiepd/smartphones/all/'],
    ['smartphones/', '/vn/multistore/vn_doanhnghiepd/smartphones/'],
    ['/search/?q=tv', '/vn/multistore/vn_doanhnghiepd/search/?q=tv'],
    ['/', '/vn/multistore/vn_doanhnghiepd/'],
    [' /tv/ ', '/vn/multistore/vn_doanhnghiepd/tv/'],
  ])('prefixes %j → %s', (href, rewritten) => {
    expect(multistoreHref(href, store)).toBe(rewritten);
  });

  it.each([
    ['absolute', 'https://www.samsung.com/vn/'],
    ['other scheme', 'mailto:help@samsung.com'],
    ['script URL', 'javascript:alert(1)'],
    ['script URL with noise', ' java\tscript:alert(1)'],
    ['protocol-relative', '//images.samsung.com/x.png'],
    ['protocol-relative after a tab', '/\t/evil.example/'],
    ['backslash protocol-relative', '/\\evil.example/'],
    ['containing multistore', '/vn/multistore/other_company/'],
    ['containing multistore elsewhere', '/offer/?from=MultiStore'],
    ['starting with the site code', '/vn/smartphones/'],
    ['the site code alone', '/vn'],
    ['site code without slash', 'vn/tv/'],
    ['in-page anchor', '#content'],
    ['empty', ''],
  ])('leaves %s alone', (_, href) => {
    expect(multistoreHref(href, store)).toBe(href);
  });

  it('does not take a longer first segment for the site code', () => {
    expect(multistoreHref('/vnx/tv/', store)).toBe('/vn/multistore/vn_doanhnghiepd/vnx/tv/');
  });

  it('returns "" for a non-string href', () => {
    expect(multistoreHref(undefined, store)).toBe('');
  });

  // ASCII plus the characters URL parsers treat specially (generating arbitrary code points is
  // slow under the test runner and rarely hits these).
  const special = fc.constantFrom('\\', '\u00a0', '\u3000', '\u2028', '\uff0f', '\uff0e', '\ud800', '\udc00', '\u0130', 'é', '😀');
  const hrefText = fc.string({ unit: fc.oneof(fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }), special), maxLength: 40 });
  it('always yields the original or a same-site path under the store', () => {
    fc.assert(
      fc.property(hrefText, (href) => {
        const out = multistoreHref(href, store);
        if (out === href) return true;
        return out.startsWith('/vn/multistore/vn_doanhnghiepd/') && new URL(out, 'https://www.samsung.com/vn/multistore/x/').host === 'www.samsung.com';
      }),
      { numRuns: 1000 },
    );
  });
});
