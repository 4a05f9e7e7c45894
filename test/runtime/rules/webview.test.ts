// @vitest-environment node
/** docs/rules.md §4 "Webview": the apps' webviews from the user agent, the address and the kept flag; the banner's platform. */
import { describe, expect, it } from 'vitest';
import { appOs } from '../../../runtime/rules/app-os';
import { appViewOf, inAppWebview, isAppWebview, TOKEN, webviewUserAgent, WEBVIEW_STORAGE_KEY, WEBVIEW_TOKENS } from '../../../runtime/rules/webview';

const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const SAMSUNG_INTERNET = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SHOP_APP_AOS = 'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 SamsungShopApp/5.2.1';
const SHOP_APP_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 SamsungShopApp/5.2.1';
const MEMBERS = 'Mozilla/5.0 (Linux; Android 13; SM-A546B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36 SamsungMembers';
const SMARTTHINGS = 'Mozilla/5.0 (Linux; Android 13; SM-A546B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36 SmartThings/1.8.14';

describe('webview user agents', () => {
  it('the pattern names exactly the documented tokens', () => {
    expect(TOKEN.source).toContain(`(?:${WEBVIEW_TOKENS.join('|')})`);
  });
  it('browsers are not webviews', () => {
    for (const ua of [IOS_SAFARI, ANDROID_CHROME, SAMSUNG_INTERNET, DESKTOP]) expect(webviewUserAgent(ua)).toBe(false);
  });
  it("the apps' webviews are, with or without a version", () => {
    for (const ua of [SHOP_APP_AOS, SHOP_APP_IOS, MEMBERS, SMARTTHINGS]) expect(webviewUserAgent(ua)).toBe(true);
  });
  it('a token inside another word, or with a bad version, is not a marker; non-strings are not webviews', () => {
    expect(webviewUserAgent(`${ANDROID_CHROME} NotSamsungShopApp/1.0`)).toBe(false);
    expect(webviewUserAgent(`${ANDROID_CHROME} SamsungShopAppX/1.0`)).toBe(false);
    expect(webviewUserAgent(`${ANDROID_CHROME} SamsungShopApp/<script>`)).toBe(false);
    expect(webviewUserAgent(undefined)).toBe(false);
    expect(webviewUserAgent({ toString: () => 'SamsungShopApp' })).toBe(false);
  });
  it('a hostile, very long user agent is cut before matching (the token past the cut is not seen) and does not stall', () => {
    expect(webviewUserAgent(`${'('.repeat(5000)} SamsungShopApp`)).toBe(false);
    expect(webviewUserAgent(`${' ;'.repeat(100_000)}x`)).toBe(false);
  });
});

describe('the address flag and the kept flag', () => {
  it('appView=SM, ST or SA (any case) marks the webview; other values and malformed queries do not', () => {
    expect(appViewOf('?appView=SM&source=app')).toBe('SM');
    expect(appViewOf('?appView=st')).toBe('ST');
    expect(appViewOf('?appView=SA')).toBe('SA');
    expect(appViewOf('?appView=XX')).toBeNull();
    expect(appViewOf('?appview=SM')).toBeNull();
    expect(appViewOf('?appView=%E0%A4%A')).toBeNull();
    expect(appViewOf(42)).toBeNull();
  });
  it('decides from any of the three', () => {
    expect(isAppWebview({ userAgent: ANDROID_CHROME, search: '', stored: null })).toBe(false);
    expect(isAppWebview({ userAgent: ANDROID_CHROME, search: '?appView=SA', stored: null })).toBe(true);
    expect(isAppWebview({ userAgent: ANDROID_CHROME, search: '', stored: 'Y' })).toBe(true);
    expect(isAppWebview({ userAgent: ANDROID_CHROME, search: '', stored: 'N' })).toBe(false);
    expect(isAppWebview({ userAgent: SHOP_APP_IOS })).toBe(true);
  });
  it('inAppWebview keeps an address flag for the tab and survives storage that throws', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } as unknown as Storage;
    const win = (search: string, sessionStorage: Storage = storage) => ({ navigator: { userAgent: ANDROID_CHROME } as Navigator, location: { search } as Location, sessionStorage });
    expect(inAppWebview(win(''))).toBe(false);
    expect(inAppWebview(win('?appView=SM'))).toBe(true);
    expect(store.get(WEBVIEW_STORAGE_KEY)).toBe('Y');
    expect(inAppWebview(win(''))).toBe(true);
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(inAppWebview(win('', refusing))).toBe(false);
    expect(inAppWebview(win('?appView=ST', refusing))).toBe(true);
  });
});

describe('the app banner platform', () => {
  it('iPhone and iPad are ios, Android is aos, anything else none', () => {
    expect(appOs(IOS_SAFARI)).toBe('ios');
    expect(appOs('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe('ios');
    expect(appOs(ANDROID_CHROME)).toBe('aos');
    expect(appOs(SAMSUNG_INTERNET)).toBe('aos');
    expect(appOs(DESKTOP)).toBeNull();
    expect(appOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15')).toBeNull();
    expect(appOs(null)).toBeNull();
  });
});
