// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useBackend } from './harness';

const be = useBackend();
const RES = '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources';

describe('docs/rules.md §7 "Other" content', () => {
  it('epp-discount.json lists the five discount stores with ids and labels', async () => {
    const { json } = await be.call('/us/smg/content/samsung/us/epp/epp-discount.json');
    expect(json.stores.map((s: { id: string }) => s.id)).toEqual(['education', 'first-responders', 'government', 'workplace', 'military']);
    expect(json.stores[0]).toMatchObject({ label: 'Education Offers Program', url: '/us/shop/discount-program/education/' });
  });

  it('the header menu JSON has the docs/rules.md §3 fields at every level, with SMB-only items flagged', async () => {
    const { json } = await be.call('/us/api/header-menu.json');
    const [shop, business] = json.menuOptions;
    expect(Object.keys(shop)).toEqual(expect.arrayContaining(['titleTabHeadline', 'titleTaburl', 'foImg', 'foImgAlt', 'foLinkUrl', 'fiHeadline', 'fiCtaText', 'children']));
    expect(Object.keys(shop.children[0])).toEqual(expect.arrayContaining(['displayName', 'linkUrl', 'linkTarget', 'flyOutSections', 'shopAllLinkUrl', 'shopAllLinkTextDesktop', 'children']));
    expect(Object.keys(shop.children[0].flyOutSections[0])).toEqual(['flyOutImage', 'flyOutLink', 'flyOutTitle', 'flyOutBlackTextTheme']);
    expect(Object.keys(shop.children[0].children[0])).toEqual(expect.arrayContaining(['displayName', 'linkUrl', 'linkTarget', 'fimageL3url']));
    expect(shop.children[1].linkTarget).toBe('B');
    expect(business.children.filter((c: { smbOnly?: boolean }) => c.smbOnly).map((c: { displayName: string }) => c.displayName)).toEqual(['SMB exclusive offers']);
  });

  it('the mobile app banner answers response.statusCode and resultData.mobileAppBanner per ios/aos', async () => {
    const { json } = await be.call(`${be.second}/v6/front/b2c/contents/mobileappbanner?siteCode=uk`);
    expect(json.response.statusCode).toBe(200);
    const { ios, aos } = json.response.resultData.mobileAppBanner;
    for (const os of [ios, aos]) expect(Object.keys(os).sort()).toEqual(['ctaTitle', 'ctaUrl', 'description', 'headlineTitle', 'imgUrl', 'useFlag']);
    expect(ios.useFlag).toBe('Y');
    expect((await be.call('/v6/front/b2c/contents/mobileappbanner?siteCode=cn')).json.response.resultData.mobileAppBanner.aos.useFlag).toBe('N');
  });

  it('the EPP banner path needs companyCode; siteCode is always required', async () => {
    expect((await be.call('/v6/front/epp/v2/contents/mobileappbanner?siteCode=uk&companyCode=acme')).status).toBe(200);
    expect((await be.call('/v6/front/epp/v2/contents/mobileappbanner?siteCode=uk')).status).toBe(400);
    expect((await be.call('/v6/front/b2c/contents/mobileappbanner')).status).toBe(400);
  });

  it('the site list has site_code, global/local country name and language, country_codes', async () => {
    const { json } = await be.call('/uk/function/ipredirection/ipredirectionLocalList/');
    expect(json.find((s: { site_code: string }) => s.site_code === 'ae_ar')).toEqual({
      site_code: 'ae_ar', global_country_name: 'United Arab Emirates', local_country_name: 'الإمارات العربية المتحدة', global_lang: 'Arabic', local_lang: 'العربية', country_codes: ['AE'],
    });
  });

  it('the scanner page is HTML', async () => {
    const res = await be.call('/us/function/scanner/');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('stand-in player scripts for the video widgets: JavaScript defining the players the plugin drives, logged; other names 404', async () => {
    const yt = await be.call('/video-players/youtube.js');
    expect(yt.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(yt.text).toContain('window.YT = { Player: Player');
    expect((await be.call('/video-players/brightcove.js?account=1&player=2')).text).toContain('window.bc = function');
    expect((await be.call('/video-players/aparat.js')).text).toContain('rnddiv');
    expect((await be.call('/video-players/evil.js')).status).toBe(404);
    expect((await be.requests('/video-players/')).map((r) => r.path)).toEqual(['/video-players/youtube.js', '/video-players/brightcove.js', '/video-players/aparat.js']);
  });

  it('the dictionary and the sprite are served on the static client-library path', async () => {
    const dict = await be.call(`${RES}/i18n/storefront.en_GB.b2c.json`);
    expect(dict.json['Number of Products :']).toBe('Number of Products :');
    const sprite = await be.call(`${RES}/images/svg-sprite.svg`);
    expect(sprite.headers.get('content-type')).toBe('image/svg+xml');
    expect(sprite.text).toContain('id="search-bold"');
    // Asset loads are in the request log too, so tests can assert the dictionary was fetched.
    expect((await be.requests('/i18n/')).map((r) => [r.path.split('/').pop(), r.status])).toEqual([['storefront.en_GB.b2c.json', 200]]);
  });
});
