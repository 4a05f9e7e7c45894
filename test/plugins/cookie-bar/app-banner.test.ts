// @vitest-environment node
/**
 * The mobile app banner's call and reply checks (docs/rules.md §4 "Mobile app banner", §7, §8):
 * the address per site kind, the reply read for ios or aos, hostile fields dropped by name.
 */
import { describe, expect, it, vi } from 'vitest';
import { APP_STORE_HOSTS, bannerUrl, parseAppBanner } from '../../../plugins/cookie-bar/app-banner';

const PAGE = 'https://www.example.com/ae_ar/';
const HOSTS = ['.example.com'];
const IOS = { useFlag: 'Y', headlineTitle: 'Shop the app', description: 'App-only offers.', ctaTitle: 'Get the app', ctaUrl: 'https://apps.apple.com/app/samsung-shop/id1', imgUrl: '/images/app_ico.png' };
const AOS = { ...IOS, ctaUrl: 'https://play.google.com/store/apps/details?id=com.samsung.shop' };
const reply = (ios: unknown = IOS, aos: unknown = AOS, statusCode: unknown = 200) => ({ response: { statusCode, resultData: { mobileAppBanner: { ios, aos } } } });
const page = { searchDomain: 'https://search.example.com/v6', apiStageInfo: 'front', siteCode: 'ae_ar', eppFlag: false };

