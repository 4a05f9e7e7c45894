/**
 * The cookie bar mounted through the real registry on the uk home template (docs/rules.md §4
 * "Cookie bar"): shown without `cookiesaccepted`, accept and close record it and hide the bar,
 * a page that has it keeps the bar hidden, the app banner shows only on mobile.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cookieBar } from '../../../plugins/cookie-bar/index';
import { act } from '../../support/act';
import { clobber, unclobber } from '../../support/clobber';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(readFileSync(join(root, 'templates/pages/uk/index.html'), 'utf8'))![1]!;
let mounted: Mounted | undefined;
let mobile = false;
const wrap = () => document.querySelector<HTMLElement>('.cookie-bar__wrap')!;
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const clearCookie = () => (document.cookie = 'cookiesaccepted=; max-age=0; path=/');

beforeEach(() => {
  mobile = false;
  vi.stubGlobal('matchMedia', (q: string) => ({ media: q, get matches() { return mobile && q.includes('767'); }, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
  clearCookie();
  vi.unstubAllGlobals();
});

async function start() {
  document.body.innerHTML = body;
  mounted = mountPlugins([cookieBar], { 'cookie-bar': { enabled: true, options: {} } }, buildRuntime({ siteCode: 'uk' }));
  await vi.waitFor(() => expect(mounted!.events.some((e) => e.type === 'plugin:mounted')).toBe(true));
}

describe('cookie bar on the uk home', () => {
  it('shows without the cookie; accept records cookiesaccepted, hides the bar and is not followed', async () => {
    await start();
    expect(wrap().style.display).toBe('');
    const accept = document.querySelector<HTMLAnchorElement>('.cookie-bar__manage a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    accept.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(document.cookie).toContain('cookiesaccepted=true');
    expect(wrap().style.display).toBe('none');
  });

  it('close records the cookie too and moves focus out of the hidden bar to the content', async () => {
    await start();
    const close = document.querySelector<HTMLButtonElement>('.cookie-bar__main-close')!;
    close.focus();
    click(close);
    expect(document.cookie).toContain('cookiesaccepted=true');
    expect(wrap().style.display).toBe('none');
    expect(document.activeElement).toBe(document.getElementById('content'));
  });

  it('with markup named getElementById and body on the page, close still moves the focus to the content, focusable for that move only', async () => {
    await start();
    clobber(document, 'getElementById');
    clobber(document, 'body');
    onTestFinished(() => unclobber(document, 'getElementById', 'body'));
    const close = document.querySelector<HTMLButtonElement>('.cookie-bar__main-close')!;
    close.focus();
    click(close);
    const main = Document.prototype.getElementById.call(document, 'content')!;
    expect([document.activeElement, main.getAttribute('tabindex')]).toEqual([main, '-1']);
    (document.querySelector('a[href]') as HTMLElement).focus();
    expect(main.hasAttribute('tabindex')).toBe(false);
    expect(mounted!.events.filter((e) => e.type === 'plugin:error')).toEqual([]);
  });

  it('stays hidden on a page that already has the cookie', async () => {
    document.cookie = 'cookiesaccepted=true; path=/';
    await start();
    expect(wrap().style.display).toBe('none');
  });

  it('stays hidden when the cookie is there with a broken %-encoding: the choice was made', async () => {
    document.cookie = 'cookiesaccepted=tr%E0%A4ue; path=/';
    await start();
    expect(wrap().style.display).toBe('none');
    expect(document.cookie).toContain('cookiesaccepted=tr%E0%A4ue');
  });

  it('shows the app banner only on mobile', async () => {
    mobile = true;
    await start();
    expect(document.querySelector<HTMLElement>('.cookie-bar__app-banner')!.hidden).toBe(false);
    mounted!.registry.stop();
    mobile = false;
    await start();
    expect(document.querySelector<HTMLElement>('.cookie-bar__app-banner')!.hidden).toBe(true);
  });

  it('clicks elsewhere in the bar change nothing, and switching the plugin off hides the bar again', async () => {
    await start();
    click(document.querySelector('.cookie-bar__title')!);
    expect(document.cookie).not.toContain('cookiesaccepted');
    expect(wrap().style.display).toBe('');
    mounted!.registry.stop();
    await vi.waitFor(() => expect(wrap().style.display).toBe('none'));
  });

  it('the settings toggle is a disclosure button while on, and switched off gets the type the page gave it back', async () => {
    const toggle = () => document.querySelector<HTMLButtonElement>('.cookie-bar__desc-read-more-btn')!;
    await start();
    expect(toggle().getAttribute('type')).toBe('button');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    mounted!.registry.stop();
    await vi.waitFor(() => expect(toggle().hasAttribute('aria-expanded')).toBe(false));
    expect(toggle().hasAttribute('type')).toBe(false);
    // A page whose toggle was a submit button (inside its settings form) gets that back.
    toggle().setAttribute('type', 'submit');
    const shipped = document.body.innerHTML;
    mounted = mountPlugins([cookieBar], { 'cookie-bar': { enabled: true, options: {} } }, buildRuntime({ siteCode: 'uk' }));
    await vi.waitFor(() => expect(toggle().getAttribute('type')).toBe('button'));
    mounted.registry.stop();
    await vi.waitFor(() => expect(toggle().hasAttribute('aria-expanded')).toBe(false));
    expect(toggle().getAttribute('type')).toBe('submit');
    expect(shipped).toContain('type="submit"');
  });

  it("stays hidden in the store's app webviews: the kept address flag or an app's user agent", async () => {
    sessionStorage.setItem('isInAppWebViewSessionStorage', 'Y');
    try {
      await start();
      expect(wrap().style.display).toBe('none');
    } finally {
      sessionStorage.removeItem('isInAppWebViewSessionStorage');
    }
    mounted!.registry.stop();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; SM-S918B; wv) AppleWebKit/537.36 Chrome/124.0.0.0 Mobile Safari/537.36 SamsungShopApp/5.2.1');
    try {
      await start();
      expect(wrap().style.display).toBe('none');
    } finally {
      vi.restoreAllMocks();
    }
  });

  describe('the mobile app banner in its slot (docs/rules.md §4 "Mobile app banner")', () => {
    const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
    const banner = { useFlag: 'Y', headlineTitle: 'Shop the app <b>now</b>', description: 'Offers.', ctaTitle: 'Get the app', ctaUrl: 'https://apps.apple.com/app/id1', imgUrl: '/i.png' };
    const reply = { response: { statusCode: 200, resultData: { mobileAppBanner: { ios: banner, aos: { ...banner, ctaUrl: 'javascript:alert(1)' } } } } };
    let fetches: string[] = [];
    async function startPhone(narrow = true) {
      mobile = narrow;
      fetches = [];
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
      vi.stubGlobal('fetch', async (url: string) => (fetches.push(String(url)), new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } })));
      document.body.innerHTML = body;
      mounted = mountPlugins([cookieBar], { 'cookie-bar': { enabled: true, options: {} } }, buildRuntime({ siteCode: 'uk', searchDomain: 'https://search.example.com/v6', apiStageInfo: 'front' }, { Close: 'Close banner' }));
    }
    const clearDismissal = () => (document.cookie = 'shopappBannerExp=; max-age=0; path=/');
    afterEach(clearDismissal);

    it('asks once and shows the texts as text, the store link and a named close; close records shopappBannerExp and empties the slot', async () => {
      await startPhone();
      const slot = document.querySelector<HTMLElement>('.cookie-bar__app-banner')!;
      await vi.waitFor(() => expect(slot.querySelector('.app-banner__headline')?.textContent).toBe('Shop the app <b>now</b>'));
      expect(fetches).toEqual(['https://search.example.com/v6/front/b2c/contents/mobileappbanner?siteCode=uk']);
      expect(slot.querySelector('b')).toBeNull();
      expect(slot.querySelector('a.app-banner__cta')!.getAttribute('href')).toBe('https://apps.apple.com/app/id1');
      const close = slot.querySelector<HTMLButtonElement>('button.app-banner__close')!;
      expect(close.getAttribute('aria-label')).toBe('Close banner');
      close.focus();
      click(close);
      await vi.waitFor(() => expect(slot.querySelector('.app-banner')).toBeNull());
      expect(document.cookie).toContain('shopappBannerExp=true');
      expect(document.cookie).not.toContain('cookiesaccepted');
      expect(document.activeElement).toBe(document.querySelector('.cookie-bar__main-close'));
      expect(wrap().style.display).toBe('');
    });

    it('after the bar is accepted on a desktop, narrowing to a phone asks for no app banner', async () => {
      const changes: (() => void)[] = [];
      vi.stubGlobal('matchMedia', (q: string) => ({ media: q, get matches() { return mobile && q.includes('767'); }, addEventListener: (_: string, fn: () => void) => changes.push(fn), removeEventListener: () => {} }));
      // A phone's browser at a desktop's width (a tablet turned, a window narrowed later).
      await startPhone(false);
      await vi.waitFor(() => expect(wrap().style.display).toBe(''));
      click(document.querySelector('a[title="ACCEPT"]')!);
      expect(wrap().style.display).toBe('none');
      mobile = true;
      changes.forEach((fn) => fn());
      // Had the slot been asked for, its code would be in by now (the same module, imported
      // after the ask), and its render and first effect flushed: then the call would be made.
      await import('../../../plugins/cookie-bar/app-banner');
      await act(async () => {});
      expect([fetches, document.querySelector<HTMLElement>('.cookie-bar__app-banner .app-banner')]).toEqual([[], null]);
    });

    it('accepted on a phone while the app banner\'s code still loads, the slot is not filled and nothing is asked', async () => {
      // The banner's code arrives when the test says (a slow network).
      let arrive!: () => void;
      const arrived = new Promise<void>((r) => (arrive = r));
      vi.doMock('../../../plugins/cookie-bar/app-banner', async (load) => (await arrived, await load()));
      try {
        await startPhone();
        await vi.waitFor(() => expect(wrap().style.display).toBe(''));
        click(document.querySelector('a[title="ACCEPT"]')!);
        expect(wrap().style.display).toBe('none');
        arrive();
        await import('../../../plugins/cookie-bar/app-banner');
        await act(async () => {});
        await act(async () => {});
        expect([fetches, document.querySelector<HTMLElement>('.cookie-bar__app-banner .app-banner')]).toEqual([[], null]);
      } finally {
        vi.doUnmock('../../../plugins/cookie-bar/app-banner');
      }
    });

    it('a page with shopappBannerExp asks nothing', async () => {
      document.cookie = 'shopappBannerExp=true; path=/';
      await startPhone();
      await vi.waitFor(() => expect(mounted!.events.some((e) => e.type === 'plugin:mounted')).toBe(true));
      await new Promise((r) => setTimeout(r, 20));
      expect(fetches).toEqual([]);
      expect(document.querySelector('.app-banner')).toBeNull();
    });
  });
});
