/**
 * Header navigation on the two other header generations (docs/rules.md §2 "Header navigation"):
 * the legacy `div.gnb` on the pe home (panels by pointer and keyboard at 1440; the 360 px drawer
 * with sliding panels, their own back links and one accordion at a time at 375) and the older
 * `nav.nv00-gnb` on the vn home (its whole header as the drawer at 375). The markup's controls
 * are `href="javascript:…"` links, which the pages' strict CSP would refuse to follow: the suite
 * checks that none is followed. The axe sweep covers every open state (gates/axe.test.mjs).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { open, booted } from './harness.mjs';
import { recordShifts, shiftsSoFar } from './gates/kit.mjs';

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 375, height: 800 };
const ITEM = (n) => `.gnb__depth1 > .gnb__depth1-menu:nth-child(${n})`;

/** Opens a home with the navigation bound, collecting refused javascript: URLs. */
async function home(site, viewport, options = {}) {
  const opened = await open(`/${site}/`, { viewport, ...options });
  const refused = [];
  opened.page.on('console', (m) => /javascript:|Refused to run the JavaScript URL/i.test(m.text()) && refused.push(m.text()));
  await booted(opened.page);
  await opened.page.waitForFunction(() => document.querySelector('.gnb, .nv00-gnb')?.dataset.sfNav !== undefined, { timeout: 10_000 });
  return { ...opened, refused };
}
const state = (page) => page.$eval('.gnb, .nv00-gnb', (root) => ({ nav: root.dataset.sfNav, open: [...root.querySelectorAll('[data-sf-open] > .gnb__depth1-link')].map((a) => a.getAttribute('an-la')) }));
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return el ? `${el.className.split(' ')[0]}${el.getAttribute('an-la') ? `[${el.getAttribute('an-la')}]` : ''}` : null;
});
const waitNav = async (page, value) => {
  await page.waitForFunction((v) => document.querySelector('.gnb, .nv00-gnb').dataset.sfNav === v, { timeout: 5000 }, value);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), { timeout: 5000 });
  // The drawer shows at once; the overlay kit (its own chunk, loaded on the first open) then makes
  // it modal and moves the focus in.
  if (value === 'drawer') await page.waitForFunction(() => document.querySelector('.gnb, .nv00-gnb').querySelector('[aria-modal="true"]')?.contains(document.activeElement), { timeout: 5000 }).catch(() => {});
};
const shownBox = (page, selector) => page.$eval(selector, (el) => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 ? { left: Math.round(r.left), width: Math.round(r.width) } : null;
});

describe('legacy gnb header (pe) at 1440', () => {
  it('hover opens a panel with the backdrop and switches between items; leaving closes it; nothing in the bar moved as it bound', async () => {
    const { page, refused, close } = await home('pe', DESKTOP, { beforeLoad: recordShifts('.gnb') });
    try {
      assert.deepEqual(await shiftsSoFar(page), []);
      await page.hover(`${ITEM(2)} .gnb__depth1-link`);
      await waitNav(page, 'panel');
      assert.deepEqual((await state(page)).open, ['tv and av']);
      assert.ok(await shownBox(page, `${ITEM(2)} .gnb__depth2-wrap`), 'the panel shows');
      assert.ok(await shownBox(page, `${ITEM(2)} .gnb__depth3-link`), 'its third-level links show');
      assert.ok(await shownBox(page, '.gnb__dimmed'), 'the backdrop shows');
      assert.equal(await shownBox(page, `${ITEM(1)} .gnb__depth2-wrap`), null, 'one panel at a time');
      await page.hover(`${ITEM(1)} .gnb__depth1-link`);
      await page.waitForFunction(() => document.querySelector('.gnb__depth1-menu:nth-child(1)').hasAttribute('data-sf-open'), { timeout: 5000 });
      assert.deepEqual((await state(page)).open, ['mobile']);
      await page.mouse.move(700, 700);
      await waitNav(page, 'closed');
      assert.equal(await shownBox(page, '.gnb__dimmed'), null);
      assert.deepEqual(refused, []);
    } finally {
      await close();
    }
  });

  it('keyboard: the toggle opens with Enter, Space and Down; arrows walk the panel; Esc returns focus; Tab out closes', async () => {
    const { page, refused, url, close } = await home('pe', DESKTOP);
    try {
      const toggle = `${ITEM(2)} > .gnb__depth2-open-cta`;
      assert.deepEqual(await page.$eval(toggle, (b) => [b.getAttribute('role'), b.getAttribute('aria-label'), b.getAttribute('aria-expanded')]), ['button', 'TV y Audio', 'false']);
      await page.focus(toggle);
      await page.keyboard.press('Enter');
      await waitNav(page, 'panel');
      assert.equal(await page.$eval(toggle, (b) => b.getAttribute('aria-expanded')), 'true');
      await page.keyboard.press('Space');
      await waitNav(page, 'closed');
      await page.keyboard.press('ArrowDown');
      await waitNav(page, 'panel');
      assert.equal(await focused(page), 'gnb__depth2-title-link[tv and av]');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focused(page), 'gnb__depth3-link[tv and av:tvs:neo qled]', 'the label links that go nowhere are skipped');
      await page.keyboard.press('Escape');
      await waitNav(page, 'closed');
      assert.equal(await focused(page), 'gnb__depth2-open-cta');
      await page.keyboard.press('ArrowLeft');
      assert.equal(await focused(page), 'gnb__depth1-link[mobile]');
      // Tab through the open panel and out of it: the panel closes.
      await page.focus(toggle);
      await page.keyboard.press('Enter');
      await waitNav(page, 'panel');
      const links = await page.$$eval(`${ITEM(2)} .gnb__depth2-wrap a[href]`, (as) => as.filter((a) => a.tabIndex >= 0 && a.getClientRects().length > 0).length);
      for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
      await waitNav(page, 'closed');
      assert.equal(await focused(page), 'gnb__depth1-link[offer]');
      assert.equal(page.url(), url, 'no javascript: link was followed');
      assert.deepEqual(refused, []);
    } finally {
      await close();
    }
  });
});