describe('where the banner is asked for', () => {
  it('b2c: {search}/{stage}/b2c/contents/mobileappbanner?siteCode', () => {
    expect(bannerUrl(page, undefined)).toBe('https://search.example.com/v6/front/b2c/contents/mobileappbanner?siteCode=ae_ar');
  });
  it('EPP: epp/v2 with the company code; without one nothing is asked (warned)', () => {
    expect(bannerUrl({ ...page, eppFlag: true }, ' acme&x=1 ')).toBe('https://search.example.com/v6/front/epp/v2/contents/mobileappbanner?siteCode=ae_ar&companyCode=acme%26x%3D1');
    const warn = vi.fn();
    expect(bannerUrl({ ...page, eppFlag: true }, '', warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('tmktid'));
  });
  it('an empty search domain or a stage that is not a name asks nothing (warned by field)', () => {
    const warn = vi.fn();
    expect(bannerUrl({ ...page, searchDomain: '' }, undefined, warn)).toBeNull();
    expect(bannerUrl({ ...page, apiStageInfo: '../admin' }, undefined, warn)).toBeNull();
    expect(warn.mock.calls.map((c) => c[0])).toEqual([expect.stringContaining('"searchDomain"'), expect.stringContaining('"apiStageInfo"')]);
  });
});

describe('the reply', () => {
  it('reads the platform asked for, with the texts, the store link and the icon resolved', () => {
    expect(parseAppBanner(reply(), 'ios', PAGE, HOSTS)).toEqual({
      headline: 'Shop the app',
      description: 'App-only offers.',
      cta: { title: 'Get the app', url: 'https://apps.apple.com/app/samsung-shop/id1' },
      image: 'https://www.example.com/images/app_ico.png',
    });
    expect(parseAppBanner(reply(), 'aos', PAGE, HOSTS)?.cta?.url).toBe('https://play.google.com/store/apps/details?id=com.samsung.shop');
  });
  it("useFlag 'N' (or anything but 'Y') hides it without a warning", () => {
    const warn = vi.fn();
    expect(parseAppBanner(reply({ ...IOS, useFlag: 'N' }), 'ios', PAGE, HOSTS, warn)).toBeNull();
    expect(parseAppBanner(reply({ ...IOS, useFlag: true }), 'ios', PAGE, HOSTS, warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(parseAppBanner(reply({ ...IOS, useFlag: ' y ' }), 'ios', PAGE, HOSTS)).not.toBeNull();
  });
  it('a status other than 200, no response, no banner for the platform or an empty headline hide it, each warned', () => {
    const warn = vi.fn();
    expect(parseAppBanner(reply(IOS, AOS, 500), 'ios', PAGE, HOSTS, warn)).toBeNull();
    expect(parseAppBanner(null, 'ios', PAGE, HOSTS, warn)).toBeNull();
    expect(parseAppBanner('<html>', 'ios', PAGE, HOSTS, warn)).toBeNull();
    expect(parseAppBanner(reply(null), 'ios', PAGE, HOSTS, warn)).toBeNull();
    expect(parseAppBanner({ response: { statusCode: 200, resultData: { mobileAppBanner: [] } } }, 'aos', PAGE, HOSTS, warn)).toBeNull();
    expect(parseAppBanner(reply({ ...IOS, headlineTitle: '  ' }), 'ios', PAGE, HOSTS, warn)).toBeNull();
    // A status String() cannot read is named like any other.
    expect(parseAppBanner(reply(IOS, AOS, { toString: 1 }), 'ios', PAGE, HOSTS, warn)).toBeNull();
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      expect.stringContaining('"response.statusCode" is 500'),
      expect.stringContaining('no "response"'),
      expect.stringContaining('no "response"'),
      expect.stringContaining('"resultData.mobileAppBanner.ios" is missing'),
      expect.stringContaining('"resultData.mobileAppBanner.aos" is missing'),
      expect.stringContaining('"resultData.mobileAppBanner.ios.headlineTitle" is empty'),
      expect.stringContaining('"response.statusCode" is {"toString":1}, not 200'),
    ]);
  });
  it('markup in the texts stays text; long texts are cut', () => {
    const shown = parseAppBanner(reply({ ...IOS, headlineTitle: '<img src=x onerror=alert(1)>', description: 'x'.repeat(5000) }), 'ios', PAGE, HOSTS)!;
    expect(shown.headline).toBe('<img src=x onerror=alert(1)>');
    expect(shown.description).toHaveLength(200);
  });
  it('an off-site, script or data CTA gives no button, warned naming ctaUrl; the banner still shows', () => {
    for (const ctaUrl of ['javascript:alert(1)', 'https://evil.example.net/app', 'data:text/html,<b>x</b>', 'http://apps.apple.com/app/id1', 'https://user:pw@play.google.com/x', 'https://apps.apple.com.evil.net/x']) {
      const warn = vi.fn();
      const shown = parseAppBanner(reply({ ...IOS, ctaUrl }), 'ios', PAGE, HOSTS, warn);
      expect(shown?.headline, ctaUrl).toBe('Shop the app');
      expect(shown?.cta, ctaUrl).toBeNull();
      expect(warn.mock.calls[0]?.[0], ctaUrl).toContain('"resultData.mobileAppBanner.ios.ctaUrl"');
    }
  });
  it("the site's own links and every app store host pass; a CTA without a title gives no button", () => {
    expect(parseAppBanner(reply({ ...IOS, ctaUrl: '/ae_ar/apps/' }), 'ios', PAGE, HOSTS)?.cta?.url).toBe('https://www.example.com/ae_ar/apps/');
    expect(parseAppBanner(reply({ ...IOS, ctaUrl: 'https://shop.example.com/app' }), 'ios', PAGE, HOSTS)?.cta?.url).toBe('https://shop.example.com/app');
    for (const host of APP_STORE_HOSTS) expect(parseAppBanner(reply({ ...IOS, ctaUrl: `https://${host}/x` }), 'ios', PAGE, HOSTS)?.cta?.url).toBe(`https://${host}/x`);
    const warn = vi.fn();
    expect(parseAppBanner(reply({ ...IOS, ctaTitle: '' }), 'ios', PAGE, HOSTS, warn)?.cta).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toContain('ctaTitle');
  });
  it('the icon: same site or https; http elsewhere, javascript: and data: give no icon (warned naming imgUrl)', () => {
    expect(parseAppBanner(reply({ ...IOS, imgUrl: 'https://cdn.other.net/i.png' }), 'ios', PAGE, HOSTS)?.image).toBe('https://cdn.other.net/i.png');
    for (const imgUrl of ['http://cdn.other.net/i.png', 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil\\x.png']) {
      const warn = vi.fn();
      expect(parseAppBanner(reply({ ...IOS, imgUrl }), 'ios', PAGE, HOSTS, warn)?.image, imgUrl).toBeNull();
      expect(warn.mock.calls[0]?.[0], imgUrl).toContain('"resultData.mobileAppBanner.ios.imgUrl"');
    }
    expect(parseAppBanner(reply({ ...IOS, imgUrl: '' }), 'ios', PAGE, HOSTS)?.image).toBeNull();
  });
  it('fields of the wrong type count as empty, never thrown on', () => {
    const shown = parseAppBanner(reply({ ...IOS, description: { toString: () => 'x' }, imgUrl: 42, ctaUrl: ['https://apps.apple.com/x'], ctaTitle: null }), 'ios', PAGE, HOSTS, () => {});
    expect(shown).toEqual({ headline: 'Shop the app', description: '', cta: null, image: null });
  });
});
