/**
 * The cart on the uk product page, in Chromium over real HTTP (docs/rules.md §4 "Add to cart",
 * "Cart id", §8): signed out a guest cart is created and the item added; 00301 stays on the
 * page, another success goes to the button's next URL; a refusal shows the store's words as
 * text; hostile button data and foreign next URLs are refused with a warning. Signed in as the
 * seeded uk shopper (2 items) the badge shows 2, then follows the add.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { booted, open, storedCookies } from './harness.mjs';
import { backend, server } from './gates/kit.mjs';
import { until } from './faults/calls.mjs';

const BUTTON = '.pd-buying-tool .js-add-to-cart';
const requests = async (path, method = 'POST') => (await backend('GET', `/__backend/requests?path=${encodeURIComponent(path)}&method=${method}`)).requests;
const badgeShows = (page, n) =>
  page.waitForFunction((c) => [...document.querySelectorAll('.gnb-cart-count')].some((e) => e.style.display !== 'none' && e.textContent.includes(String(c))), { timeout: 10_000 }, n);

/** Waits for the kit's message popup, gives its text and whether it holds markup, then closes it. */
async function popupText(page) {
  await page.waitForSelector('.sf-message-popup[role=alertdialog]', { visible: true, timeout: 10_000 });
  const shown = await page.$eval('.sf-message-popup .layer-popup__desc', (d) => ({ text: d.textContent, elements: d.querySelectorAll('*').length }));
  await page.click('.sf-message-popup .cta--contained');
  await page.waitForFunction(() => !document.querySelector('.sf-message-popup'), { timeout: 5000 });
  return shown;
}

/** Adds a second add-to-cart button with these data attributes (markup a page could carry). */
const addButton = (page, attrs) =>
  page.evaluate((a) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'js-add-to-cart sf-test-extra';
    b.textContent = 'Add to cart';
    for (const [k, v] of Object.entries(a)) b.setAttribute(k, v);
    document.querySelector('#content').append(b);
  }, attrs);