describe('legacy gnb header (pe) at 375', () => {
  it('the menu button opens a 360 px drawer; a panel slides in with its back link; one accordion at a time; close returns focus', async () => {
    const { page, refused, close } = await home('pe', MOBILE);
    try {
      await page.click('.js-gnb-menu-btn');
      await waitNav(page, 'drawer');
      // The whole height of the viewport, top to bottom: no strip of the page under it.
      assert.deepEqual(await page.$eval('.gnb__menu-wrap', (c) => [c.getAttribute('role'), c.getAttribute('aria-modal'), Math.round(c.getBoundingClientRect().width), Math.round(c.getBoundingClientRect().right), c.getBoundingClientRect().height === innerHeight]), ['dialog', 'true', 360, 375, true]);
      assert.ok(await page.evaluate(() => document.querySelector('.gnb__menu-wrap').contains(document.activeElement)), 'focus is in the drawer');
      assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden');
      await page.click(`${ITEM(2)} > .gnb__depth2-open-cta`);
      await waitNav(page, 'sub');
      assert.equal(await focused(page), 'gnb__depth-back');
      const visible = await page.$$eval('.gnb__depth1-menu', (lis) => lis.filter((li) => li.getClientRects().length > 0).length);
      assert.equal(visible, 1, 'only the open item shows');
      // A tap on a group's label opens its accordion (the button covers the row).
      const accordion = () => page.$$eval(`${ITEM(2)} .gnb__depth2-dropdown-cta`, (bs) => bs.map((b) => [b.getAttribute('aria-expanded'), document.getElementById(b.getAttribute('aria-controls')).getClientRects().length > 0]));
      assert.deepEqual(await accordion(), [['false', false], ['false', false]]);
      await page.click(`${ITEM(2)} .gnb__depth2-menu:nth-child(1) .gnb__depth2-link`);
      assert.deepEqual(await accordion(), [['true', true], ['false', false]]);
      await page.click(`${ITEM(2)} .gnb__depth2-menu:nth-child(2) .gnb__depth2-link`);
      assert.deepEqual(await accordion(), [['false', false], ['true', true]]);
      await page.keyboard.press('Space');
      assert.deepEqual(await accordion(), [['false', false], ['false', false]]);
      await page.click(`${ITEM(2)} .gnb__depth-back`);
      await waitNav(page, 'drawer');
      assert.equal(await focused(page), 'gnb__depth2-open-cta');
      await page.click('.gnb__menu-close');
      await waitNav(page, 'closed');
      assert.equal(await focused(page), 'gnb__menu-btn[gnb:open]');
      assert.equal(await page.$eval('.js-gnb-menu-btn', (b) => b.getAttribute('aria-expanded')), 'false');
      assert.equal(await page.evaluate(() => document.body.style.overflow), '');
      assert.deepEqual(refused, []);
    } finally {
      await close();
    }
  });
});

