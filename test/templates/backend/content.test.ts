// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkMenuJson } from '../../../runtime/rules/menu-json';
import { headerMenu } from '../../../templates/backend/header-menu.mjs';
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
    const [mobile] = json.menuOptions;
    expect(Object.keys(mobile)).toEqual(expect.arrayContaining(['titleTabHeadline', 'titleTaburl', 'foImg', 'foImgAlt', 'foLinkUrl', 'fiHeadline', 'fiCtaText', 'children']));
    expect(Object.keys(mobile.children[0])).toEqual(expect.arrayContaining(['displayName', 'linkUrl', 'linkTarget', 'flyOutSections', 'shopAllLinkUrl', 'shopAllLinkTextDesktop', 'children']));
    expect(Object.keys(mobile.children[0].flyOutSections[0])).toEqual(['flyOutImage', 'flyOutLink', 'flyOutTitle', 'flyOutBlackTextTheme']);
    expect(mobile.children[0].flyOutSections.map((f: { flyOutBlackTextTheme: boolean }) => f.flyOutBlackTextTheme)).toEqual([true, false]);
    expect(Object.keys(mobile.children[0].children[0])).toEqual(expect.arrayContaining(['displayName', 'linkUrl', 'linkTarget', 'fimageL3url']));
    const all = json.menuOptions.flatMap((t: any) => [t, ...t.children.flatMap((g: any) => [g, ...g.children])]);
    expect(all.filter((i: any) => i.linkTarget === 'B').map((i: any) => i.displayName)).toEqual(['Education Offers Program']);
    expect(all.filter((i: any) => i.smbOnly).map((i: any) => i.displayName)).toEqual(['SMB exclusive offers', 'Volume pricing', 'Account manager']);
  });

  it('the header menu passes the runtime rule whole: no field dropped, three levels, images on L3', async () => {
    const { json } = await be.call('/us/api/header-menu.json');
    const { menu, problems } = checkMenuJson(json, { pageUrl: 'http://127.0.0.1:8080/us/', allowedHosts: [] });
    expect(problems).toEqual([]);
    expect(menu!.items.map((t) => t.title)).toEqual(['Mobile', 'TV & Audio', 'Offers', 'Live', 'Business']);
    expect(menu!.items[0]!.featured!.alt).toBe('Galaxy Z Fold7, open, showing the home screen');
    expect(menu!.items[0]!.children[0]!.children.every((l) => l.image !== null)).toBe(true);
  });

  it('the live item carries a window from an hour before the request to a day after; the control route moves it and a reset restores it', async () => {
    const HOUR = 3_600_000;
    // The default window, on a fixed clock.
    const fixed = headerMenu('us', {}, Date.UTC(2026, 10, 23, 12)).menuOptions.find((t) => t.titleTabHeadline === 'Live');
    expect(fixed).toMatchObject({ liveStart: '2026-11-23T11:00:00.000Z', liveEnd: '2026-11-24T12:00:00.000Z' });
    const live = async () => (await be.call('/us/api/header-menu.json')).json.menuOptions.find((t: any) => t.titleTabHeadline === 'Live');
    const window = (l: { liveStart: string; liveEnd: string }) => Date.parse(l.liveEnd) - Date.parse(l.liveStart);
    expect(window(await live())).toBe(25 * HOUR);
    const set = await be.post('/__backend/header-menu-live', { start: '2030-01-01T10:00:00Z', end: Date.UTC(2030, 0, 1, 11) });
    expect(set.json.live).toEqual({ start: '2030-01-01T10:00:00Z', end: '2030-01-01T11:00:00.000Z' });
    expect(await live()).toMatchObject({ liveStart: '2030-01-01T10:00:00Z', liveEnd: '2030-01-01T11:00:00.000Z' });
    expect((await be.post('/__backend/header-menu-live', { start: 'soon', end: 1 })).status).toBe(400);
    await be.post('/__backend/reset', {});
    expect(window(await live())).toBe(25 * HOUR);
  });

  it('the header menu can be made to fail like any route (500, malformed)', async () => {
    await be.fault({ path: '/us/api/header-menu.json', mode: '500', times: 1 });
    expect((await be.call('/us/api/header-menu.json')).status).toBe(500);
    await be.fault({ path: '/us/api/header-menu.json', mode: 'malformed', times: 1 });
    const malformed = await be.call('/us/api/header-menu.json');
    expect(() => JSON.parse(malformed.text)).toThrow();
    expect((await be.call('/us/api/header-menu.json')).status).toBe(200);
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
    // In two steps, as YouTube's iframe API: YT.ready first, YT.Player from its second script.
    expect(yt.text).toContain('ready: function (fn)');
    expect(yt.text).toContain("'youtube-widgetapi.js'");
    expect((await be.call('/video-players/youtube-widgetapi.js')).text).toContain('window.YT.Player = Player');
    expect((await be.call('/video-players/brightcove.js?account=1&player=2')).text).toContain('window.bc = function');
    expect((await be.call('/video-players/aparat.js')).text).toContain('rnddiv');
    expect((await be.call('/video-players/evil.js')).status).toBe(404);
    expect((await be.requests('/video-players/')).map((r) => r.path)).toEqual(['/video-players/youtube.js', '/video-players/youtube-widgetapi.js', '/video-players/brightcove.js', '/video-players/aparat.js']);
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
