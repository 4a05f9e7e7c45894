/**
 * Who the shopper is, in Chromium over real HTTP (docs/architecture.md "Session"): seeded
 * shoppers sign in through the local backend, the session validates them, and a queued store
 * call runs in every outcome, faults and timeouts included; sign-out clears the cookie list
 * and never leaves the site, whatever the return parameter says.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { booted, open, storedCookies } from './harness.mjs';
import { backend, refreshClock } from './gates/kit.mjs';

const signInPath = (user, back) => `/__backend/sign-in?user=${encodeURIComponent(user)}&return=${encodeURIComponent(back)}`;

/** Queues a store call and waits until it ran: the queue was released. */
async function queueRuns(page) {
  await page.evaluate(() => {
    window.__sfQueued = 'waiting';
    window.storefront.queue(() => (window.__sfQueued = 'ran'));
  });
  await page.waitForFunction(() => window.__sfQueued === 'ran', { timeout: 25_000 });
}

const sessionState = (page) => page.waitForFunction(() => window.storefront?.bus.last('session:ready') && window.storefront.bus.last('session:changed'), { timeout: 25_000 }).then((h) => h.jsonValue());
const cookieNames = async (page, context) => (await storedCookies(page, context)).map((c) => c.name);

/** Signs `user` in, lands on `back`, waits for the session; answers the page, its state and its cookies. */
async function signedIn(user, back, options = {}) {
  const opened = await open(signInPath(user, back), options);
  await booted(opened.page);
  const state = await sessionState(opened.page);
  return { ...opened, state };
}


/** Waits for the kit's message popup and gives its title and text, then presses its button. */
async function messagePopup(page) {
  await page.waitForSelector('.sf-message-popup[role=alertdialog]', { visible: true, timeout: 10000 });
  const shown = await page.$eval('.sf-message-popup', (p) => ({ title: p.querySelector('.layer-popup__title')?.textContent ?? '', text: p.querySelector('.layer-popup__desc').textContent, focused: p.contains(document.activeElement) }));
  await page.click('.sf-message-popup .cta--contained');
  await page.waitForFunction(() => !document.querySelector('.sf-message-popup'), { timeout: 5000 });
  return shown;
}

describe('session: seeded shoppers sign in', () => {
  for (const [user, back, site, firstName] of [
    ['uk-shopper', '/uk/', 'uk', 'Olivia'],
    ['us-shopper', '/us/', 'us', 'James'],
    ['cn-shopper', '/cn/', 'cn', '伟'],
    ['uk-smb', '/uk/business/', 'uk', 'Sam'],
    ['us-workplace', '/us/', 'us', ''],
  ]) {
    it(`${user} on /${site}/: validated, signed in, queued call runs`, async () => {
      await backend('POST', '/__backend/reset');
      const { page, report, state, close } = await signedIn(user, back);
      try {
        // A discount member's session also carries the jwt details' store fields (the discount bar reads them).
        const { discount, ...who } = state;
        assert.deepEqual(who, { signedIn: true, firstName, lastName: state.lastName, loginType: 'sa_login' });
        assert.equal(discount?.store_info.store_id, user === 'us-workplace' ? 'workplace' : undefined);
        await queueRuns(page);
        const validate = (await backend('GET', '/__backend/requests?path=/v1/sso/user/validate&method=POST')).requests;
        assert.equal(validate.length, 1);
        assert.equal(validate[0].body.jwt.split('.').length, 3);
        if (user === 'us-workplace') assert.equal(validate[0].body.store_id, 'workplace');
        assert.deepEqual(report.pageErrors, []);
      } finally {
        await close();
      }
    });
  }

  for (const [user, reason] of [['uk-guest-epp', 'guest discount-store login'], ['uk-expired', 'expired token']]) {
    it(`${user} (${reason}) counts as signed out, the jwt cookie goes, the queue runs`, async () => {
      await backend('POST', '/__backend/reset');
      const { page, context, state, close } = await signedIn(user, '/uk/');
      try {
        assert.equal(state.signedIn, false);
        await queueRuns(page);
        assert.ok(!(await cookieNames(page, context)).includes('jwt_uk'));
      } finally {
        await close();
      }
    });
  }

  it('uk-blocked: the session check (903) shows the blocked popup and signs out', async () => {
    await backend('POST', '/__backend/reset');
    const { page, context, state, close } = await signedIn('uk-blocked', '/uk/');
    try {
      assert.equal(state.signedIn, false);
      await queueRuns(page);
      const shown = await messagePopup(page);
      assert.match(shown.text, /blocked/i);
      assert.ok(shown.focused, 'focus moves into the popup');
      assert.equal(await page.$$eval('.sf-message-popup', (l) => l.length), 0, 'one popup, closed by its button');
      assert.ok(!(await cookieNames(page, context)).includes('jwt_uk'));
    } finally {
      await close();
    }
  });
});