describe('older nv00-gnb header (vn) at 375', () => {
  it('the hamburger opens the header as a 360 px drawer with the top-level links; Esc closes it and returns focus', async () => {
    const { page, refused, close } = await home('vn', MOBILE);
    try {
      // The header's first Tab stops are all shown: the drawer's empty focus-loop guard
      // (`.nv00-gnb__inner-wrap-looping--start`, tabindex 0) is out of the Tab order.
      for (let i = 1; i <= 4; i++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => ({ what: document.activeElement.className, box: document.activeElement.getBoundingClientRect().toJSON() }));
        assert.ok(stop.box.width > 0 && stop.box.height > 0, `Tab ${i} lands on ${JSON.stringify(stop)}`);
      }
      const hamburger = '.nv00-gnb__utility.hamburger > button';
      assert.equal(await shownBox(page, '.nv00-gnb__l0-menu-list'), null, 'the links are in the closed drawer');
      const bar = await page.$eval('nav.nv00-gnb', (n) => n.getBoundingClientRect().height);
      await page.click(hamburger);
      await waitNav(page, 'drawer');
      assert.deepEqual(await page.$eval('.nv00-gnb__inner-wrap', (c) => [c.getAttribute('role'), c.getAttribute('aria-modal'), Math.round(c.getBoundingClientRect().width), c.getBoundingClientRect().height === innerHeight]), ['dialog', 'true', 360, true]);
      assert.equal(await page.$$eval('.nv00-gnb__l0-menu-btn', (as) => as.filter((a) => a.getClientRects().length > 0).length), 6);
      assert.equal(await page.$eval('nav.nv00-gnb', (n) => n.getBoundingClientRect().height), bar, 'the page under the drawer does not move');
      assert.ok(await shownBox(page, '.nv00-gnb__close-btn'));
      await page.keyboard.press('Escape');
      await waitNav(page, 'closed');
      assert.equal(await focused(page), 'nv00-gnb__utility-btn[gnb:open]');
      assert.equal(await page.$eval(hamburger, (b) => b.getAttribute('aria-expanded')), 'false');
      await page.click(hamburger);
      await waitNav(page, 'drawer');
      await page.click('.nv00-gnb__close-btn');
      await waitNav(page, 'closed');
      assert.equal(await focused(page), 'nv00-gnb__utility-btn[gnb:open]');
      assert.deepEqual(refused, []);
    } finally {
      await close();
    }
  });
});

/**
 * The account blocks of both headers follow the session (docs/rules.md §2 "Account"): their
 * markup ships the sign-in link and the account button as `javascript:` links, and the signed-in
 * blocks hidden. Seeded shoppers of pe and vn sign in through the local backend.
 */
