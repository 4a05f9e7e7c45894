/**
 * The Korean store (/sec/) in Chromium over real HTTP: the seeded Korean shopper signs in and
 * out (docs/architecture.md "Session"), and a store-interface reply follows Korea's result-code
 * rules (docs/rules.md §8): 2002 is not an alert, other codes starting 2 or 3 show the message
 * as text, the purchase-limit message trimmed to the limit phrase with its line breaks, under
 * a button reading '확인'.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { booted, open, probeEnv, storedCookies } from './harness.mjs';
import { backend } from './gates/kit.mjs';

const sessionState = (page) => page.waitForFunction(() => window.storefront?.bus.last('session:ready') && window.storefront.bus.last('session:changed'), { timeout: 25_000 }).then((h) => h.jsonValue());
const cookieNames = async (page, context) => (await storedCookies(page, context)).map((c) => c.name);
const visible = (page, selector) => page.$eval(selector, (el) => el.getClientRects().length > 0 && getComputedStyle(el).display !== 'none').catch(() => false);
/** docs/rules.md §3 sign-out list, as the Korean site names its login cookie. */
const SIGN_OUT_COOKIES = ['jwt_sec', 'guid', 'xsdcxyn'];

describe('Korea: the seeded shopper signs in and out on /sec/', () => {
  const block = (state) => `.nv00-gnb-v4__utility-wrap.${state}`;

  it('sec-shopper: validated, the header shows 민준, a queued call runs; Logout clears the cookies and lands on the Korean home', async () => {
    await backend('POST', '/__backend/reset');
    const { page, context, url, report, close } = await open(`/__backend/sign-in?user=sec-shopper&return=${encodeURIComponent('/sec/')}`);
    try {
      const origin = new URL(url).origin;
      await booted(page);
      assert.equal(page.url(), `${origin}/sec/`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'ko-KR');
      assert.ok((await cookieNames(page, context)).includes('jwt_sec'), 'signed in with the Korean login cookie');
      const state = await sessionState(page);
      assert.deepEqual(state, { signedIn: true, firstName: '민준', lastName: '김', loginType: 'sa_login' });
      await page.evaluate(() => window.storefront.queue(() => (window.__sfQueued = 'ran')));
      await page.waitForFunction(() => window.__sfQueued === 'ran', { timeout: 25_000 });
      const validate = (await backend('GET', '/__backend/requests?path=/v1/sso/user/validate&method=POST')).requests;
      assert.equal(validate.length, 1);

      await page.waitForFunction(() => window.storefront.mounted().includes('account-menu'));
      await page.waitForFunction((sel) => document.querySelector(sel)?.classList.contains('hide'), {}, block('before-login'));
      assert.equal(await visible(page, block('after-login')), true);
      assert.equal(await page.$eval(`${block('after-login')} .user-name`, (el) => el.textContent), '민준');

      await page.hover(`${block('after-login')} [data-js-action="user"]`);
      await page.waitForSelector(`${block('after-login')} [role="menu"]`, { visible: true });
      await Promise.all([page.waitForNavigation(), page.click(`${block('after-login')} .logoutBtn`)]);
      assert.equal(page.url(), `${origin}/sec/`, 'lands on the Korean home');
      await booted(page);
      assert.deepEqual(await sessionState(page), { signedIn: false });
      assert.equal(await visible(page, block('before-login')), true);
      const names = await cookieNames(page, context);
      assert.deepEqual(SIGN_OUT_COOKIES.filter((n) => names.includes(n)), []);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});

describe('Korea: store-interface result codes (docs/rules.md §8)', () => {
  /** The local backend of the probe build's server (its own state and faults). */
  async function probeBackend(method, path, body) {
    const { server } = await probeEnv();
    const res = await fetch(new URL(path, server.url), { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    const text = await res.text();
    return text ? JSON.parse(text) : null;
  }
  const LIMIT = '<b>Galaxy S25 Ultra</b> 티타늄 블랙 (SM-S938BZKKOO)<br>구매 한도를 초과했습니다.<br>1인당 최대 2대까지 구매할 수 있습니다.';

  it('2002 raises no alert; 3001 shows the trimmed purchase-limit message as text under 확인', async () => {
    await probeBackend('POST', '/__backend/reset');
    const path = '/sec/ng/p4v1/makeBuyNowCookie';
    await probeBackend('POST', '/__backend/faults', [
      { path, mode: 'code', code: '2002', message: '이미 처리된 요청입니다.', times: 1 },
      { path, mode: 'code', code: '3001', message: LIMIT, times: 1 },
    ]);
    const { page, report, close } = await open('/sec/', { probes: true });
    try {
      await booted(page);
      await page.evaluate(() => {
        document.getElementById('content').insertAdjacentHTML('beforeend', '<i data-sf-plugin="probe-store-call" data-action="makeBuyNowCookie" data-product="SM-S938BZKKOO"></i>');
        window.storefront.enable('probe-store-call');
      });
      const button = '.probe-store-call button';
      const settled = (code) => page.waitForFunction((c) => document.querySelector('.probe-store-call')?.dataset.state === `done:${c}`, { timeout: 15_000 }, code);
      await page.waitForSelector(button);

      // The client resolves only after an alert it raised is closed: resolved with no popup means none was raised.
      await page.click(button);
      await page.waitForFunction(() => document.querySelector('.probe-store-call').dataset.state.startsWith('done:') || document.querySelector('.sf-message-popup'), { timeout: 15_000 });
      assert.equal(await page.$('.sf-message-popup'), null, '2002 is not an alert on the Korean site');
      await settled('2002');

      await page.click(button);
      await page.waitForSelector('.sf-message-popup[role=alertdialog]', { visible: true, timeout: 10_000 });
      const shown = await page.$eval('.sf-message-popup', (p) => ({
        text: p.querySelector('.layer-popup__desc').textContent,
        markup: p.querySelector('.layer-popup__desc').children.length,
        button: p.querySelector('.cta--contained').textContent.trim(),
        focused: p.contains(document.activeElement),
      }));
      assert.deepEqual(shown, { text: '구매 한도를 초과했습니다.\n1인당 최대 2대까지 구매할 수 있습니다.', markup: 0, button: '확인', focused: true });
      await page.click('.sf-message-popup .cta--contained');
      await settled('3001');
      assert.equal(await page.$('.sf-message-popup'), null);
      assert.equal((await probeBackend('GET', `/__backend/requests?path=${path}`)).requests.length, 2);
      assert.deepEqual(report.pageErrors, []);
    } finally {
      await close();
    }
  });
});
