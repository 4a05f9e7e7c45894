/**
 * Special stores end to end: the employee-store links and B2B campaign of the page services
 * (docs/architecture.md "Page services"), the B2B search path, and, on the US discount-program store (an EPP
 * page with a scanner) the barcode-scan button opens the scanner page the local backend serves.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { open, booted } from './harness.mjs';
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
      const popup = new Promise((resolve) => context.once('targetcreated', resolve));
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
  // The nl business site, played by the uk business page with the nl site code (a page variant).
  const nl = { replace: [['value="uk"', 'value="nl"'], ['content="uk"', 'content="nl"']] };
  const cookiesOf = async (context) => Object.fromEntries((await context.cookies()).filter((c) => c.name === 'cid' || c.name === 'utm_source').map((c) => [c.name, { value: c.value, days: Math.round((c.expires * 1000 - Date.now()) / 86_400_000) }]));

  it('keeps cid and utm_source for 30 days when cid, utm_source, utm_medium and utm_campaign qualify', async () => {
    (await server()).variants.set('nl-business', nl);
    const { page, context, close } = await open('/uk/business/?variant=nl-business&cid=nl_b2b_2026&utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    try {
      await booted(page);
      await page.waitForFunction(() => document.cookie.includes('utm_source='), { timeout: 10_000 });
      assert.deepEqual(await cookiesOf(context), { cid: { value: 'nl_b2b_2026', days: 30 }, utm_source: { value: 'newsletter', days: 30 } });
    } finally {
      await close();
    }
  });

  it('without utm_campaign keeps nothing and loads no page-services chunk', async () => {
    (await server()).variants.set('nl-business', nl);
    await backend('POST', '/__backend/reset');
    const { page, context, close } = await open('/uk/business/?variant=nl-business&cid=nl_b2b_2026&utm_source=newsletter&utm_medium=email');
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().length > 0, { timeout: 10_000 });
      assert.deepEqual(await cookiesOf(context), {});
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
      const asked = (await backend('GET', '/__backend/requests?path=/business/v6/search/suggest')).requests;
      assert.ok(asked.some((r) => r.status === 200 && r.query.siteCd === 'uk' && r.query.searchValue === 'galaxy tab'), JSON.stringify(asked.map((r) => [r.status, r.query])));
      assert.equal((await backend('GET', '/__backend/requests?path=/search/suggest/v6')).requests.length, 0, 'the consumer path is not asked');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

describe('special stores: Canada delivery province, docs/rules.md §4 "Delivery selector"', () => {
  const region = async (context) => (await context.cookies()).find((c) => c.name === 'country_region')?.value;
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
      assert.equal(await region(context), 'CA-QC');
      assert.equal(await page.evaluate(() => window.__sfSamePage), true, 'the home was reloaded');
      assert.equal(await page.$eval('.delivery-selector [role=status]', (s) => s.textContent), 'Province de livraison : Québec');
      // Keyboard: the select focused, another province picked, cancel by Esc: the prior one comes back.
      await page.select('.delivery-selector__select', 'CA-NS');
      await asked(page);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role=alertdialog]'), { timeout: 5000 });
      assert.equal(await page.$eval('.delivery-selector__select', (s) => s.value), 'CA-QC');
      assert.equal(await region(context), 'CA-QC');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('on a product page (a listed page type) OK reloads it, which then shows the stored province', async () => {
    (await server()).variants.set('ca-product', { replace: [['id="pageTrack" name="pageTrack" type="hidden" value="home"', 'id="pageTrack" name="pageTrack" type="hidden" value="product detail"']] });
    const { page, context, close } = await open('/ca_fr/?variant=ca-product');
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('delivery-selector'), { timeout: 10_000 });
      await page.select('.delivery-selector__select', 'CA-BC');
      await asked(page);
      await Promise.all([
        page.waitForNavigation({ timeout: 15_000 }),
        page.evaluate(() => [...document.querySelectorAll('[role=alertdialog] button')].find((b) => b.textContent === 'Confirmer').click()),
      ]);
      assert.equal(await region(context), 'CA-BC');
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