describe('session: a status in the query', () => {
  it('customerStatus=DW without a sign-in shows error text 1; the queue runs', async () => {
    await backend('POST', '/__backend/reset');
    const { page, close } = await open('/uk/?customerStatus=DW');
    try {
      await booted(page);
      assert.equal((await sessionState(page)).signedIn, false);
      await queueRuns(page);
      const shown = await messagePopup(page);
      assert.deepEqual([shown.title, shown.text], ['Sign-in error', 'Your account needs attention before you can sign in. Please visit your Samsung account.']);
    } finally {
      await close();
    }
  });
});

describe('session: faults of validate end signed out with the queue released', () => {
  for (const mode of ['500', 'malformed', 'empty', 'drop', 'slow']) {
    it(`validate answering "${mode}"`, async () => {
      await backend('POST', '/__backend/reset');
      await backend('POST', '/__backend/faults', { path: '/v1/sso/user/validate', mode, ...(mode === 'slow' ? { delayMs: 11_000 } : {}) });
      const { page, context, report, state, close } = await signedIn('uk-shopper', '/uk/', { cookies: [{ name: 's_ecom_sc_cnt', value: '3' }] });
      try {
        assert.equal(state.signedIn, false);
        await queueRuns(page);
        const names = await cookieNames(page, context);
        assert.ok(!names.includes('jwt_uk'), 'the login cookie is deleted');
        assert.ok(names.includes('s_ecom_sc_cnt'), 'the cart count cookie is kept');
        assert.ok(report.errors.some((e) => e.startsWith('storefront: session: validate failed')), 'the error is logged');
        assert.deepEqual(report.pageErrors, []);
      } finally {
        await close();
      }
    });
  }
});

/** docs/architecture.md "Redirects": 15 forms of sending the shopper elsewhere. */
const ATTACKS = [
  '//evil.example/', '/\\evil.example/', 'https:evil.example', 'http://evil.example/', '%2F%2Fevil.example', 'javascript:alert(1)',
  'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', ' //evil.example', '\t//evil.example', '///evil.example',
  'https://evil.example@127.0.0.1/', 'https://127.0.0.1.evil.example/', 'vbscript:msgbox(1)', 'http:\\\\evil.example',
];
const SIGN_OUT_COOKIES = ['jwt_uk', 'guid', 'xsdcxyn', 'sa_state', 'snsSessionId'];

describe('session: the China refresh (docs/rules.md §4, §7)', () => {
  // The 15-minute interval and the 5–6 s retry waits run on a controlled clock (refreshClock).
  const cookie = async (page, context, name) => (await storedCookies(page, context)).find((c) => c.name === name)?.value;

  it('after 15 minutes posts the client id, secret and refresh token, and stores the rotated tokens; still signed in', async () => {
    await backend('POST', '/__backend/reset');
    const { page, context, state, close } = await signedIn('cn-shopper', '/cn/', { beforeLoad: refreshClock });
    try {
      assert.equal(state.signedIn, true);
      assert.equal(await cookie(page, context, 'cnRefreshToken'), 'cn-refresh-token-1');
      assert.equal(await page.evaluate(() => window.__sfClock.live()), 1, 'one refresh interval while sa_state exists');
      assert.equal(await page.evaluate(() => window.__sfClock.refresh()), 1);
      await page.waitForFunction(() => !document.cookie.includes('cnRefreshToken=cn-refresh-token-1'), { timeout: 15_000 });
      const posts = (await backend('GET', '/__backend/requests?path=/api/v1/cn/token/refresh&method=POST')).requests;
      assert.equal(posts.length, 1);
      assert.deepEqual(posts[0].body, { clientId: 'cn-store', clientSecret: 'cn-store-web', refreshToken: 'cn-refresh-token-1' });
      assert.match(await cookie(page, context, 'cnRefreshToken'), /^cn-refresh-[0-9a-f-]{36}$/);
      assert.match(await cookie(page, context, 'cnAccessToken'), /^cn-access-[0-9a-f-]{36}$/);
      assert.equal(await page.evaluate(() => window.storefront.bus.last('session:changed').signedIn), true);
    } finally {
      await close();
    }
  });

  it('a refused refresh token (status 401) is not retried: the header turns signed out, the refresh stops', async () => {
    await backend('POST', '/__backend/reset');
    const { page, context, close } = await signedIn('cn-shopper', '/cn/', { beforeLoad: refreshClock });
    try {
      // The token the shopper holds is not the one the service knows any more.
      await page.setCookie({ name: 'cnRefreshToken', value: 'cn-refresh-stale', path: '/' });
      await page.evaluate(() => window.__sfClock.refresh());
      await page.waitForFunction(() => window.storefront.bus.last('session:changed').signedIn === false, { timeout: 15_000 });
      assert.equal(await page.evaluate(() => window.__sfClock.retry()), 0, 'no retry after a 401');
      assert.equal((await backend('GET', '/__backend/requests?path=/api/v1/cn/token/refresh&method=POST')).requests.length, 1);
      assert.equal(await page.evaluate(() => window.__sfClock.live()), 0, 'the refresh interval was cleared');
    } finally {
      await close();
    }
  });
});