describe('add to cart on the uk product page', () => {
  it('signed out: guest cart, store refusal shown as text, 00301 stays, a success goes to the next URL, bad data refused', async () => {
    await backend('POST', '/__backend/reset');
    const hostile = '<img src=x onerror="window.__sfPwned=1">Galaxy S25 Ultra is out of stock';
    await backend('POST', '/__backend/faults', { path: '/tokocommercewebservices/v2/uk/addToCart/multi', mode: 'code', code: 'InsufficientStockError', message: hostile, times: 1 });
    const { page, report, context, close } = await open('/uk/product/');
    try {
      await booted(page);
      const button = await page.waitForSelector(BUTTON);
      assert.equal((await requests('/addToCart/multi')).length, 0, 'nothing is sent before a click');

      // 1. The store refuses: its message, as text, in the popup; nothing navigates.
      await button.click();
      assert.deepEqual(await popupText(page), { text: hostile, elements: 0 });
      assert.equal(await page.evaluate(() => window.__sfPwned), undefined);
      const created = await requests('/users/anonymous/carts');
      assert.equal(created.length, 1, 'one guest cart is created');
      const guid = (await storedCookies(page, context)).find((c) => c.name === 'guestCartGuid')?.value;
      assert.match(guid ?? '', /^[0-9a-f-]{36}$/);

      // 2. 00301: added, the badge follows, the page stays.
      await backend('POST', '/__backend/cart-result', { resultCode: '00301' });
      await page.waitForFunction(() => !document.querySelector('.js-add-to-cart[aria-busy]'));
      // A double click (both in one task): the second lands while the first is out and adds nothing.
      await button.evaluate((b) => {
        b.click();
        b.click();
      });
      await badgeShows(page, 1);
      const adds = await requests('/addToCart/multi');
      assert.equal(adds.length, 2);
      assert.deepEqual(adds[1].body, [{ productCode: 'SM-S938BZKEUB', qty: 1 }]);
      assert.equal(adds[1].query.guid, guid, 'the guest cart from the cookie is used');
      assert.equal((await requests('/users/anonymous/carts')).length, 1, 'the cart is not created twice');
      assert.ok(new URL(page.url()).pathname.startsWith('/uk/product/'));

      // 3. Hostile button data: refused with a warning naming the field; nothing sent.
      await addButton(page, { 'data-modelcode': '<b>SM-X</b>', 'data-next-url': '/uk/cart/' });
      await page.click('.sf-test-extra');
      assert.ok(await until(() => report.console.some((m) => m.includes('data-modelcode') && m.includes('add-to-cart'))), 'a warning names data-modelcode');
      assert.equal((await requests('/addToCart/multi')).length, 2);

      // 4. A next URL off the site: added, not followed, a warning.
      await page.evaluate(() => document.querySelector('.sf-test-extra').remove());
      await backend('POST', '/__backend/cart-result', { resultCode: '0000' });
      await addButton(page, { 'data-modelcode': 'SM-R630BZAEUB', 'data-next-url': 'https://evil.example/uk/cart/' });
      await page.click('.sf-test-extra');
      await badgeShows(page, 2);
      assert.ok(await until(() => report.console.some((m) => m.includes('is not on this site'))), 'the foreign next URL is reported');
      assert.ok(new URL(page.url()).pathname.startsWith('/uk/product/'));

      // 5. A plain success goes to the button's next URL.
      await Promise.all([page.waitForNavigation({ timeout: 15_000 }), button.click()]);
      assert.equal(new URL(page.url()).pathname, '/uk/cart/');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('signed in as the seeded uk shopper: the badge shows 2, the add goes to the shopper cart and the badge follows', async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/cart-result', { resultCode: '00301' });
    const { page, report, context, close } = await open(`/__backend/sign-in?user=uk-shopper&return=${encodeURIComponent('/uk/product/')}`);
    try {
      await booted(page);
      await badgeShows(page, 2);
      // The count came from the session check, with no cart cookie: another tab in front and
      // back again leaves it (the badge re-reads the cookie as the tab is hidden and shown).
      assert.equal(await page.evaluate(() => document.cookie.includes('s_ecom_sc_cnt=')), false);
      await page.evaluate(() => {
        window.__tabStates = [];
        document.addEventListener('visibilitychange', () => window.__tabStates.push(document.visibilityState));
      });
      const other = await context.newPage();
      await other.bringToFront();
      await page.waitForFunction(() => window.__tabStates.includes('hidden'), { timeout: 10_000 });
      await page.bringToFront();
      await page.waitForFunction(() => window.__tabStates.at(-1) === 'visible', { timeout: 10_000 });
      await other.close();
      // A render the return caused would be on screen after the next frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      assert.deepEqual(await page.$$eval('.gnb-cart-count', (all) => all.map((e) => (e.style.display === 'none' ? 'hidden' : e.textContent.replace(/\D/g, '')))), ['2', '2']);
      await (await page.waitForSelector(BUTTON)).click();
      await badgeShows(page, 3);
      assert.equal((await requests('/users/current/carts')).length, 1, 'no cart-code cookie: the shopper cart is asked for');
      assert.equal((await requests('/users/anonymous/carts')).length, 0);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

describe('add to cart through the ecom cart service (the site option api v4)', () => {
  it('signed in, a click posts {} to v4/shopping-carts with the app id and the shopper jwt, and the shopper goes on; a server error shows the store\'s message', async () => {
    await backend('POST', '/__backend/reset');
    (await server()).variants.set('v4', { replace: [['</head>', '<script type="application/json" id="storefront-config">{"plugins":{"add-to-cart":{"enabled":true,"options":{"api":"v4"}}}}</script></head>']] });
    await backend('POST', '/__backend/faults', { path: '/v4/shopping-carts', mode: '500', times: 1 });
    const { page, report, close } = await open(`/__backend/sign-in?user=uk-shopper&return=${encodeURIComponent('/uk/product/?variant=v4')}`);
    try {
      await booted(page);
      const button = await page.waitForSelector(BUTTON);
      await button.click();
      // The backend's injected 500 carries {message: 'Injected fault'}: the store's words are shown.
      assert.deepEqual(await popupText(page), { text: 'Injected fault', elements: 0 });
      await page.waitForFunction(() => !document.querySelector('.js-add-to-cart[aria-busy]'));
      await Promise.all([page.waitForNavigation(), button.click()]);
      assert.equal(new URL(page.url()).pathname, '/uk/cart/');
      const posts = await requests('/v4/shopping-carts');
      assert.equal(posts.length, 2);
      assert.deepEqual(posts[1].body, {});
      assert.equal(posts[1].headers['x-ecom-app-id'], 'identity-store');
      assert.match(posts[1].headers['x-ecom-jwt'] ?? '', /^[\w-]+\.[\w-]+\.[\w-]*$/, 'the shopper jwt');
      assert.equal(posts[1].headers['x-ecom-source'], undefined, 'the source header is India\'s');
      assert.equal((await requests('/addToCart/multi')).length, 0, 'the Hybris add is not used');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

describe('buy now on the uk product page (the store interface)', () => {
  it('makeBuyNowCookie then buyNow with the product; the shopper goes to the reply\'s checkout address; a refusal shows the store\'s words', async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: '/uk/ng/p4v1/buyNow', mode: 'code', code: '1001', message: 'Buy now is <b>closed</b> for this model', times: 1 });
    const { page, report, close } = await open('/uk/product/');
    try {
      await booted(page);
      const button = await page.waitForSelector('.pd-buying-tool .js-buy-now', { visible: true });
      await button.click();
      assert.deepEqual(await popupText(page), { text: 'Buy now is <b>closed</b> for this model', elements: 0 });
      await page.waitForFunction(() => !document.querySelector('.js-buy-now[aria-busy]'));
      assert.equal(new URL(page.url()).pathname, '/uk/product/', 'a refusal stays on the page');
      await Promise.all([page.waitForNavigation(), button.click()]);
      assert.equal(new URL(page.url()).pathname, '/uk/checkout/');
      const steps = [...(await requests('/ng/p4v1/makeBuyNowCookie', 'GET')), ...(await requests('/ng/p4v1/buyNow', 'GET'))];
      assert.deepEqual(steps.map((r) => `${r.path.split('/').pop()} ${r.query.productCode} ${r.query.qty}`).sort(), [
        'buyNow SM-S938BZKEUB 1',
        'buyNow SM-S938BZKEUB 1',
        'makeBuyNowCookie SM-S938BZKEUB 1',
        'makeBuyNowCookie SM-S938BZKEUB 1',
      ]);
      assert.equal((await requests('/addToCart/multi')).length, 0, 'buy now adds nothing to the cart');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

describe('the au and br product pages', () => {
  it('au: signed out the Hybris add goes to an au guest cart in Australian dollars and 00301 stays; signed in it goes to the au shopper\'s cart of 3, and the badge shows 4', async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/cart-result', { resultCode: '00301' });
    let { page, report, close } = await open('/au/product/');
    try {
      await booted(page);
      assert.equal(await page.$eval('.pd-buying-price__new-price', (e) => e.textContent), '$2,373.10');
      await (await page.waitForSelector(BUTTON)).click();
      await badgeShows(page, 1);
      // au adds on its alternate base (sites/au.json endpoints.cartMulti), never on the common one.
      const adds = await requests('/addToCart/multi');
      assert.deepEqual(adds.map((r) => r.path), ['/au/api/tokocommercewebservices/v2/au/addToCart/multi/']);
      assert.deepEqual(adds[0].body, [{ productCode: 'SM-S938BZKXSA', qty: 1 }]);
      assert.equal((await requests('/tokocommercewebservices/v2/au/users/anonymous/carts')).length, 1, 'the guest cart is an au one');
      assert.ok(new URL(page.url()).pathname.startsWith('/au/product/'), '00301 stays on the page');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
    ({ page, report, close } = await open(`/__backend/sign-in?user=au-shopper&return=${encodeURIComponent('/au/product/')}`));
    try {
      await booted(page);
      // au names no count source at sign-in (no session check, no mini-cart): the add's reply counts.
      await page.waitForFunction(() => window.storefront.bus.last('session:ready')?.signedIn === true, { timeout: 10_000 });
      await (await page.waitForSelector(BUTTON)).click();
      await badgeShows(page, 4);
      assert.equal((await requests('/tokocommercewebservices/v2/au/users/current/carts')).length, 1);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('br: the wishlist link toggles in place; the add asks getServicesProduct, never addCart, and goes to the cart; a refusal shows the store\'s words; texts and prices are Brazilian', async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: '/br/ng/p4v1/getServicesProduct', mode: 'code', code: '1001', message: 'Galaxy S25 Ultra esgotado', times: 1 });
    const { page, context, report, close } = await open('/br/product/');
    try {
      await booted(page);
      const button = await page.waitForSelector(BUTTON);
      assert.deepEqual(
        [await button.evaluate((b) => b.textContent), await page.$eval('.pd-buying-price__new-price', (e) => e.textContent), await page.$eval('html', (h) => h.lang)],
        ['Adicionar ao carrinho', 'R$\u00a08.992,80', 'pt-BR'],
      );
      // The product page's wishlist link (href="#"): the first click, which loads the plugin, and the next toggle without leaving the page's top.
      const heart = '.pd-buying-tool .js-wishlist-btn';
      await page.click(heart);
      await page.waitForFunction((s) => document.querySelector(s).getAttribute('aria-pressed') === 'true', { timeout: 10_000 }, heart);
      assert.equal(await page.$eval(heart, (a) => a.firstChild.textContent), 'Adicionado à lista de desejos');
      assert.equal(new URL(page.url()).hash, '', 'the link is not followed');
      assert.equal(await wl(page, context), 'SM-S938BZKZTO');
      await page.click(heart);
      await page.waitForFunction((s) => document.querySelector(s).getAttribute('aria-pressed') === 'false', { timeout: 10_000 }, heart);
      assert.deepEqual([await page.$eval(heart, (a) => a.firstChild.textContent), new URL(page.url()).hash], ['Adicionar à lista de desejos', '']);
      // Its role="button" says Space presses it: it toggles, and the page does not scroll.
      await page.focus(heart);
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Space');
      await page.waitForFunction((s) => document.querySelector(s).getAttribute('aria-pressed') === 'true', { timeout: 10_000 }, heart);
      assert.equal(await page.evaluate(() => window.scrollY), scrolled);
      await page.keyboard.press('Space');
      await page.waitForFunction((s) => document.querySelector(s).getAttribute('aria-pressed') === 'false', { timeout: 10_000 }, heart);

      await button.click();
      assert.deepEqual(await popupText(page), { text: 'Galaxy S25 Ultra esgotado', elements: 0 });
      await page.waitForFunction(() => !document.querySelector('.js-add-to-cart[aria-busy]'));
      await Promise.all([page.waitForNavigation(), button.click()]);
      assert.equal(new URL(page.url()).pathname, '/br/cart/');
      const asks = await requests('/br/ng/p4v1/getServicesProduct', 'GET');
      assert.deepEqual(asks.map((r) => [r.query.productCode, r.query.qty]), [['SM-S938BZKZTO', '1'], ['SM-S938BZKZTO', '1']]);
      assert.equal((await requests('/ng/p4v1/addCart', 'GET')).length, 0, 'Brazil does not ask addCart');
      assert.equal((await requests('/addToCart/multi')).length, 0, 'nor the Hybris add');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

describe('the cart count from the mini-cart (flags.minicartCount)', () => {
  it('signed in on a site that counts on the mini-cart, the badge shows the count read there; a failed read leaves the badge as it was', async () => {
    await backend('POST', '/__backend/reset');
    (await server()).variants.set('minicart', { replace: [['</head>', '<script type="application/json" id="storefront-config">{"flags":{"sessionCheck":false,"minicartCount":true}}</script></head>']] });
    const { page, report, close } = await open(`/__backend/sign-in?user=uk-shopper&return=${encodeURIComponent('/uk/product/?variant=minicart')}`);
    try {
      await booted(page);
      await badgeShows(page, 2);
      const reads = await requests('/uk/minicart/totalProducts', 'GET');
      assert.equal(reads.length, 1);
      assert.equal((await requests('/getSessionCheck', 'GET')).length, 0, 'the count came from the mini-cart, not the session check');
      // A failing read on the next page: the badge keeps the count it had (the cookie's), no error.
      await page.setCookie({ name: 's_ecom_sc_cnt', value: '5', url: page.url() });
      await backend('POST', '/__backend/faults', { path: '*/minicart/totalProducts', mode: '500', times: 1 });
      await page.reload();
      await booted(page);
      assert.ok(await until(() => report.console.some((m) => m.startsWith('warn') && m.includes('minicart/totalProducts gave no count'))), 'the failed read is named');
      assert.equal((await requests('/uk/minicart/totalProducts', 'GET')).length, 2);
      await badgeShows(page, 5);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

const wl = async (page, context) => decodeURIComponent((await storedCookies(page, context)).find((c) => c.name === 'wl')?.value ?? '');
const pressed = (page, sku) => page.$eval(`.js-wishlist-btn[data-sku="${sku}"]`, (b) => b.getAttribute('aria-pressed'));

describe('add to cart with an option bundle', () => {
  it('a button carrying care, a gift and a tariff adds the product with its service, the gift as an item of its own, on a new cart; a hostile bundle refuses the button', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await open('/uk/product/');
    try {
      await booted(page);
      const bundle = { care: { modelCode: 'P-CARE-2Y' }, gift: { modelCode: 'SM-R630BZAEUB' }, tariff: { modelCode: 'SIM-PLAN-20GB' }, orignalQuantity: { quantity: 2 } };
      await addButton(page, { 'data-modelcode': 'SM-S938BZKEUB', 'data-option-bundle': JSON.stringify(bundle), 'data-next-url': '/uk/cart/', id: 'sf-bundle' });
      await addButton(page, { 'data-modelcode': 'SM-S938BZKEUB', 'data-option-bundle': '{"care":{"modelCode":"<img src=x onerror=alert(1)>"}}', id: 'sf-hostile' });
      await page.click('#sf-hostile');
      assert.ok(await until(() => report.console.some((m) => m.includes('data-option-bundle care.modelCode'))), 'the refusal names the field');
      await Promise.all([page.waitForNavigation(), page.click('#sf-bundle')]);
      assert.equal(new URL(page.url()).pathname, '/uk/cart/');
      const adds = await requests('/addToCart/multi');
      assert.equal(adds.length, 1, 'only the good bundle reached the store');
      assert.equal(adds[0].query.newCart, 'true', 'a tariff asks for a new cart');
      assert.deepEqual(adds[0].body, [
        { productCode: 'SM-S938BZKEUB', qty: 2, services: [{ serviceCode: 'P-CARE-2Y' }, { serviceCode: 'SIM-PLAN-20GB', serviceType: 'SIM_PLAN' }] },
        { productCode: 'SM-R630BZAEUB', qty: 1 },
      ]);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

describe('add to cart through servicesv2 (the site option api)', () => {
  it('a page whose add-to-cart option is servicesv2 posts products to the web store and the shopper goes on; a refusal shows the store\'s words', async () => {
    await backend('POST', '/__backend/reset');
    (await server()).variants.set('servicesv2', { replace: [['</head>', '<script type="application/json" id="storefront-config">{"plugins":{"add-to-cart":{"enabled":true,"options":{"api":"servicesv2"}}}}</script></head>']] });
    await backend('POST', '/__backend/faults', { path: '*/servicesv2/addToCart', mode: 'code', code: '1001', message: 'Galaxy S25 Ultra is out of stock', times: 1 });
    const { page, report, close } = await open('/uk/product/?variant=servicesv2');
    try {
      await booted(page);
      const button = await page.waitForSelector(BUTTON);
      await button.click();
      assert.deepEqual(await popupText(page), { text: 'Galaxy S25 Ultra is out of stock', elements: 0 });
      await page.waitForFunction(() => !document.querySelector('.js-add-to-cart[aria-busy]'));
      const here = page.url();
      await Promise.all([page.waitForNavigation(), button.click()]);
      assert.equal(new URL(page.url()).pathname, '/uk/cart/');
      assert.notEqual(page.url(), here);
      const adds = await requests('/servicesv2/addToCart');
      assert.equal(adds.length, 2);
      assert.deepEqual(adds[1].body, { products: [{ productCode: 'SM-S938BZKEUB', quantity: 1, services: [] }] });
      assert.equal((await requests('/addToCart/multi')).length, 0, 'the Hybris add is not used');
      assert.equal((await requests('/users/anonymous/carts')).length, 0, 'servicesv2 needs no Hybris cart');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

describe('add to cart through the store interface (the site option api)', () => {
  it('a page whose add-to-cart option is store asks addCart with the product and quantity and the shopper goes on; a refusal shows the store\'s words', async () => {
    await backend('POST', '/__backend/reset');
    (await server()).variants.set('store', { replace: [['</head>', '<script type="application/json" id="storefront-config">{"plugins":{"add-to-cart":{"enabled":true,"options":{"api":"store"}}}}</script></head>']] });
    await backend('POST', '/__backend/faults', { path: '/uk/ng/p4v1/addCart', mode: 'code', code: '1001', message: 'Galaxy S25 Ultra is out of stock', times: 1 });
    const { page, report, close } = await open('/uk/product/?variant=store');
    try {
      await booted(page);
      const button = await page.waitForSelector(BUTTON);
      await button.click();
      assert.deepEqual(await popupText(page), { text: 'Galaxy S25 Ultra is out of stock', elements: 0 });
      await page.waitForFunction(() => !document.querySelector('.js-add-to-cart[aria-busy]'));
      await Promise.all([page.waitForNavigation(), button.click()]);
      assert.equal(new URL(page.url()).pathname, '/uk/cart/');
      const adds = await requests('/ng/p4v1/addCart', 'GET');
      assert.equal(adds.length, 2);
      assert.deepEqual([adds[1].query.productCode, adds[1].query.qty], ['SM-S938BZKEUB', '1']);
      assert.equal((await requests('/addToCart/multi')).length, 0, 'the Hybris add is not used');
      assert.equal((await requests('/users/anonymous/carts')).length, 0, 'the store interface needs no Hybris cart');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

describe('wishlist buttons on the uk home', () => {
  it('signed out: the wl cookie (7th drops the oldest), aria-pressed and label follow, remove works; sign-in hands the cookie over', async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, context, close } = await open('/uk/');
    try {
      await booted(page);
      const skus = await page.$$eval('.js-wishlist-btn', (bs) => [...new Set(bs.map((b) => b.dataset.sku))].slice(0, 7));
      assert.equal(skus.length, 7);
      for (const [i, sku] of skus.entries()) {
        await page.$eval(`.js-wishlist-btn[data-sku="${sku}"]`, (b) => b.scrollIntoView({ block: 'center' }));
        await page.click(`.js-wishlist-btn[data-sku="${sku}"]`);
        await page.waitForFunction((s) => document.querySelector(`.js-wishlist-btn[data-sku="${s}"]`)?.getAttribute('aria-pressed') === 'true', { timeout: 10_000 }, sku);
        assert.ok((await wl(page, context)).includes(sku), `${sku} (${i + 1}) is in the cookie`);
        if (i === 0) {
          // The first card's button names the page's confirmation popup (data-div-id): it opens
          // over the page with focus inside, and Esc returns focus to the button.
          await page.waitForFunction(() => document.getElementById('wishlist-popup-0')?.getAttribute('aria-modal') === 'true', { timeout: 8000 });
          assert.equal(await page.$eval('#wishlist-popup-0', (p) => p.contains(document.activeElement) && p.getBoundingClientRect().width > 200), true);
          await page.keyboard.press('Escape');
          await page.waitForFunction(() => document.getElementById('wishlist-popup-0')?.getAttribute('aria-modal') !== 'true', { timeout: 5000 });
          assert.equal(await page.evaluate(() => document.activeElement?.dataset.sku), sku);
        }
      }
      const kept = (await wl(page, context)).split(/[,|]/).filter(Boolean);
      assert.equal(kept.length, 6);
      assert.ok(!kept.includes(skus[0]), 'the oldest was dropped');
      assert.equal(await pressed(page, skus[0]), 'false', 'the dropped one shows as not added');
      const label = await page.$eval(`.js-wishlist-btn[data-sku="${skus[6]}"]`, (b) => b.getAttribute('aria-label'));
      assert.match(label, /^Added to Wishlist: /);
      // A confirmation in the snack bar.
      await page.waitForFunction(() => document.body.textContent.includes('Added to Wishlist:'), { timeout: 8000 });

      // Remove one.
      await page.click(`.js-wishlist-btn[data-sku="${skus[6]}"]`);
      await page.waitForFunction((s) => document.querySelector(`.js-wishlist-btn[data-sku="${s}"]`)?.getAttribute('aria-pressed') === 'false', { timeout: 10_000 }, skus[6]);
      assert.ok(!(await wl(page, context)).includes(skus[6]));

      // Sign in as the uk shopper: the 5 cookie items go to the server one by one (docs/rules.md §4).
      const inCookie = (await wl(page, context)).split(/[,|]/).filter(Boolean);
      assert.equal(inCookie.length, 5);
      const oldestFirst = [...inCookie].reverse();
      await page.goto(new URL(`/__backend/sign-in?user=uk-shopper&return=${encodeURIComponent('/uk/')}`, page.url()).href, { waitUntil: 'load' });
      await page.waitForFunction(() => window.storefront?.bus.last('session:ready'), { timeout: 25_000 });
      const sent = (await requests('/addWishListItem', 'GET')).map((r) => r.query.productCode);
      assert.deepEqual(sent, oldestFirst, 'each cookie item is added, oldest first');
      assert.equal(await wl(page, context), '', 'all confirmed: the cookie is empty');
      const user = (await backend('GET', '/__backend/users')).users.find((u) => u.id === 'uk-shopper');
      for (const sku of oldestFirst) assert.ok(user.wishlist.some((e) => e.sku === sku && !e.deleted), `${sku} is on the server`);

      // Signed in, a button goes to the server and changes once the store confirmed.
      await page.$eval(`.js-wishlist-btn[data-sku="${skus[0]}"]`, (b) => b.scrollIntoView({ block: 'center' }));
      await page.click(`.js-wishlist-btn[data-sku="${skus[0]}"]`);
      await page.waitForFunction((s) => document.querySelector(`.js-wishlist-btn[data-sku="${s}"]`)?.getAttribute('aria-pressed') === 'true', { timeout: 10_000 }, skus[0]);
      const after = (await backend('GET', '/__backend/users')).users.find((u) => u.id === 'uk-shopper');
      assert.ok(after.wishlist.some((e) => e.sku === skus[0] && !e.deleted), 'the server holds the new item');
      assert.equal(await wl(page, context), '', 'signed in, the cookie is not used');

      // The server's list is read once (after the hand-over) and shown: skus[1] came over with it,
      // so its button reads pressed, and a click removes it from the server.
      const sel = `.js-wishlist-btn[data-sku="${skus[1]}"]`;
      // The add above opened the first card's confirmation popup: close it first.
      await page.waitForFunction(() => document.getElementById('wishlist-popup-0')?.getAttribute('aria-modal') === 'true', { timeout: 8000 });
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.getElementById('wishlist-popup-0')?.getAttribute('aria-modal') !== 'true', { timeout: 5000 });
      // Focused from the keyboard (the pointer already rests where the page scrolls it to).
      await page.focus(sel);
      await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'true', { timeout: 10_000 }, sel);
      assert.match(await page.$eval(sel, (b) => b.getAttribute('aria-label')), /^Added to Wishlist: /);
      await page.click(sel);
      await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'false', { timeout: 10_000 }, sel);
      const removed = (await backend('GET', '/__backend/users')).users.find((u) => u.id === 'uk-shopper');
      assert.ok(removed.wishlist.some((e) => e.sku === skus[1] && e.deleted), 'the server no longer holds it');
      assert.deepEqual((await requests('/delWishListItem', 'GET')).map((r) => r.query.productCode), [skus[1]]);
      assert.equal((await requests('/tokocommercewebservices/v2/uk/users/current/wishlist', 'GET')).length, 1, 'the list is read once');
      // The page's wishlist callback (docs/events.md wishlist:loaded) heard the list that loaded.
      const loaded = await page.evaluate(() => window.storefront.bus.last('wishlist:loaded'));
      assert.equal(loaded?.ok, true);
      assert.ok(loaded.skus.includes(skus[1]), 'with the handed-over item');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
  it('signed in, a wishlist add the store answers 2100 (an invalid session) signs the shopper out', async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: '/uk/ng/p4v1/addWishListItem', mode: 'code', code: '2100' });
    const { page, context, report, close } = await open(`/__backend/sign-in?user=uk-shopper&return=${encodeURIComponent('/uk/')}`);
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.bus.last('session:ready')?.signedIn === true, { timeout: 25_000 });
      const heart = '.js-wishlist-btn[aria-pressed="false"]';
      await page.$eval(heart, (b) => b.scrollIntoView({ block: 'center' }));
      await page.click(heart);
      const gone = await until(async () => !(await context.cookies()).some((c) => c.name === 'jwt_uk'), 20_000);
      assert.ok(gone, 'jwt_uk is still set after a 2100');
      assert.equal((await requests('/addWishListItem', 'GET')).length, 1);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
  it('signed in, a wishlist add the store refuses as signed out (401) shows the §8 alert, then goes to the login address', async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: '/uk/ng/p4v1/addWishListItem', mode: 'code', code: '401', status: 401 });
    const { page, report, close } = await open(`/__backend/sign-in?user=uk-shopper&return=${encodeURIComponent('/uk/')}`);
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.bus.last('session:ready')?.signedIn === true, { timeout: 25_000 });
      const home = page.url();
      const heart = '.js-wishlist-btn[aria-pressed="false"]';
      await page.$eval(heart, (b) => b.scrollIntoView({ block: 'center' }));
      await page.click(heart);
      await page.waitForSelector('.sf-message-popup[role=alertdialog]', { visible: true, timeout: 10_000 });
      assert.equal(await page.$eval('.sf-message-popup .layer-popup__desc', (d) => d.textContent), 'Your request could not be completed because you have been signed out.');
      assert.equal(await page.$('.snackbar'), null, 'no wishlist failure toast');
      assert.equal(page.url(), home, 'the page stays until the alert is closed');
      await Promise.all([page.waitForNavigation({ timeout: 15_000 }), page.click('.sf-message-popup .cta--contained')]);
      const login = new URL(page.url());
      assert.equal(login.pathname, '/__backend/sign-in');
      assert.equal(login.searchParams.get('redirect_uri'), home);
      assert.equal((await requests('/addWishListItem', 'GET')).length, 1);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
  it('Korea: a signed-in wishlist load that fails still fires the page\'s callback (wishlist:loaded, ok false, empty), and the hearts still add', async () => {
    await backend('POST', '/__backend/reset');
    await backend('POST', '/__backend/faults', { path: '/tokocommercewebservices/v2/sec/users/current/wishlist', mode: '500', times: 1 });
    const { page, report, close } = await open(`/__backend/sign-in?user=sec-shopper&return=${encodeURIComponent('/sec/')}`);
    try {
      await booted(page);
      await page.waitForFunction(() => window.storefront.bus.last('session:ready')?.signedIn === true, { timeout: 25_000 });
      const first = '.js-wishlist-btn';
      await page.$eval(first, (b) => b.scrollIntoView({ block: 'center' }));
      await page.hover(first);
      await page.waitForFunction(() => window.storefront.bus.last('wishlist:loaded'), { timeout: 25_000 });
      assert.deepEqual(await page.evaluate(() => window.storefront.bus.last('wishlist:loaded')), { skus: [], ok: false });
      assert.equal((await requests('/tokocommercewebservices/v2/sec/users/current/wishlist', 'GET')).length, 1);
      assert.ok(report.console.some((m) => m.includes('the wishlist did not load')), 'a warning says why');
      await page.click(first);
      await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'true', { timeout: 10_000 }, first);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
  it('sign-in hand-over with the 3rd of 5 failing: four reach the server, only the 3rd stays in the cookie, the queue is released; the next page retries it', async () => {
    await backend('POST', '/__backend/reset');
    const { page, context, close } = await open('/uk/');
    try {
      await booted(page);
      // Five products of the page that are not on the shopper's seeded server wishlist.
      const seeded = (await backend('GET', '/__backend/users')).users.find((u) => u.id === 'uk-shopper').wishlist.map((e) => e.sku);
      const SKUS = (await page.$$eval('.js-wishlist-btn', (bs) => [...new Set(bs.map((b) => b.dataset.sku))])).filter((s) => !seeded.includes(s)).slice(0, 5);
      assert.equal(SKUS.length, 5);
      await page.setCookie({ name: 'wl', value: SKUS.join(','), path: '/' });
      // The cookie lists the newest first: the hand-over sends the oldest first, so the 3rd sent is SKUS[2].
      await backend('POST', '/__backend/faults', { path: '*/p4v1/addWishListItem', mode: '500', after: 2, times: 1 });
      await page.goto(new URL(`/__backend/sign-in?user=uk-shopper&return=${encodeURIComponent('/uk/')}`, page.url()).href, { waitUntil: 'load' });
      await page.waitForFunction(() => window.storefront?.bus.last('session:ready'), { timeout: 25_000 });
      await page.evaluate(() => window.storefront.queue(() => (window.__sfQueued = 'ran')));
      await page.waitForFunction(() => window.__sfQueued === 'ran', { timeout: 5000 });
      const sent = (await requests('/addWishListItem', 'GET')).map((r) => r.query.productCode);
      assert.deepEqual(sent, [...SKUS].reverse(), 'all five sent, oldest first, past the failure');
      assert.equal(await wl(page, context), SKUS[2], 'only the failed item is kept for the next page');
      const user = (await backend('GET', '/__backend/users')).users.find((u) => u.id === 'uk-shopper');
      for (const sku of SKUS.filter((s) => s !== SKUS[2])) assert.ok(user.wishlist.some((e) => e.sku === sku && !e.deleted), `${sku} is on the server`);
      assert.ok(!user.wishlist.some((e) => e.sku === SKUS[2] && !e.deleted), 'the failed item did not reach the server');

      await page.reload({ waitUntil: 'load' });
      await page.waitForFunction(() => window.storefront?.bus.last('session:ready'), { timeout: 25_000 });
      await until(async () => (await wl(page, context)) === '');
      assert.equal(await wl(page, context), '', 'retried on the next page and confirmed');
      const after = (await backend('GET', '/__backend/users')).users.find((u) => u.id === 'uk-shopper');
      assert.ok(after.wishlist.some((e) => e.sku === SKUS[2] && !e.deleted));
    } finally {
      await close();
    }
  });
});

describe('wishlist hearts at load on the uk listing (48 cards)', () => {
  it('the hearts in view show the wl cookie without any interaction; one far below mounts only when scrolled near, then shows its state', async () => {
    await backend('POST', '/__backend/reset');
    const FIRST = 'SM-S938BZKEUB';
    const LAST = 'QE55QN90FZSTEUB';
    const { page, report, close } = await open('/uk/listing/', { cookies: [{ name: 'wl', value: `${LAST},${FIRST}` }] });
    try {
      await booted(page);
      await page.mouse.move(1, 1);
      const heart = (sku) => `.js-wishlist-btn[data-sku="${sku}"]`;
      await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'true', { timeout: 10_000 }, heart(FIRST));
      assert.match(await page.$eval(heart(FIRST), (b) => b.getAttribute('aria-label')), /^Added to Wishlist: Galaxy S25 Ultra/);
      assert.equal(await page.$eval(heart('SM-S938BDBEUB'), (b) => b.getAttribute('aria-pressed')), 'false');
      // Far below the fold: not mounted, so still the page's markup.
      assert.equal(await page.$eval(heart(LAST), (b) => !!b.querySelector('[data-sf-host]') || b.getAttribute('aria-pressed')), 'false');
      const mounted = await page.$$eval('.js-wishlist-btn', (bs) => bs.filter((b) => b.querySelector('[data-sf-host]')).length);
      assert.ok(mounted > 0 && mounted < 48, `only the hearts near the view mount (${mounted} of 48)`);
      await page.$eval(heart(LAST), (b) => b.scrollIntoView({ block: 'center' }));
      await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'true', { timeout: 10_000 }, heart(LAST));
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

describe('wishlist on the other servers (the site option api)', () => {
  /** Signs in as the uk shopper with `skus` in the wl cookie (newest first) on the uk home of this variant. */
  async function signInWith(variant, api) {
    await backend('POST', '/__backend/reset');
    (await server()).variants.set(variant, { replace: [['</head>', `<script type="application/json" id="storefront-config">{"plugins":{"wishlist":{"enabled":true,"options":{"api":"${api}"}}}}</script></head>`]] });
    const opened = await open('/uk/');
    await booted(opened.page);
    const seeded = (await backend('GET', '/__backend/users')).users.find((u) => u.id === 'uk-shopper').wishlist.map((e) => e.sku);
    const skus = (await opened.page.$$eval('.js-wishlist-btn', (bs) => [...new Set(bs.map((b) => b.dataset.sku))])).filter((s) => !seeded.includes(s)).slice(0, 3);
    await opened.page.setCookie({ name: 'wl', value: skus.join(','), path: '/' });
    await opened.page.goto(new URL(`/__backend/sign-in?user=uk-shopper&return=${encodeURIComponent(`/uk/?variant=${variant}`)}`, opened.page.url()).href, { waitUntil: 'load' });
    await opened.page.waitForFunction(() => window.storefront?.bus.last('session:ready'), { timeout: 25_000 });
    return { ...opened, skus };
  }
  const sel = (sku) => `.js-wishlist-btn[data-sku="${sku}"]`;
  const pressedAs = (page, sku, value) => page.waitForFunction((s, v) => document.querySelector(s)?.getAttribute('aria-pressed') === v, { timeout: 10_000 }, sel(sku), value);

  it('v4: the hand-over posts each cookie item to the v4 identity wishlist, the list is read there, and a click removes with DELETE', async () => {
    const { page, report, context, close, skus } = await signInWith('wl-v4', 'v4');
    try {
      const posts = await requests('/v4/identity/wishlist', 'POST');
      assert.deepEqual(posts.map((r) => r.body), [...skus].reverse().map((sku) => ({ sku })), 'each cookie item, oldest first');
      assert.equal(await wl(page, context), '', 'all confirmed by the list the store answered');
      assert.equal((await requests('/addWishListItem', 'GET')).length, 0, 'the store interface is not used');
      // The buttons show the v4 list once they mount.
      await page.$eval(sel(skus[0]), (b) => b.scrollIntoView({ block: 'center' }));
      await page.focus(sel(skus[0]));
      await pressedAs(page, skus[0], 'true');
      assert.equal((await requests('/v4/identity/wishlist', 'GET')).length, 1, 'the list is read once');
      assert.equal((await requests('/users/current/wishlist', 'GET')).length, 0, 'not from Hybris');
      await page.click(sel(skus[0]));
      await pressedAs(page, skus[0], 'false');
      assert.deepEqual((await requests(`/v4/identity/wishlist/${skus[0]}`, 'DELETE')).length, 1);
      const user = (await backend('GET', '/__backend/users')).users.find((u) => u.id === 'uk-shopper');
      assert.ok(user.wishlist.some((e) => e.sku === skus[0] && e.deleted), 'the server no longer holds it');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('store: the list is read through getWishList five at a time, every page; the newest item is on the second page', async () => {
    const { page, report, close, skus } = await signInWith('wl-store', 'store');
    try {
      // 3 seeded + 3 handed over = 6: the newest (skus[0], handed over last) is the 6th.
      await page.$eval(sel(skus[0]), (b) => b.scrollIntoView({ block: 'center' }));
      await page.focus(sel(skus[0]));
      await pressedAs(page, skus[0], 'true');
      // The backend logs a read as its answer ends, which can be after the page has it: waited for.
      const pages = async () => (await requests('/ng/p4v1/getWishList', 'GET')).map((r) => `${r.query.page}/${r.query.pageSize}`);
      await until(async () => (await pages()).length >= 2);
      assert.deepEqual(await pages(), ['1/5', '2/5']);
      assert.equal((await requests('/users/current/wishlist', 'GET')).length, 0, 'not from Hybris');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});
