/**
 * The cookie bar on the uk home (docs/rules.md §4 "Cookie bar"), driven as the store's QA suites
 * drive it: shown at the bottom of the viewport to a shopper without `cookiesaccepted`, accepted
 * by `a[title=ACCEPT]` on desktop and closed by `button.cookie-bar__main-close` on mobile; both
 * record the cookie for 90 days (docs/rules.md §9) and the bar stays away on the next page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { open, booted, storedCookies } from './harness.mjs';
import { server } from './gates/kit.mjs';

const WRAP = '.cookie-bar__wrap';
const DAY_S = 86_400;

/** The bar's box, or null while hidden. */
const barBox = (page) => page.$eval(WRAP, (el) => (getComputedStyle(el).display === 'none' ? null : JSON.parse(JSON.stringify(el.getBoundingClientRect()))));

/** The cookie's lifetime in days, from the expiry the browser stored and the time the page read it. */
async function lifeDays(page, context) {
  const cookie = (await storedCookies(page, context)).find((c) => c.name === 'cookiesaccepted');
  if (!cookie) return null;
  const now = await page.evaluate(() => Date.now() / 1000);
  return Math.round((cookie.expires - now) / DAY_S);
}

for (const [viewport, how, selector] of [
  [{ width: 1280, height: 900 }, 'ACCEPT', 'a[title="ACCEPT"]'],
  [{ width: 375, height: 800 }, 'close', 'button.cookie-bar__close.cookie-bar__main-close'],
]) {
  describe(`cookie bar at ${viewport.width}`, () => {
    it(`shows at the bottom without the cookie; ${how} records cookiesaccepted for 90 days and the bar stays away on reload`, async () => {
      const { page, context, report, close } = await open('/uk/', { viewport, cookieBar: true });
      try {
        await booted(page);
        await page.waitForSelector(WRAP, { visible: true });
        const box = await barBox(page);
        assert.ok(box && Math.abs(box.bottom - viewport.height) <= 1 && box.width >= viewport.width - 1, `bar box ${JSON.stringify(box)}`);
        assert.equal(await page.$eval('.cookie-bar', (el) => el.getAttribute('role')), 'status');
        await page.click(selector);
        await page.waitForSelector(WRAP, { hidden: true });
        assert.equal(await lifeDays(page, context), 90);
        assert.equal(new URL(page.url()).pathname, '/uk/', 'the accept link is not followed');
        await page.reload({ waitUntil: 'load' });
        await booted(page);
        await page.waitForFunction(() => window.storefront.mounted().includes('cookie-bar'));
        assert.equal(await barBox(page), null);
        assert.deepEqual(report.pageErrors, []);
      } finally {
        await close();
      }
    });
  });
}

