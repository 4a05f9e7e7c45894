/**
 * The mobile app banner inside the cookie bar on the ae_ar home (docs/rules.md §4 "Mobile app
 * banner", "Webview"): at 375 px with a phone's user agent the banner is asked for once and shows
 * the backend's Arabic texts, the store link for the platform and a close button that records
 * `shopappBannerExp` for 1 day (docs/rules.md §9); never asked for at 1440 px, nor in the app's
 * webview (where the whole bar stays hidden); a failing call leaves the slot empty. On an EPP
 * store the call takes its epp/v2 form with the company code.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { open, booted, storedCookies } from './harness.mjs';
import { backend } from './gates/kit.mjs';
import { until } from './faults/calls.mjs';

export const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const SHOP_APP = 'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 SamsungShopApp/5.2.1';
const PHONE = { width: 375, height: 800 };
const BANNER = '.cookie-bar__app-banner .app-banner';
const DAY_S = 86_400;

const bannerCalls = async () => (await backend('GET', `/__backend/requests?path=${encodeURIComponent('/contents/mobileappbanner')}&method=GET`)).requests;
/** Opens the ae_ar home with the cookie bar, the viewport and the user agent given. */
const openHome = (viewport, userAgent, path = '/ae_ar/') => open(path, { viewport, cookieBar: true, beforeLoad: (p) => p.setUserAgent(userAgent) });
/** The banner's parts as a shopper sees them. */
const shown = (page) =>
  page.$eval(BANNER, (b) => ({
    headline: b.querySelector('.app-banner__headline')?.textContent,
    desc: b.querySelector('.app-banner__desc')?.textContent,
    cta: b.querySelector('a.app-banner__cta')?.textContent,
    href: b.querySelector('a.app-banner__cta')?.getAttribute('href'),
    icon: b.querySelector('img.app-banner__icon')?.getAttribute('src'),
    iconLoaded: b.querySelector('img.app-banner__icon')?.naturalWidth > 0,
    closeName: b.querySelector('button.app-banner__close')?.getAttribute('aria-label'),
    inView: (() => { const r = b.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight && r.width > 0; })(),
  }));