describe('session: sign-out', () => {
  it('clears the sign-out cookies and lands on the allowed return page', async () => {
    await backend('POST', '/__backend/reset');
    const { page, context, url, close } = await signedIn('uk-shopper', '/uk/');
    try {
      const origin = new URL(url).origin;
      await Promise.all([page.waitForNavigation(), page.evaluate(() => window.storefront.bus.emit('session:sign-out', { returnUrl: '/uk/listing/' }))]);
      assert.equal(page.url(), `${origin}/uk/listing/`);
      const names = await cookieNames(page, context);
      assert.deepEqual(SIGN_OUT_COOKIES.filter((n) => names.includes(n)), []);
      assert.equal((await backend('GET', '/__backend/requests?path=/v1/sso/user/logout&method=GET')).requests.length, 1);
      // The sso host's JSONP logout (docs/rules.md §7), alongside the store's.
      const sso = (await backend('GET', '/__backend/requests?path=/apiservices/logout&method=GET')).requests;
      assert.equal(sso.length, 1);
      assert.match(sso[0].query.callback ?? '', /^sfLogout_/);
    } finally {
      await close();
    }
  });

  it('us: the store logout carries the shopper\'s jwt_us in x-ecom-jwt, the sso JSONP goes beside it, and the shopper lands on the return page', async () => {
    await backend('POST', '/__backend/reset');
    const { page, context, url, close } = await signedIn('us-shopper', '/us/');
    try {
      const origin = new URL(url).origin;
      const jwt = (await storedCookies(page, context)).find((c) => c.name === 'jwt_us')?.value;
      assert.ok(jwt, 'the us sign-in set jwt_us');
      await Promise.all([page.waitForNavigation(), page.evaluate(() => window.storefront.bus.emit('session:sign-out', { returnUrl: '/us/shop/discount-program/' }))]);
      assert.equal(page.url(), `${origin}/us/shop/discount-program/`);
      const names = await cookieNames(page, context);
      assert.deepEqual(['jwt_us', 'guid', 'sa_state'].filter((n) => names.includes(n)), []);
      const logout = (await backend('GET', '/__backend/requests?path=/v1/sso/user/logout&method=GET')).requests;
      assert.equal(logout.length, 1);
      assert.equal(logout[0].headers['x-ecom-jwt'], jwt);
      assert.equal((await backend('GET', '/__backend/requests?path=/apiservices/logout&method=GET')).requests.length, 1);
    } finally {
      await close();
    }
  });

  it('cn: posts the access token with channel hybris to the China logout, then leaves through /cn/logout to the return page', async () => {
    await backend('POST', '/__backend/reset');
    const { page, context, url, close } = await signedIn('cn-shopper', '/cn/');
    try {
      const origin = new URL(url).origin;
      await Promise.all([page.waitForNavigation(), page.evaluate(() => window.storefront.bus.emit('session:sign-out', { returnUrl: '/cn/' }))]);
      await page.waitForFunction(() => document.readyState === 'complete', { timeout: 10_000 });
      assert.equal(new URL(page.url()).origin, origin);
      assert.equal(new URL(page.url()).pathname, '/cn/');
      const china = (await backend('GET', '/__backend/requests?path=/api/v1/cn/logout&method=POST')).requests;
      assert.equal(china.length, 1);
      assert.deepEqual(china[0].body, { accessToken: 'cn-access-cn-shopper', channel: 'hybris' });
      const left = (await backend('GET', '/__backend/requests?path=/cn/logout&method=GET')).requests;
      assert.equal(left.length, 1);
      assert.equal(left[0].query.redirectUrl, `${origin}/cn/`);
      // China does not use the store's logout or the sso JSONP.
      assert.equal((await backend('GET', '/__backend/requests?path=/v1/sso/user/logout&method=GET')).requests.length, 0);
      const names = await cookieNames(page, context);
      assert.deepEqual(['jwt_cn', 'guid', 'cnAccessToken', 'cnRefreshToken'].filter((n) => names.includes(n)), []);
    } finally {
      await close();
    }
  });

  it(`refuses every redirect attack (${ATTACKS.length} forms): the shopper stays on the site, at its home`, async () => {
    await backend('POST', '/__backend/reset');
    for (const attack of ATTACKS) {
      const { page, url, close } = await signedIn('uk-shopper', '/uk/');
      try {
        const origin = new URL(url).origin;
        await Promise.all([page.waitForNavigation(), page.evaluate((returnUrl) => window.storefront.bus.emit('session:sign-out', { returnUrl }), attack)]);
        // An encoded "//" is a path on the site, not another host: it stays here too.
        const landed = new URL(page.url());
        assert.equal(landed.origin, origin, `attack ${JSON.stringify(attack)}`);
        assert.equal(landed.pathname, attack.startsWith('%2F') ? '/uk/%2F%2Fevil.example' : '/uk/', `attack ${JSON.stringify(attack)}`);
      } finally {
        await close();
      }
    }
  });
});