describe('account on the older headers', () => {
  /** Opens `path` (a page, or a sign-in that lands on one) with the account blocks mounted. */
  async function account(path, viewport) {
    const opened = await open(path, { viewport });
    const refused = [];
    opened.page.on('console', (m) => /javascript:|Refused to run the JavaScript URL/i.test(m.text()) && refused.push(m.text()));
    await booted(opened.page);
    await opened.page.waitForFunction(() => window.storefront.bus.last('session:changed') && [...document.querySelectorAll('.gnb__utility > li, .nv00-gnb__user-account')].some((b) => b.dataset.sfMenu || b.querySelector('a[href*="redirect_uri"], a[href$="/mypage/"]')), { timeout: 25_000 });
    // The drawer's button does nothing until the navigation has bound (the account menu may mount first).
    await opened.page.waitForFunction(() => document.querySelector('.gnb, .nv00-gnb')?.dataset.sfNav !== undefined, { timeout: 10_000 });
    return { ...opened, refused };
  }
  const visible = (page, selector) => page.$$eval(selector, (els) => els.filter((e) => e.checkVisibility()).map((e) => e.textContent.replace(/\s+/g, ' ').trim()));
  /**
   * What `visible` reads once it reads `want`, or after 5 s: the account menu shows the session it
   * mounted with, and one that comes after shows in an effect after the next paint.
   */
  const visibleOnce = async (page, selector, want) => {
    await page.waitForFunction((s, w) => JSON.stringify([...document.querySelectorAll(s)].filter((e) => e.checkVisibility()).map((e) => e.textContent.replace(/\s+/g, ' ').trim())) === w, { timeout: 5000 }, selector, JSON.stringify(want)).catch(() => {});
    return visible(page, selector);
  };
  const focusedOn = (page, selector) => page.evaluate((s) => document.activeElement.matches(s), selector);
  const signInTarget = (href) => {
    const url = new URL(href);
    return [url.pathname, new URL(url.searchParams.get('redirect_uri')).pathname];
  };

  it('pe at 1440: the account button opens its layer without following its link; signed in, the name and sign-out, by keyboard', async () => {
    let { page, refused, close } = await account('/pe/', DESKTOP);
    try {
      await page.mouse.move(0, 600);
      await page.click('.gnb__login-btn');
      assert.equal(await page.$eval('.gnb__login-btn', (b) => b.getAttribute('aria-expanded')), 'true');
      assert.deepEqual(await visible(page, '.gnb__login-layer .gnb__utility-link'), ['Iniciar sesión', 'Sign-Up']);
      assert.deepEqual(signInTarget(await page.$eval('.gnb__login-layer .loginBtn', (a) => a.href)), ['/__backend/sign-in', '/pe/']);
      assert.deepEqual(await visible(page, '.gnb__logout-btn'), [], 'the signed-in button is hidden');
      assert.deepEqual(refused, []);
    } finally {
      await close();
    }
    ({ page, refused, close } = await account('/__backend/sign-in?user=pe-shopper&return=/pe/', DESKTOP));
    try {
      assert.deepEqual(await visibleOnce(page, '.gnb__login-btn', []), [], 'the sign-in button is hidden');
      await page.focus('.gnb__logout-btn');
      await page.keyboard.press('Space');
      assert.equal(await page.$eval('.gnb__logout-btn', (b) => b.getAttribute('aria-expanded')), 'true');
      assert.deepEqual(await visible(page, '.gnb__logout .gnb__login-layer :is(.gnb__user-name, .logoutBtn)'), ['Valeria', 'Cerrar sesión']);
      await page.keyboard.press('Escape');
      assert.deepEqual([await focusedOn(page, '.gnb__logout-btn'), await visible(page, '.gnb__logout .gnb__login-layer')], [true, []]);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      assert.equal(await focusedOn(page, '.gnb__logout .logoutBtn'), true);
      await Promise.all([page.waitForNavigation({ timeout: 25_000 }), page.keyboard.press('Enter')]);
      await page.waitForFunction(() => window.storefront?.bus.last('session:changed')?.signedIn === false, { timeout: 25_000 });
      await page.waitForFunction(() => document.querySelector('.gnb__login').checkVisibility() && !document.querySelector('.gnb__logout').checkVisibility(), { timeout: 10_000 });
      assert.equal(new URL(page.url()).pathname, '/pe/');
      assert.deepEqual(refused, []);
    } finally {
      await close();
    }
  });

  it('pe at 375: signed in, the drawer shows the name and sign-out instead of sign-in', async () => {
    const { page, refused, close } = await account('/__backend/sign-in?user=pe-shopper&return=/pe/', MOBILE);
    try {
      await page.click('.js-gnb-menu-btn');
      await waitNav(page, 'drawer');
      assert.deepEqual(await visibleOnce(page, '.gnb__utility-mobile :is(.gnb__user-name, .gnb__utility-link)', ['Valeria', 'Cerrar sesión']), ['Valeria', 'Cerrar sesión']);
      // Lined up with the menu's items: the name's and the link's text start where theirs do.
      const starts = await page.evaluate(() => {
        const start = (el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return Math.round(range.getBoundingClientRect().left);
        };
        return [...document.querySelectorAll('.gnb__depth1-link-text, .gnb__utility-mobile :is(.gnb__user-name, .gnb__utility-link)')].filter((e) => e.checkVisibility()).map(start);
      });
      assert.equal(new Set(starts).size, 1, `text starts ${starts}`);
      assert.deepEqual(refused, []);
    } finally {
      await close();
    }
  });

  it('vn at 1440: the sign-in link signs in and comes back; signed in, the name links to the shopper page', async () => {
    let { page, refused, close } = await account('/vn/', DESKTOP);
    try {
      const link = '.nv00-gnb__user-account.before-login a';
      assert.deepEqual(await visible(page, link), ['Đăng nhập/Sign-Up']);
      await Promise.all([page.waitForNavigation({ timeout: 25_000 }), page.click(link)]);
      assert.deepEqual(signInTarget(page.url()), ['/__backend/sign-in', '/vn/']);
      assert.deepEqual(refused, []);
    } finally {
      await close();
    }
    ({ page, refused, close } = await account('/__backend/sign-in?user=vn-shopper&return=/vn/', DESKTOP));
    try {
      assert.deepEqual(await visibleOnce(page, '.nv00-gnb__user-account', ['Linh Mở Menu của tôi']), ['Linh Mở Menu của tôi']);
      assert.equal(await page.$eval('.nv00-gnb__user-account.after-login a', (a) => new URL(a.href).pathname), '/vn/mypage/');
      assert.deepEqual(refused, []);
    } finally {
      await close();
    }
  });
});