describe('mobile app banner on the ae_ar home', () => {
  it('at 375 px on an iPhone: the backend texts, the App Store link and the icon; one b2c call for ae_ar', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await openHome(PHONE, IPHONE);
    try {
      await booted(page);
      await page.waitForSelector(BANNER, { visible: true, timeout: 10_000 });
      await page.waitForFunction((s) => document.querySelector(s)?.complete, { timeout: 10_000 }, `${BANNER} img`);
      assert.deepEqual(await shown(page), {
        headline: 'تطبيق متجر سامسونج',
        desc: 'عروض حصرية على التطبيق.',
        cta: 'حمّل التطبيق',
        href: 'https://apps.apple.com/app/samsung-shop/id1',
        icon: new URL('/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images/app_ico.png', page.url()).href,
        iconLoaded: true,
        closeName: 'إغلاق',
        inView: true,
      });
      const calls = await bannerCalls();
      assert.equal(calls.length, 1);
      assert.match(calls[0].path, /\/front\/b2c\/contents\/mobileappbanner$/);
      assert.deepEqual(calls[0].query, { siteCode: 'ae_ar' });
      assert.deepEqual(report.pageErrors, []);
      assert.deepEqual(report.violations, [], 'the banner and its icon pass the strict CSP');
    } finally {
      await close();
    }
  });

  it('on an EPP store (uk multistore) the epp/v2 form with the company code of tmktid; without one, nothing is asked', async () => {
    await backend('POST', '/__backend/reset');
    const tmktid = { name: 'tmktid', value: 'acme' };
    const store = await open('/uk/multistore/acme/', { viewport: PHONE, cookieBar: true, cookies: [tmktid], beforeLoad: (p) => p.setUserAgent(IPHONE) });
    try {
      await booted(store.page);
      await store.page.waitForSelector(BANNER, { visible: true, timeout: 10_000 });
      assert.equal(await store.page.$eval(`${BANNER} .app-banner__headline`, (h) => h.textContent), 'Shop the Samsung app');
      const calls = await bannerCalls();
      assert.deepEqual(calls.map((c) => [c.path.replace(/^.*\/(epp\/v2|b2c)\//, '$1/'), c.query]), [['epp/v2/contents/mobileappbanner', { siteCode: 'uk', companyCode: 'acme' }]]);
      assert.deepEqual(store.report.pageErrors, []);
    } finally {
      await store.close();
    }
    await backend('POST', '/__backend/reset');
    const none = await open('/uk/multistore/acme/', { viewport: PHONE, cookieBar: true, beforeLoad: (p) => p.setUserAgent(IPHONE) });
    try {
      await booted(none.page);
      assert.ok(await until(() => none.report.console.some((m) => m.includes('an EPP page without a company code (cookie "tmktid"); not shown'))), none.report.console.join('\n'));
      assert.equal((await bannerCalls()).length, 0);
      assert.equal(await none.page.$(BANNER), null);
    } finally {
      await none.close();
    }
  });

  it('on Android the Play Store link', async () => {
    const { page, close } = await openHome(PHONE, ANDROID);
    try {
      await page.waitForSelector(BANNER, { visible: true, timeout: 10_000 });
      assert.equal((await shown(page)).href, 'https://play.google.com/store/apps/details?id=com.samsung.shop');
    } finally {
      await close();
    }
  });

  it('close by keyboard hides it, records shopappBannerExp for 1 day, keeps focus in the bar; the next page asks nothing', async () => {
    await backend('POST', '/__backend/reset');
    const { page, context, report, close } = await openHome(PHONE, IPHONE);
    try {
      await page.waitForSelector(BANNER, { visible: true, timeout: 10_000 });
      await page.focus(`${BANNER} .app-banner__close`);
      await page.keyboard.press('Enter');
      await page.waitForSelector(BANNER, { hidden: true });
      assert.equal(await page.$eval('.cookie-bar__app-banner', (s) => getComputedStyle(s).display), 'none');
      assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('cookie-bar__main-close')), true);
      const cookie = (await storedCookies(page, context)).find((c) => c.name === 'shopappBannerExp');
      assert.ok(cookie, 'no shopappBannerExp cookie');
      const now = await page.evaluate(() => Date.now() / 1000);
      assert.equal(Math.round((cookie.expires - now) / DAY_S), 1);
      assert.equal(await page.$eval('.cookie-bar__wrap', (w) => getComputedStyle(w).display !== 'none'), true, 'the cookie bar itself stays');
      await backend('POST', '/__backend/reset');
      await page.reload({ waitUntil: 'load' });
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('cookie-bar'));
      await page.waitForSelector('.cookie-bar__wrap', { visible: true });
      assert.equal(await page.$(BANNER), null);
      assert.deepEqual(await bannerCalls(), []);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('at 1440 px the banner is never asked for, and its code never loads', async () => {
    await backend('POST', '/__backend/reset');
    const { page, close } = await openHome({ width: 1440, height: 900 }, IPHONE);
    const chunks = [];
    page.on('request', (r) => /\/chunks\/app-banner-/.test(r.url()) && chunks.push(r.url()));
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('cookie-bar'));
      await page.waitForSelector('.cookie-bar__wrap', { visible: true });
      assert.equal(await page.$eval('.cookie-bar__app-banner', (s) => s.hidden), true);
      assert.deepEqual(await bannerCalls(), []);
      assert.deepEqual(chunks, []);
      assert.equal(await page.$(BANNER), null);
    } finally {
      await close();
    }
  });

  for (const [how, agent, path] of [
    ["the Shop app's user agent", SHOP_APP, '/ae_ar/'],
    ['appView=SA on the address (then kept for the tab)', IPHONE, '/ae_ar/?appView=SA&source=app'],
  ]) {
    it(`in the app webview (${how}) neither the cookie bar nor the banner shows, and nothing is asked`, async () => {
      await backend('POST', '/__backend/reset');
      const { page, report, close } = await openHome(PHONE, agent, path);
      try {
        await booted(page);
        await page.waitForFunction(() => window.storefront.mounted().includes('cookie-bar'));
        assert.equal(await page.$eval('.cookie-bar__wrap', (w) => getComputedStyle(w).display), 'none');
        if (path.includes('appView')) {
          await page.goto(new URL('/ae_ar/', page.url()).href, { waitUntil: 'load' });
          await booted(page);
          await page.waitForFunction(() => window.storefront.mounted().includes('cookie-bar'));
          assert.equal(await page.$eval('.cookie-bar__wrap', (w) => getComputedStyle(w).display), 'none', 'the next page of the tab');
        }
        assert.deepEqual(await bannerCalls(), []);
        assert.deepEqual(report.pageErrors, []);
      } finally {
        await close();
      }
    });
  }

  for (const mode of ['500', 'malformed']) {
    it(`a ${mode} reply leaves the slot empty with a warning; the bar still works`, async () => {
      await backend('POST', '/__backend/reset');
      await backend('POST', '/__backend/faults', { path: '*/contents/mobileappbanner', mode });
      const { page, report, context, close } = await openHome(PHONE, IPHONE);
      try {
        await page.waitForSelector('.cookie-bar__wrap', { visible: true, timeout: 10_000 });
        const warned = () => report.console.some((m) => m.includes('storefront: cookie-bar: app banner: not loaded'));
        assert.ok(await until(warned), `no warning: ${report.console.join(' | ')}`);
        assert.equal(await page.$(BANNER), null);
        assert.equal(await page.$eval('.cookie-bar__app-banner', (s) => getComputedStyle(s).display), 'none');
        await page.click('.cookie-bar__main-close');
        await page.waitForSelector('.cookie-bar__wrap', { hidden: true });
        assert.ok((await storedCookies(page, context)).some((c) => c.name === 'cookiesaccepted'));
        assert.deepEqual(report.pageErrors, []);
      } finally {
        await backend('POST', '/__backend/reset');
        await close();
      }
    });
  }

  it("axe: the shown banner in the bar has no wcag2a/aa violations (the sweep's 'mobile app banner shown' state, here on its own)", async () => {
    const { page, close } = await open('/ae_ar/', { viewport: PHONE, cookieBar: true, beforeLoad: async (p) => { await p.setBypassCSP(true); await p.setUserAgent(IPHONE); } });
    try {
      await page.waitForSelector(BANNER, { visible: true, timeout: 10_000 });
      await page.addScriptTag({ content: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8') });
      const violations = await page.evaluate(async () => (await window.axe.run({ include: [['.cookie-bar']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
      assert.deepEqual(violations, []);
    } finally {
      await close();
    }
  });
});
