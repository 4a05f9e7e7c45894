/**
 * Special stores end to end: the employee-store links and B2B campaign of the page services
 * (docs/architecture.md "Page services"), the B2B search path, and, on the US discount-program store (an EPP
 * page with a scanner) the barcode-scan button opens the scanner page the local backend serves.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, booted, storedCookies } from './harness.mjs';
import { backend, server } from './gates/kit.mjs';

const INPUT = '#gnb-search-keyword';

async function openSearch(page) {
  for (const opener of await page.$$('.gnb__search-btn-js')) {
    if (!(await opener.boundingBox())) continue;
    await opener.click();
    await page.waitForFunction((s) => document.activeElement === document.querySelector(s), { timeout: 5000 }, INPUT);
    return;
  }
  throw new Error('no visible search opener');
}

describe('special stores: US discount program', () => {
  it('the barcode-scan button opens the scanner page the backend serves', async () => {
    const { page, context, report, close } = await open('/us/shop/discount-program/');
    try {
      await booted(page);
      await openSearch(page);
      await page.waitForSelector('.srd19-gnb-search__scan-barcode', { visible: true });
      const popup = context.waitForTarget((t) => t.type() === 'page' && t !== page.target(), { timeout: 10_000 });
      await page.click('.srd19-gnb-search__scan-barcode');
      const target = await popup;
      assert.equal(new URL(target.url()).pathname, '/us/function/scanner/');
      const scanner = await target.page();
      await scanner.waitForFunction(() => document.querySelector('h1')?.textContent === 'Scan barcode', { timeout: 5000 });
      assert.deepEqual(report.pageErrors, []);
      assert.deepEqual(report.violations, []);
    } finally {
      await close();
    }
  });

  it('no scan button on a page that is not an EPP store', async () => {
    const { page, close } = await open('/us/');
    try {
      await booted(page);
      await openSearch(page);
      assert.equal(await page.$eval('.srd19-gnb-search__scan-barcode', (el) => el.hidden || getComputedStyle(el).display === 'none'), true);
    } finally {
      await close();
    }
  });
});

describe('special stores: employee store (multistore) links, docs/rules.md §2', () => {
  it('every link of the uk multistore page stays in the store, those added later too', async () => {
    const { page, report, close } = await open('/uk/multistore/acme/');
    try {
      await booted(page);
      await page.waitForSelector('.multistore-home__links a[href="/uk/multistore/acme/watches/"]', { timeout: 10_000 });
      assert.deepEqual(await page.$$eval('.multistore-home__links a', (as) => as.map((a) => a.getAttribute('href'))), [
        '/uk/smartphones/', // starts with the site code: kept
        '/uk/multistore/acme/smartphones/galaxy-s25-ultra/',
        'https://www.samsung.com/uk/support/', // absolute: kept
        '//images.samsung.com/is/image/samsung/p6pim/logo.png', // protocol-relative: kept
        '/uk/multistore/acme/offers/', // already in the store
        '/uk/multistore/acme/watches/',
        '/uk/multistore/acme/deals/?ref=store',
        '#content', // in-page anchor: kept
      ]);
      // A link a plugin or a menu adds later, and one whose href changes, are moved in too.
      await page.evaluate(() => {
        const a = document.createElement('a');
        a.className = 'added-later';
        a.setAttribute('href', '/tablets/');
        a.textContent = 'Tablets';
        document.querySelector('.multistore-home__links li').append(a);
        document.querySelector('.multistore-home__links a[href="/uk/multistore/acme/offers/"]').setAttribute('href', '/monitors/');
      });
      await page.waitForFunction(() => document.querySelector('.added-later').getAttribute('href') === '/uk/multistore/acme/tablets/', { timeout: 5000 });
      await page.waitForSelector('.multistore-home__links a[href="/uk/multistore/acme/monitors/"]', { timeout: 5000 });
      // No same-site link anywhere on the page leaves the store's site path.
      const strays = await page.$$eval('a[href]', (as) =>
        as.map((a) => a.getAttribute('href')).filter((h) => !/^([a-z][a-z0-9+.-]*:|\/\/|#|$)/i.test(h) && !/^\/?uk(\/|$|[?#])/.test(h) && !/multistore/.test(h)),
      );
      assert.deepEqual(strays, []);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('a page that is not a multistore page keeps its links', async () => {
    const { page, close } = await open('/uk/');
    try {
      await booted(page);
      await page.evaluate(() => {
        const a = document.createElement('a');
        a.id = 'plain-link';
        a.setAttribute('href', '/watches/');
        document.body.append(a);
      });
      await page.waitForFunction(() => window.storefront.mounted().includes('cart-badge'), { timeout: 10_000 });
      assert.equal(await page.$eval('#plain-link', (a) => a.getAttribute('href')), '/watches/');
    } finally {
      await close();
    }
  });
});

describe('special stores: B2B campaign tracking, docs/rules.md §5', () => {
  const cookiesOf = async (page, context) => Object.fromEntries((await storedCookies(page, context)).filter((c) => c.name === 'cid' || c.name === 'utm_source').map((c) => [c.name, { value: c.value, days: Math.round((c.expires * 1000 - Date.now()) / 86_400_000) }]));

  it('keeps cid and utm_source for 30 days when cid, utm_source, utm_medium and utm_campaign qualify', async () => {
    const { page, context, close } = await open('/nl/business/?cid=nl_b2b_2026&utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    try {
      await booted(page);
      await page.waitForFunction(() => document.cookie.includes('utm_source='), { timeout: 10_000 });
      assert.deepEqual(await cookiesOf(page, context), { cid: { value: 'nl_b2b_2026', days: 30 }, utm_source: { value: 'newsletter', days: 30 } });
    } finally {
      await close();
    }
  });

  it('without utm_campaign keeps nothing and loads no page-services chunk', async () => {
    await backend('POST', '/__backend/reset');
    const { page, context, close } = await open('/nl/business/?cid=nl_b2b_2026&utm_source=newsletter&utm_medium=email');
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().length > 0, { timeout: 10_000 });
      assert.deepEqual(await cookiesOf(page, context), {});
      const chunks = (await backend('GET', '/__backend/requests')).requests.filter((r) => /page-services/.test(r.path));
      assert.deepEqual(chunks, []);
    } finally {
      await close();
    }
  });
});

describe('special stores: B2B search, docs/rules.md §7', () => {
  it('the uk business home asks the business suggest path and shows its suggestions and popular keywords', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await open('/uk/business/');
    try {
      await booted(page);
      await openSearch(page);
      // Popular keywords of the business store (the backend's business list), then suggestions for a query.
      await page.waitForSelector('.srd19-gnb-search__popular [role=option]', { visible: true, timeout: 8000 });
      assert.ok((await page.$$eval('.srd19-gnb-search__popular [role=option]', (els) => els.map((e) => e.textContent))).includes('Knox Suite'));
      await page.type(INPUT, 'galaxy tab');
      await page.waitForSelector('.srd19-gnb-search__suggested [role=option]', { visible: true, timeout: 8000 });
      // Polled: the call goes out when its debounce ends after the last key, and a reply for a
      // shorter query may show before it on a loaded machine.
      let asked = [];
      for (let i = 0; i < 160 && !asked.some((r) => r.status === 200 && r.query.searchValue === 'galaxy tab'); i++) {
        if (i) await new Promise((r) => setTimeout(r, 50));
        asked = (await backend('GET', '/__backend/requests?path=/business/v6/search/suggest')).requests;
      }
      assert.ok(asked.some((r) => r.status === 200 && r.query.siteCd === 'uk' && r.query.searchValue === 'galaxy tab'), JSON.stringify(asked.map((r) => [r.status, r.query])));
      assert.equal((await backend('GET', '/__backend/requests?path=/search/suggest/v6')).requests.length, 0, 'the consumer path is not asked');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

describe('special stores: Canada delivery province, docs/rules.md §4 "Delivery selector"', () => {
  const region = async (page, context) => (await storedCookies(page, context)).find((c) => c.name === 'country_region')?.value;
  const asked = async (page) => {
    await page.waitForSelector('[role=alertdialog]', { visible: true, timeout: 8000 });
    return page.$eval('[role=alertdialog] .layer-popup__desc', (d) => d.textContent);
  };

  it('CA-ON by default; OK stores the province, the home stays; cancel restores the prior one', async () => {
    const { page, context, report, close } = await open('/ca_fr/');
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('delivery-selector'), { timeout: 10_000 });
      assert.equal(await page.$eval('.delivery-selector__select', (s) => s.value), 'CA-ON');
      await page.evaluate(() => (window.__sfSamePage = true));
      await page.select('.delivery-selector__select', 'CA-QC');
      assert.equal(await asked(page), 'Changer votre province de livraison pour Québec ? Les prix et la disponibilité des produits peuvent changer.');
      await page.evaluate(() => [...document.querySelectorAll('[role=alertdialog] button')].find((b) => b.textContent === 'Confirmer').click());
      await page.waitForFunction(() => document.cookie.includes('country_region=CA-QC'), { timeout: 5000 });
      assert.equal(await region(page, context), 'CA-QC');
      assert.equal(await page.evaluate(() => window.__sfSamePage), true, 'the home was reloaded');
      assert.equal(await page.$eval('.delivery-selector [role=status]', (s) => s.textContent), 'Province de livraison : Québec');
      // Keyboard: the select focused, another province picked, cancel by Esc: the prior one comes back.
      await page.select('.delivery-selector__select', 'CA-NS');
      await asked(page);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role=alertdialog]'), { timeout: 5000 });
      assert.equal(await page.$eval('.delivery-selector__select', (s) => s.value), 'CA-QC');
      assert.equal(await region(page, context), 'CA-QC');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('arrowing through the provinces by keyboard asks nothing; Enter asks about the one reached; leaving without Enter puts the stored one back', async () => {
    const { page, context, report, close } = await open('/ca_fr/');
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('delivery-selector'), { timeout: 10_000 });
      const value = () => page.$eval('.delivery-selector__select', (s) => s.value);
      const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.focus('.delivery-selector__select');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      // The closed select moved on two provinces (Chromium changes it at each key): nothing is asked.
      assert.equal(await value(), 'CA-SK');
      await frames();
      assert.equal(await page.$('[role=alertdialog]'), null);
      await page.keyboard.press('Enter');
      assert.equal(await asked(page), 'Changer votre province de livraison pour Saskatchewan ? Les prix et la disponibilité des produits peuvent changer.');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role=alertdialog]'), { timeout: 5000 });
      assert.equal(await value(), 'CA-ON');
      // Arrowed to another, then left by Tab without Enter: the stored province shows again.
      await page.focus('.delivery-selector__select');
      await page.keyboard.press('ArrowUp');
      assert.equal(await value(), 'CA-NU');
      await page.keyboard.press('Tab');
      assert.equal(await value(), 'CA-ON');
      await frames();
      assert.equal(await page.$('[role=alertdialog]'), null);
      assert.equal(await region(page, context), undefined);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('ca (English), on a product page (a listed page type): OK reloads it, which then shows the stored province', async () => {
    (await server()).variants.set('ca-product', { replace: [['id="pageTrack" name="pageTrack" type="hidden" value="home"', 'id="pageTrack" name="pageTrack" type="hidden" value="product detail"']] });
    const { page, context, close } = await open('/ca/?variant=ca-product');
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('delivery-selector'), { timeout: 10_000 });
      await page.select('.delivery-selector__select', 'CA-BC');
      assert.equal(await asked(page), 'Change your delivery province to British Columbia? Prices and product availability may change.');
      await Promise.all([
        page.waitForNavigation({ timeout: 15_000 }),
        page.evaluate(() => [...document.querySelectorAll('[role=alertdialog] button')].find((b) => b.textContent === 'Confirm').click()),
      ]);
      assert.equal(await region(page, context), 'CA-BC');
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('delivery-selector') && document.querySelector('.delivery-selector__select').value === 'CA-BC', { timeout: 10_000 });
    } finally {
      await close();
    }
  });
});

describe('special stores: small-business registration, docs/rules.md §2 "SMB registration"', () => {
  const REGISTER = '.b2b-home__smb .js-smb-register';
  const clickRegister = async (page) => {
    await page.$eval(REGISTER, (a) => a.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(() => window.storefront.mounted().includes('smb-register'), { timeout: 10_000 });
    await Promise.all([page.waitForNavigation({ timeout: 15_000 }), page.click(REGISTER)]);
    return new URL(page.url());
  };

  it('signed out: the sign-in gate, returning to the register page', async () => {
    const { page, url, close } = await open('/uk/business/');
    try {
      await booted(page);
      const landed = await clickRegister(page);
      assert.equal(landed.pathname, '/__backend/sign-in');
      assert.equal(landed.searchParams.get('redirect_uri'), new URL('/uk/business/smb/register/', url).href);
    } finally {
      await close();
    }
  });

  it('signed in: straight to the register page', async () => {
    const { page, close } = await open(`/__backend/sign-in?user=uk-b2b&return=${encodeURIComponent('/uk/business/')}`);
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.bus.last('session:ready')?.signedIn === true, { timeout: 25_000 });
      const landed = await clickRegister(page);
      assert.equal(landed.pathname, '/uk/business/smb/register/');
    } finally {
      await close();
    }
  });
});

describe('special stores: US discount bar, docs/rules.md §4 "US discount store"', () => {
  const STORE_COOKIES = ['tmktid', 'tmktname', 'tppid', 'tlgimg', 'tsgmt', 'epp_verified', 'isStoreLogedIn'];
  const EPP_JSON = '/us/smg/content/samsung/us/discount-program/epp-discount.json';
  const signIn = (user, back) => `/__backend/sign-in?user=${encodeURIComponent(user)}&return=${encodeURIComponent(back)}`;
  const jar = async (page, context) => Object.fromEntries((await storedCookies(page, context)).map((c) => [c.name, decodeURIComponent(c.value)]));
  const storeLinks = (page) => page.$$eval('.epp-store-list__link', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));

  it('us-edu sees the bar with name and savings; the page set the store cookies; EXIT STORE calls exit-store and clears them', async () => {
    await backend('POST', '/__backend/reset');
    const { page, context, report, close } = await open(signIn('us-edu', '/us/shop/discount-program/education/'));
    try {
      await booted(page);
      assert.equal(new URL(page.url()).pathname, '/us/shop/discount-program/education/');
      await page.waitForFunction(() => document.querySelector('.epp-bar-wrap')?.dataset.sfState === 'member', { timeout: 25_000 });
      assert.equal(await page.$eval('.epp-bar-wrap', (el) => el.hidden), false);
      assert.equal(await page.$eval('.epp-bar-username', (el) => el.textContent), 'Emma Teacher');
      // docs/rules.md §9: dollars with two decimals; 30 % off 1879.96 and 1187.01 plus Care+ 99 → 79.
      await page.waitForFunction(() => document.querySelector('.epp-bar-savings:not([hidden])'), { timeout: 10_000 });
      assert.equal(await page.$eval('.epp-bar-savings', (el) => el.textContent), 'You save $940.09');
      const logo = await page.$eval('.epp-bar-logo img', (img) => ({ src: new URL(img.src).pathname, alt: img.alt, shown: !img.closest('.epp-bar-logo').hidden }));
      assert.deepEqual(logo, { src: '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images/discount-store.svg', alt: 'Education Offers Program', shown: true });
      const fetchCart = (await backend('GET', '/__backend/requests?path=/v4/shopping-carts/fetch-cart&method=POST')).requests;
      assert.equal(fetchCart.length, 1);
      const cookies = await jar(page, context);
      assert.deepEqual(
        STORE_COOKIES.map((n) => cookies[n]),
        ['education', 'Education Offers Program', 'PLAN-EDU-01', '/etc.clientlibs/samsung/clientlibs/consumer/global/clientlib-common/resources/images/discount-store.svg', 'EDU', 'Y', 'Y'],
      );
      const jwtBefore = cookies.jwt_us;

      await Promise.all([page.waitForNavigation({ timeout: 15_000 }), page.click('.js-exit-store')]);
      assert.equal(new URL(page.url()).pathname, '/us/');
      const exits = (await backend('GET', '/__backend/requests?path=/v1/sso/user/private-store/exit-store&method=GET')).requests;
      assert.equal(exits.length, 1);
      assert.equal(exits[0].headers['x-ecom-jwt'], jwtBefore);
      const after = await jar(page, context);
      assert.deepEqual(STORE_COOKIES.filter((n) => n in after), []);
      assert.ok(after.jwt_us && after.jwt_us !== jwtBefore, 'the exit-store jwt replaces the sign-in cookie');
      // Out of the store the shopper is still signed in, as a shopper like any other.
      await page.waitForFunction(() => window.storefront?.bus.last('session:changed')?.signedIn === true, { timeout: 15_000 });
      assert.deepEqual(report.pageErrors, []);
      assert.deepEqual(report.violations, []);
    } finally {
      await close();
    }
  });

  it('a failed exit-store still deletes the store cookies and goes home', async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: '/v1/sso/user/private-store/exit-store', mode: '500' });
    const { page, context, report, close } = await open(signIn('us-edu', '/us/shop/discount-program/education/'));
    try {
      await booted(page);
      await page.waitForFunction(() => document.querySelector('.epp-bar-wrap')?.dataset.sfState === 'member', { timeout: 25_000 });
      await page.waitForFunction(() => document.cookie.includes('tsgmt='), { timeout: 5000 });
      const jwtBefore = (await jar(page, context)).jwt_us;
      await Promise.all([page.waitForNavigation({ timeout: 15_000 }), page.click('.js-exit-store')]);
      assert.equal(new URL(page.url()).pathname, '/us/');
      const after = await jar(page, context);
      assert.deepEqual(STORE_COOKIES.filter((n) => n in after), []);
      assert.equal(after.jwt_us, jwtBefore, 'the shopper stays signed in');
      assert.ok(report.console.some((m) => m.includes('storefront: discount-bar: exit-store failed')), 'the failure is warned');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('a visitor: no bar; the store list from epp-discount.json', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await open('/us/shop/discount-program/');
    try {
      await booted(page);
      await page.waitForSelector('.epp-store-list__link', { timeout: 10_000 });
      assert.deepEqual(await storeLinks(page), [
        ['Education Offers Program', '/us/shop/discount-program/education/'],
        ['First Responders Program', '/us/shop/discount-program/first-responders/'],
        ['Government Program', '/us/shop/discount-program/government/'],
        ['Employee Partner Program', '/us/shop/discount-program/workplace/'],
        ['Military Offers Program', '/us/shop/discount-program/military/'],
      ]);
      await page.waitForFunction(() => document.querySelector('.epp-bar-wrap')?.dataset.sfState === 'normal', { timeout: 10_000 });
      assert.equal(await page.$eval('.epp-bar-wrap', (el) => el.hidden), true);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  for (const width of [1280, 375]) {
    it(`at ${width} the store list fills in and the bar decides without moving the product grid (no layout shift)`, async () => {
      await backend('POST', '/__backend/reset');
      // Where the grid stands on the same page without the runtime (served as it is, styled).
      const gridTop = (p) => p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(document.querySelector('.pd03-product-finder').getBoundingClientRect().top)))));
      const bare = await open('/us/shop/discount-program/?runtime=off', { viewport: { width, height: 800 } });
      const before = await gridTop(bare.page).finally(() => bare.close());
      const { page, close } = await open('/us/shop/discount-program/', {
        viewport: { width, height: 800 },
        beforeLoad: (p) => p.evaluateOnNewDocument(() => {
          window.__shifts = [];
          new PerformanceObserver((list) => list.getEntries().forEach((e) => e.sources?.some((s) => s.node?.closest?.('.pd03-product-finder, .epp-store-list')) && window.__shifts.push(e.value))).observe({ type: 'layout-shift', buffered: true });
        }),
      });
      try {
        await booted(page);
        await page.waitForSelector('.epp-store-list__link', { timeout: 10_000 });
        await page.waitForFunction(() => document.querySelector('.epp-bar-wrap')?.dataset.sfState === 'normal', { timeout: 10_000 });
        const after = await gridTop(page);
        const shifts = await page.evaluate(() => window.__shifts);
        assert.equal(after, before, 'the grid stands where it does on the page without the runtime');
        assert.deepEqual(shifts, []);
        // The stores stay one row; on a phone the row scrolls sideways.
        const rows = await page.$$eval('.epp-store-list__link', (as) => new Set(as.map((a) => Math.round(a.getBoundingClientRect().top))).size);
        assert.equal(rows, 1);
      } finally {
        await close();
      }
    });
  }

  for (const mode of ['500', 'malformed']) {
    it(`epp-discount.json answering "${mode}": the five fallback stores`, async () => {
      await backend('POST', '/__backend/reset');
      await backend('POST', '/__backend/faults', { path: EPP_JSON, mode });
      const { page, report, close } = await open('/us/shop/discount-program/');
      try {
        await booted(page);
        await page.waitForSelector('.epp-store-list__link', { timeout: 10_000 });
        assert.deepEqual(await storeLinks(page), [
          ['Education', '/us/shop/discount-program/education/'],
          ['First Responders', '/us/shop/discount-program/first-responders/'],
          ['Government', '/us/shop/discount-program/government/'],
          ['Workplace', '/us/shop/discount-program/workplace/'],
          ['Military', '/us/shop/discount-program/military/'],
        ]);
        assert.equal((await backend('GET', `/__backend/requests?path=${EPP_JSON}&method=GET`)).requests.length, 1);
        assert.ok(report.console.some((m) => m.includes('storefront: discount-bar: epp-discount.json')), 'the fallback is warned');
        assert.deepEqual(report.pageErrors, []);
      } finally {
        await close();
      }
    });
  }
});