describe('cookie bar on a phone: what the focus moves to is not under the bar', () => {
  it('a control further down and the last footer link scroll above the bar when focused; accepting gives the space back', async () => {
    const { page, report, close } = await open('/uk/product/', { viewport: { width: 375, height: 800 }, cookieBar: true });
    try {
      await booted(page);
      await page.waitForSelector(WRAP, { visible: true });
      await page.waitForFunction(() => document.querySelector('.cookie-bar')?.classList.contains('cookie-bar--ready') && getComputedStyle(document.documentElement).scrollPaddingBottom !== 'auto', { timeout: 10_000 });
      const clearOfBar = (selector) =>
        page.evaluate((sel) => {
          window.scrollTo(0, 0);
          // The footer's last link the shopper can reach (links of closed categories are not shown).
          const el = sel === 'last footer link' ? [...document.querySelectorAll('footer a[href]')].filter((a) => a.getClientRects().length).pop() : document.querySelector(sel);
          el.focus();
          const box = el.getBoundingClientRect();
          const bar = document.querySelector('.cookie-bar__wrap').getBoundingClientRect();
          return { focused: document.activeElement === el, clear: box.top >= 0 && box.bottom <= bar.top + 0.5, box: [box.top, box.bottom], barTop: bar.top };
        }, selector);
      for (const selector of ['.js-add-to-cart', 'last footer link']) {
        const seen = await clearOfBar(selector);
        assert.deepEqual([seen.focused, seen.clear], [true, true], `${selector}: ${JSON.stringify(seen)}`);
      }
      // The scroll-to-top button, fixed too, sits above the bar (the page's CSS lifts it by
      // --sf-cookie-bar-height): shown by a scroll down and a little way up.
      const topButton = () =>
        page.evaluate(() => {
          const box = document.querySelector('.scroll-top__button').getBoundingClientRect();
          const wrap = document.querySelector('.cookie-bar__wrap');
          return { bottom: box.bottom, gap: innerHeight - box.bottom, barTop: wrap.checkVisibility() ? wrap.getBoundingClientRect().top : null };
        });
      await page.waitForFunction(() => window.storefront.mounted().includes('scroll-to-top'), { timeout: 10_000 });
      for (const y of [1600, 1200]) {
        await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), y);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      }
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.scroll-top')).visibility === 'visible' && getComputedStyle(document.querySelector('.scroll-top')).opacity === '1', { timeout: 5000 });
      const over = await topButton();
      assert.ok(over.bottom <= over.barTop, `the button above the bar: ${JSON.stringify(over)}`);
      // Closed, the bar's space goes: the page ends where its own bottom padding says, and the
      // button is back 24 px from the bottom.
      const padded = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
      await page.click('button.cookie-bar__main-close');
      await page.waitForSelector(WRAP, { hidden: true });
      await page.waitForFunction((p) => parseFloat(getComputedStyle(document.body).paddingBottom) < p && getComputedStyle(document.documentElement).scrollPaddingBottom === 'auto', { timeout: 5000 }, padded);
      assert.equal(await page.evaluate(() => document.documentElement.style.getPropertyValue('--sf-cookie-bar-height')), '');
      assert.equal(Math.round((await topButton()).gap), 24);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

// The cookie bar's settings toggle and geo select (docs/rules.md §4 "Cookie bar"): the toggle is a
// disclosure for the cookie categories, by keyboard; choosing another site in the geo select goes
// to its home and records cookiesaccepted-geo for 90 days; a value the allowed-link rule refuses
// goes nowhere and records nothing.
const SETTINGS_BTN = '.cookie-bar__desc-read-more-btn';
const GEO = '.cookie-bar__select select';

/** A cookie's lifetime in days, or null when the browser has none of that name. */
async function daysOf(page, context, name) {
  const cookie = (await storedCookies(page, context)).find((c) => c.name === name);
  if (!cookie) return null;
  const now = await page.evaluate(() => Date.now() / 1000);
  return Math.round((cookie.expires - now) / DAY_S);
}

describe('cookie bar settings toggle and geo select', () => {
  it('the settings toggle opens and closes the cookie categories by keyboard (aria-expanded, aria-controls)', async () => {
    const { page, report, close } = await open('/uk/', { viewport: { width: 1280, height: 900 }, cookieBar: true });
    try {
      await booted(page);
      await page.waitForSelector(WRAP, { visible: true });
      await page.waitForSelector(SETTINGS_BTN, { visible: true });
      const state = () => page.$eval(SETTINGS_BTN, (b) => {
        const panel = document.getElementById(b.getAttribute('aria-controls'));
        return { expanded: b.getAttribute('aria-expanded'), panel: panel?.className, shown: !!panel && getComputedStyle(panel).display !== 'none' };
      });
      assert.deepEqual(await state(), { expanded: 'false', panel: 'cookie-bar__settings', shown: false });
      await page.focus(SETTINGS_BTN);
      await page.keyboard.press('Enter');
      assert.deepEqual(await state(), { expanded: 'true', panel: 'cookie-bar__settings', shown: true });
      assert.match(await page.$eval('.cookie-bar__settings', (el) => el.textContent), /Strictly necessary/);
      await page.keyboard.press('Space');
      assert.deepEqual(await state(), { expanded: 'false', panel: 'cookie-bar__settings', shown: false });
      assert.equal(await page.$eval('.cookie-bar__wrap', (el) => getComputedStyle(el).display !== 'none'), true, 'the toggle does not dismiss the bar');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('choosing USA in the geo select goes to /us/ and records cookiesaccepted-geo for 90 days', async () => {
    const { page, context, report, close } = await open('/uk/', { viewport: { width: 1280, height: 900 }, cookieBar: true });
    try {
      await booted(page);
      await page.waitForSelector(GEO, { visible: true });
      assert.equal(await page.$eval(GEO, (s) => s.getAttribute('tabindex')), null, 'the select is reachable by Tab');
      assert.equal(await page.$eval(GEO, (s) => s.getAttribute('aria-label')), 'Select your location and language.');
      assert.equal(await daysOf(page, context, 'cookiesaccepted-geo'), null);
      // A key pressed on the select that changes nothing (Shift) leaves the next pick a pick.
      await page.focus(GEO);
      await page.keyboard.press('Shift');
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.select(GEO, '/us/')]);
      assert.equal(new URL(page.url()).pathname, '/us/');
      assert.equal(await daysOf(page, context, 'cookiesaccepted-geo'), 90);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('arrowing through the geo select by keyboard goes nowhere; Enter goes to the option reached', async () => {
    const { page, context, report, close } = await open('/uk/', { viewport: { width: 1280, height: 900 }, cookieBar: true });
    try {
      await booted(page);
      await page.waitForSelector(GEO, { visible: true });
      await page.focus(GEO);
      await page.keyboard.press('ArrowDown');
      // The closed select took the next option (Chromium fires change at once): browsing only.
      assert.equal(await page.$eval(GEO, (s) => s.value), '/us/');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      assert.equal(new URL(page.url()).pathname, '/uk/');
      assert.equal(await daysOf(page, context, 'cookiesaccepted-geo'), null);
      // Left by Tab without Enter: the select shows this page's site again.
      await page.keyboard.press('Tab');
      assert.equal(await page.$eval(GEO, (s) => s.value), '/uk/');
      await page.focus(GEO);
      await page.keyboard.press('ArrowDown');
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')]);
      assert.equal(new URL(page.url()).pathname, '/us/');
      assert.equal(await daysOf(page, context, 'cookiesaccepted-geo'), 90);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('a geo option the allowed-link rule refuses (javascript:, another host) goes nowhere and records nothing', async () => {
    const { page, context, report, close } = await open('/uk/', { viewport: { width: 1280, height: 900 }, cookieBar: true });
    try {
      await booted(page);
      await page.waitForSelector(GEO, { visible: true });
      await page.$eval(GEO, (s) => {
        s.add(new Option('Evil', 'javascript:window.__sfHit=1'));
        s.add(new Option('Away', 'https://evil.example/'));
      });
      for (const [i, value] of ['javascript:window.__sfHit=1', 'https://evil.example/'].entries()) {
        await page.select(GEO, value);
        // The refusal is the console warning naming the geo select; wait for it, not for a time.
        for (let tries = 0; report.console.filter((w) => w.includes("geo select's value")).length <= i; tries++) {
          assert.ok(tries < 100, JSON.stringify(report.console));
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
        }
      }
      assert.equal(new URL(page.url()).pathname, '/uk/');
      assert.equal(await page.evaluate(() => window.__sfHit), undefined);
      assert.equal(await daysOf(page, context, 'cookiesaccepted-geo'), null);
      assert.ok(report.console.every((w) => !w.includes('evil.example') || w.startsWith('warn')), JSON.stringify(report.console));
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

// The country selector banner (docs/rules.md §4 "Country selector") on the uk home: close
// records cookiesaccepted-countries for 90 days; Continue with a country records cookie_country
// (the selected site) for 999 days (docs/rules.md §9) and goes to that country's home; 'other'
// goes to the global country list (docs/rules.md §2); a hostile site list entry goes nowhere.
const BANNER = 'aside.nv16-country-selector';
const OTHER_PAGE = '/uk/function/ipredirection/ipredirectionLocalList/';

/** The banner's box while it shows (role region, taller than nothing), else null. */
const bannerBox = (page) => page.$eval(BANNER, (el) => {
  const r = el.getBoundingClientRect();
  return el.hidden || r.height < 1 ? null : JSON.parse(JSON.stringify(r));
});
const shown = (page) => page.waitForFunction((s) => {
  const el = document.querySelector(s);
  return el && !el.hidden && el.getAttribute('role') === 'region' && el.getBoundingClientRect().height > 0;
}, { timeout: 10_000 }, BANNER);
/** A cookie's value and lifetime in days, from the expiry the browser stored and the page's clock. */
async function cookieOf(page, context, name) {
  const cookie = (await storedCookies(page, context)).find((c) => c.name === name);
  if (!cookie) return null;
  const now = await page.evaluate(() => Date.now() / 1000);
  return { value: cookie.value, days: Math.round((cookie.expires - now) / DAY_S) };
}

describe('country selector banner', () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 800 }]) {
    it(`at ${viewport.width}: shows at the top, above the header, full width; close records cookiesaccepted-countries for 90 days and it stays closed on reload`, async () => {
      const { page, context, report, close } = await open('/uk/', { viewport, countrySelector: true });
      try {
        await booted(page);
        await shown(page);
        const box = await bannerBox(page);
        assert.ok(box && Math.abs(box.top) <= 1 && box.width >= viewport.width - 1, `banner box ${JSON.stringify(box)}`);
        // Above the header, not over it: the header's logo is the element under its own centre.
        assert.equal(await page.evaluate(() => {
          const logo = [...document.querySelectorAll('.nv00-gnb-v4__logo')].find((l) => l.getBoundingClientRect().width > 0);
          const r = logo.getBoundingClientRect();
          return logo.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)) && r.top >= document.querySelector('aside.nv16-country-selector').getBoundingClientRect().bottom - 1;
        }), true, 'the header sits below the banner, uncovered');
        assert.equal(await page.$eval('#countrySelect', (s) => s.labels.length === 1 && s.tabIndex >= 0), true, 'the select is a labelled, focusable control');
        await page.click(`${BANNER} [data-action="countrySelectorClose"]`);
        await page.waitForFunction((s) => document.querySelector(s).hidden, { timeout: 5000 }, BANNER);
        assert.deepEqual(await cookieOf(page, context, 'cookiesaccepted-countries'), { value: 'true', days: 90 });
        assert.equal(await cookieOf(page, context, 'cookie_country'), null);
        await page.reload({ waitUntil: 'load' });
        await booted(page);
        await page.waitForFunction(() => window.storefront.mounted().includes('country-selector'), { timeout: 10_000 });
        assert.equal(await bannerBox(page), null);
        // Closed, its controls are out of the Tab order too: the first Tab lands in the header.
        await page.waitForFunction((s) => document.querySelector(s).hidden, { timeout: 5000 }, BANNER);
        await page.evaluate(() => document.activeElement?.blur());
        await page.keyboard.press('Tab');
        assert.equal(await page.evaluate((s) => document.activeElement !== document.body && !document.querySelector(s).contains(document.activeElement), BANNER), true);
        assert.deepEqual(report.pageErrors, []);
      } finally {
        await close();
      }
    });
  }

  it('choosing a country (keyboard) and Continue goes to its home and records cookie_country=us for 999 days', async () => {
    // What the page writes, recorded as it writes it: the page leaves at once after the write.
    const writes = [];
    const { page, context, report, close } = await open('/uk/', {
      viewport: { width: 375, height: 800 },
      countrySelector: true,
      // The uk lists that must not follow the shopper to another country, and one that must.
      cookies: [{ name: 'wl', value: 'SM-S938BZKEUB' }, { name: 'nh', value: 'SM-S938BZKEUB' }, { name: 'cl', value: 'SM-X' }, { name: 'sk', value: 'tv' }],
      beforeLoad: async (p) => {
        await p.exposeFunction('__sfCookieWrite', (text) => writes.push(text));
        await p.evaluateOnNewDocument(() => {
          const jar = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
          Object.defineProperty(Document.prototype, 'cookie', { ...jar, set(v) { window.__sfCookieWrite(v); jar.set.call(this, v); } });
        });
      },
    });
    try {
      await booted(page);
      await shown(page);
      await page.focus('#countrySelect');
      await page.keyboard.press('ArrowDown'); // uk → us, the next option
      assert.equal(await page.$eval('#countrySelect', (s) => s.value), 'us');
      await page.keyboard.press('Tab'); // to Continue
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-action')), 'countrySelectorContinue');
      const written = Date.now();
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')]);
      assert.equal(new URL(page.url()).pathname, '/us/');
      assert.equal(new URL(page.url()).origin, new URL((await server()).url).origin);
      const write = writes.find((w) => w.startsWith('cookie_country=us;'));
      assert.ok(write, `writes ${writes.join(' | ')}`);
      assert.equal(Math.round((Date.parse(/expires=([^;]+)/.exec(write)[1]) - written) / (DAY_S * 1000)), 999);
      // Chromium keeps no cookie longer than 400 days (RFC 6265bis "cookie lifetime limits"):
      // the 999 days written are stored as 400.
      assert.deepEqual(await cookieOf(page, context, 'cookie_country'), { value: 'us', days: 400 });
      // docs/rules.md §4: changing country clears the old country's lists; the search history stays.
      const names = (await storedCookies(page, context)).map((c) => c.name);
      assert.deepEqual(['wl', 'nh', 'cl'].filter((n) => names.includes(n)), []);
      assert.ok(names.includes('sk'));
      await booted(page);
      await page.waitForFunction(() => window.storefront.mounted().includes('country-selector'), { timeout: 10_000 });
      assert.equal(await bannerBox(page), null, 'a chosen country keeps the banner away on the next site');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it("'other' and Continue (mouse) goes to the global country list and records no site", async () => {
    const { page, context, close } = await open('/uk/', { countrySelector: true });
    try {
      await booted(page);
      await shown(page);
      await page.select('#countrySelect', 'other');
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(`${BANNER} [data-action="countrySelectorContinue"]`)]);
      assert.equal(new URL(page.url()).pathname, OTHER_PAGE);
      assert.equal(await cookieOf(page, context, 'cookie_country'), null);
    } finally {
      await close();
    }
  });

  it('a hostile site list entry is refused, warned about by field, and Continue does not leave the site', async () => {
    const srv = await server();
    srv.variants.set('hostile-site-list', {
      replace: [
        ['"site_code":"us"', '"site_code":"//evil.example"'],
        ['<option data-country-type="location" value="us">', '<option data-country-type="location" value="//evil.example">'],
      ],
    });
    const navigations = [];
    let refused;
    let stayed;
    const { page, context, close } = await open('/uk/?variant=hostile-site-list', {
      countrySelector: true,
      beforeLoad: async (p) => {
        p.on('framenavigated', (f) => f === p.mainFrame() && navigations.push(f.url()));
        refused = new Promise((done) => p.on('console', (m) => m.text().includes('ipredirectionLocalList[1] has an unusable "site_code"') && done()));
        stayed = new Promise((done) => p.on('console', (m) => m.text().includes('to go to; staying') && done()));
      },
    });
    try {
      await booted(page);
      await shown(page);
      await refused;
      assert.equal(await page.$eval('#countrySelect option[value="//evil.example"]', (o) => o.disabled), true);
      await page.$eval('#countrySelect', (s) => (s.value = '//evil.example'));
      await page.click(`${BANNER} [data-action="countrySelectorContinue"]`);
      // The click's handler warned and returned: had it gone anywhere, it would have started then.
      await stayed;
      assert.equal(new URL(page.url()).pathname, '/uk/');
      assert.equal(navigations.length, 1, `navigations ${navigations.join(', ')}`);
      assert.equal(await cookieOf(page, context, 'cookie_country'), null);
    } finally {
      await close();
      srv.variants.delete('hostile-site-list');
    }
  });
});

// The notice banner (docs/rules.md §4 "Notice banner"): the uk home's toggle by mouse and by
// keyboard (aria-expanded on the button, the text it controls shown and hidden), the tr home's
// closable banner.
const TOGGLE = '.notice-banner__toggle';
const expanded = (page, value) => page.waitForFunction((s, v) => {
  const b = document.querySelector(s);
  const text = document.getElementById(b.getAttribute('aria-controls'));
  return b.getAttribute('aria-expanded') === v && text.hidden === (v === 'false') && (text.getBoundingClientRect().height > 0) === (v === 'true');
}, { timeout: 10_000 }, TOGGLE, value);

describe('notice banner', () => {
  it('toggle by mouse: expands and collapses its text, aria-expanded following', async () => {
    const { page, report, close } = await open('/uk/');
    try {
      await booted(page);
      assert.equal(await page.$eval(TOGGLE, (b) => b.getAttribute('aria-expanded')), 'false');
      await page.click(TOGGLE);
      await expanded(page, 'true');
      await page.click(TOGGLE);
      await expanded(page, 'false');
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });

  it('toggle by keyboard: Tab reaches it, Enter expands, Space collapses', async () => {
    const { page, close } = await open('/uk/', { viewport: { width: 375, height: 800 } });
    try {
      await booted(page);
      await page.$eval('#content', (c) => { c.setAttribute('tabindex', '-1'); c.focus(); });
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate((s) => document.activeElement?.matches(s), TOGGLE), true, 'the toggle is the first stop in the content');
      await page.keyboard.press('Enter');
      await expanded(page, 'true');
      await page.keyboard.press('Space');
      await expanded(page, 'false');
    } finally {
      await close();
    }
  });

  it('closable: close hides the banner', async () => {
    const { page, close } = await open('/tr/');
    try {
      await booted(page);
      await page.click('.notice-banner__close');
      await page.waitForFunction(() => document.querySelector('.notice-banner').hidden && document.querySelector('.notice-banner').getBoundingClientRect().height === 0, { timeout: 10_000 });
    } finally {
      await close();
    }
  });
});