describe('session: the account menu follows the session (v4 header)', () => {
  const block = (state) => `.nv00-gnb-v4__utility-wrap.${state}`;
  const visible = (page, selector) => page.$eval(selector, (el) => el.getClientRects().length > 0 && getComputedStyle(el).display !== 'none').catch(() => false);

  it('signed out: the sign-in block; signed in: the name, opened by keyboard and mouse; Logout signs out', async () => {
    await backend('POST', '/__backend/reset');
    const { page, context, close } = await signedIn('uk-shopper', '/uk/');
    try {
      await page.waitForFunction(() => window.storefront.mounted().includes('account-menu'));
      await page.waitForFunction((sel) => document.querySelector(sel)?.classList.contains('hide'), {}, block('before-login'));
      assert.equal(await visible(page, block('after-login')), true);
      assert.equal(await page.$eval(`${block('after-login')} .user-name`, (el) => el.textContent), 'Olivia');
      // Rewards member (seeded): the rewards link stays.
      await page.waitForFunction((sel) => document.querySelector(sel)?.hidden === false, {}, `${block('after-login')} a[an-la="my rewards"]`);

      await page.focus(`${block('after-login')} [data-js-action="user"]`);
      await page.keyboard.press('Enter');
      assert.equal(await visible(page, `${block('after-login')} [role="menu"]`), true);
      assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'menuitem');
      await page.keyboard.press('ArrowDown');
      assert.equal(await page.evaluate(() => document.activeElement.textContent.trim()), 'Receive up to 5% of your purchase back in points.');
      await page.keyboard.press('Escape');
      assert.equal(await visible(page, `${block('after-login')} [role="menu"]`), false);
      assert.equal(await page.evaluate(() => document.activeElement.dataset.jsAction), 'user');

      // Opened by the pointer, the focus elsewhere: Escape shuts it too.
      await page.$eval(`${block('after-login')} [data-js-action="user"]`, (b) => b.blur());
      await page.mouse.move(0, 0);
      await page.hover(`${block('after-login')} [data-js-action="user"]`);
      await page.waitForSelector(`${block('after-login')} [role="menu"]`, { visible: true });
      await page.keyboard.press('Escape');
      assert.equal(await visible(page, `${block('after-login')} [role="menu"]`), false);

      await page.mouse.move(0, 0);
      await page.hover(`${block('after-login')} [data-js-action="user"]`);
      await page.waitForSelector(`${block('after-login')} [role="menu"]`, { visible: true });
      const here = page.url();
      await Promise.all([page.waitForNavigation(), page.click(`${block('after-login')} .logoutBtn`)]);
      assert.equal(page.url(), here, 'back on the page the shopper signed out from');
      await booted(page);
      assert.deepEqual(await sessionState(page), { signedIn: false });
      assert.equal(await visible(page, block('before-login')), true);
      assert.ok(!(await cookieNames(page, context)).includes('jwt_uk'));
    } finally {
      await close();
    }
  });

  it("on a phone: the header's account icon is a link to sign-in and back, reached by Tab; signed in, the icon and the drawer's name go to the shopper's page", async () => {
    await backend('POST', '/__backend/reset');
    const { page, report, close } = await open('/uk/', { viewport: { width: 375, height: 800 } });
    try {
      await booted(page);
      const icon = (state) => `a.nv00-gnb-v4__utility-user.${state}`;
      await page.waitForFunction((sel) => document.querySelector(sel)?.hasAttribute('href'), { timeout: 10_000 }, icon('before-login'));
      const box = await (await page.$(icon('before-login'))).boundingBox();
      assert.ok(box && box.width >= 24 && box.height >= 24, `a tap target: ${JSON.stringify(box)}`);
      const href = new URL(await page.$eval(icon('before-login'), (a) => a.href));
      assert.deepEqual([href.pathname, href.searchParams.get('redirect_uri')], ['/__backend/sign-in', page.url()]);
      // The drawer, signed out: its account list offers sign-in and back, a link a thumb can hit.
      await page.click('.nv00-gnb-v4__utility-hamburger');
      const drawerSignIn = '.nv00-gnb-v4__user-menu-list.before-login a[data-linkinfo]';
      await page.waitForSelector(drawerSignIn, { visible: true, timeout: 5000 });
      // Once the drawer has slid in: the link in the same place two frames running, and its middle
      // its own (a drawer whose slide has not started yet is still too; under load it can be).
      const settled = (sel) => new Promise((resolve) => {
        const at = () => {
          const r = document.querySelector(sel).getBoundingClientRect();
          return [r.left, r.top, document.querySelector(sel).contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))];
        };
        const first = at();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(first[2] && JSON.stringify(at()) === JSON.stringify(first))));
      });
      // On a timeout the assertion below says what the link's middle hit.
      await page.waitForFunction(settled, { timeout: 5000 }, drawerSignIn).catch(() => {});
      const link = await page.$eval(drawerSignIn, (a) => {
        const r = a.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { href: a.href, text: a.textContent.trim(), width: r.width, height: r.height, own: a.contains(hit), hit: hit?.outerHTML.slice(0, 120) ?? null, left: r.left };
      });
      assert.equal(link.href, href.href);
      assert.equal(link.text, 'Login/Sign-Up');
      assert.ok(link.width >= 24 && link.height >= 24 && link.own, `a tap target in the drawer: ${JSON.stringify(link)}`);
      assert.equal(await visible(page, '.nv00-gnb-v4__user-menu-list.after-login'), false);
      await page.keyboard.press('Escape');
      await page.waitForSelector(drawerSignIn, { hidden: true, timeout: 5000 });
      // By keyboard: the Tab after the cart lands on it, and Enter follows it.
      await page.focus('.nv00-gnb-v4__utility-cart');
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), icon('before-login')), true);
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      assert.equal(await page.title(), 'Sign in (local backend)');
      await Promise.all([page.waitForNavigation(), page.click('a[href*="user=uk-shopper&"]')]);
      assert.equal(new URL(page.url()).pathname, '/uk/');
      await booted(page);
      assert.equal((await sessionState(page)).signedIn, true);
      await page.waitForFunction((sel) => document.querySelector(sel)?.classList.contains('hide'), { timeout: 10_000 }, icon('before-login'));
      assert.equal(await visible(page, icon('after-login')), true);
      const mine = new URL('/uk/mypage/', page.url()).href;
      assert.equal(await page.$eval(icon('after-login'), (a) => a.href), mine);
      // The drawer: the shopper's name, linked to their page; no sign-in link.
      await page.click('.nv00-gnb-v4__utility-hamburger');
      await page.waitForSelector('.nv00-gnb-v4__user-menu-list.after-login .js-account', { visible: true, timeout: 5000 });
      assert.deepEqual(await page.$eval('.nv00-gnb-v4__user-menu-list.after-login .js-account', (a) => [a.href, a.querySelector('.user-name').textContent]), [mine, 'Olivia']);
      assert.equal(await visible(page, '.nv00-gnb-v4__user-menu-list.before-login'), false);
      assert.deepEqual([report.pageErrors, report.errors], [[], []]);
    } finally {
      await close();
    }
  });
});
