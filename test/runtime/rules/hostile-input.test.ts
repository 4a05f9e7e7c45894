// @vitest-environment node
// Every rule of runtime/rules against hostile strings: none throws, none lets markup or a
// script URL through where the rule is meant to clean. Speed on long hostile input is checked
// by bench/hostile-input.bench.mjs (a benchmark exits non-zero over budget), not here.
import { describe, expect, it } from 'vitest';
import { b2bCampaign } from '../../../runtime/rules/b2b-campaign';
import { cartBadgeCount } from '../../../runtime/rules/cart-badge';
import { regionCookie, searchHistoryCookie, wishlistCookie } from '../../../runtime/rules/cookie-lists';
import { isVerifiedDiscountMember } from '../../../runtime/rules/discount-member';
import { liveShoppingStatus } from '../../../runtime/rules/live-window';
import { isLiveBadgeShown } from '../../../runtime/rules/live-badge';
import { checkMenuJson } from '../../../runtime/rules/menu-json';
import { multistoreHref, multistorePage } from '../../../runtime/rules/multistore-links';
import { formatPrice, parsePrice } from '../../../runtime/rules/price-format';
import { sanitiseQuery, submittedQuery, suggestionDomain } from '../../../runtime/rules/search-input';
import { expressionWarning, templateNameWarning } from '../../../runtime/rules/template-checks';
import { isEmail, lengthCounter, mailFormCookieValue } from '../../../runtime/rules/validation';

const HOSTILE: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '{"__proto__":{"polluted":true}}',
  '\ud800',
  '\udc00abc\ud83d',
  'a\u0000b\u001fc',
  '\u202eevil',
  '%00%3Cscript%3E',
  'x'.repeat(10_240),
  '<'.repeat(10_240),
  '&lt;'.repeat(2_560),
  '9'.repeat(10_240),
];

const usd = { symbol: '$', position: 'prefix', group: ',', decimal: '.', decimals: 2 } as const;

describe('hostile strings', () => {
  it.each(HOSTILE.map((s) => [s.length > 40 ? `${s.slice(0, 20)}… (${s.length})` : JSON.stringify(s), s]))('%s', (_, s) => {
    expect(formatPrice(s, usd)).toBe(''); // none is an amount (10,240 nines exceed a safe number)
    expect(parsePrice(s, usd) === null || Number.isFinite(parsePrice(s, usd))).toBe(true);
    for (const mode of ['typing', 'submit'] as const) {
      const clean = sanitiseQuery(s, mode);
      expect(clean).not.toMatch(/[<>]|&lt;/);
      expect(() => encodeURIComponent(clean)).not.toThrow();
    }
    expect(submittedQuery(s, s) ?? '').not.toMatch(/[<>]/);
    expect(suggestionDomain(s)).toBe(s.trim().replace(/\/+$/, ''));
    expect(isEmail(s)).toBe(false);
    expect(mailFormCookieValue(s)).not.toContain(';');
    expect(lengthCounter(s, 100)).toMatch(/^\d+\/100$/);
    expect(cartBadgeCount(s)).toBeLessThanOrEqual(99);
    expect(b2bCampaign('nl', s)).toBeNull();
    expect(isVerifiedDiscountMember({ jwt: s, storeId: s, accessType: s })).toBe(s.includes('email'));
    expect(liveShoppingStatus(s, s, s)).toBeNull();
    expect(isLiveBadgeShown(Date.UTC(2026, 10, 22), [{ start: s, end: s }])).toBe(false);
    expect(templateNameWarning(s) === null).toBe(s.trim() !== '');
    expect(expressionWarning(s) === null).toBe(/^\{.*[^{}\s].*\}$/s.test(s.trim()));
    expect(multistorePage(s)).toBeNull();
    const href = multistoreHref(s, { site: 'vn', company: 'acme' });
    expect(href === s || href.startsWith('/vn/multistore/acme/')).toBe(true);
    for (const cookie of [wishlistCookie, searchHistoryCookie, regionCookie]) {
      for (const entry of cookie.add(cookie.parse(s), s)) expect(entry).not.toMatch(/[<>]|^javascript:/i);
    }
  });

  it('header menu JSON: every field hostile, nothing thrown, no script or data URL, titles text without control characters', () => {
    const scope = { pageUrl: 'https://www.example.com/us/', allowedHosts: [] };
    for (const s of HOSTILE) {
      const leaf = { displayName: s, linkUrl: s, linkTarget: s, fimageL3url: s, smbOnly: s, liveStart: s, liveEnd: s };
      const group = { ...leaf, flyOutSections: [{ flyOutImage: s, flyOutLink: s, flyOutTitle: s, flyOutBlackTextTheme: s }], shopAllLinkUrl: s, shopAllLinkTextDesktop: s, children: [leaf, { displayName: s, linkUrl: '/ok' }] };
      const top = { titleTabHeadline: s, titleTaburl: s, foImg: s, foImgAlt: s, foLinkUrl: s, fiHeadline: s, fiCtaText: s, children: [group, { displayName: s, linkUrl: '/ok', flyOutSections: [{ flyOutLink: '/ok', flyOutTitle: s, flyOutImage: s }] }] };
      const { menu } = checkMenuJson({ menuOptions: [top, { titleTabHeadline: s, titleTaburl: '/ok', children: [group] }], [s]: s }, scope);
      const text = JSON.stringify(menu);
      expect(text).not.toMatch(/"(href|image)":"(javascript|data):/i);
      for (const t of menu ? menu.items.flatMap((i) => [i.title, ...i.children.flatMap((g) => [g.title, ...g.children.map((l) => l.title)])]) : []) expect(t).not.toMatch(/[\u0000-\u001f]/);
    }
  });

  it('leaves Object.prototype alone', () => {
    for (const s of HOSTILE) {
      wishlistCookie.parse(s);
      mailFormCookieValue(s);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
