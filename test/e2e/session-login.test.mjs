/**
 * The login layer in Chromium over real HTTP (docs/rules.md §2 "login layer popup", §5) on the
 * uk home, desktop 1280 and mobile 375: its button opens `#layerLogin` with the sign-in form; an
 * invalid email shows the error and focusing the field hides it; Enter with a seeded shopper's
 * email submits the hidden sign-in form to the local backend's account service, which signs the
 * shopper in and comes back, and the header switches; the remembered email lives 7 days and
 * fills the form next time; the close button leaves the layer.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { booted, open, storedCookies } from './harness.mjs';
import { backend } from './gates/kit.mjs';

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 375, height: 800, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};
const DAY = 86_400_000;
const field = (name) => `#layerLogin input[name="${name}"]`;

/** Clicks the login button and waits until the layer is open with its form. */
async function openLogin(page) {
  const button = await page.$('.popup-kinds [data-div-id="#layerLogin"]');
  await button.evaluate((b) => b.scrollIntoView({ block: 'center' }));
  await button.click();
  await page.waitForFunction(() => document.querySelector('#layerLogin')?.getAttribute('aria-modal') === 'true', { timeout: 5000 });
  await page.waitForSelector(field('email'), { visible: true, timeout: 10_000 });
  return button;
}

const errors = (page) => page.$$eval('#layerLogin .error-msg', (list) => list.map((e) => e.textContent));
const session = (page) => page.waitForFunction(() => window.storefront?.bus.last('session:ready') && window.storefront.bus.last('session:changed'), { timeout: 25_000 }).then((h) => h.jsonValue());

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`login layer on uk home, ${name} ${viewport.width}`, () => {
    it('an invalid email shows the error, focusing hides it; a valid submit signs in, remembers the email 7 days', async () => {
      await backend('POST', '/__backend/reset');
      const { page, context, report, close } = await open('/uk/', { viewport });
      try {
        await booted(page);
        assert.equal((await session(page)).signedIn, false);
        await openLogin(page);

        await page.type(field('email'), 'olivia@@example');
        await page.type(field('password'), 'secret');
        await page.keyboard.press('Enter');
        await page.waitForSelector('#layerLogin .error-msg', { visible: true });
        assert.deepEqual(await errors(page), ['Enter a valid email address.']);
        assert.equal(new URL(page.url()).pathname, '/uk/');
        await page.click(field('email'));
        await page.waitForFunction(() => !document.querySelector('#layerLogin .error-msg'));

        await page.$eval(field('email'), (el) => el.select());
        await page.type(field('email'), 'uk-shopper@example.com');
        await page.click('#layerLogin .checkbox-v2__label');
        assert.equal(await page.$eval('#layerLogin .checkbox-v2__input', (el) => el.checked), true);
        const requested = [];
        page.on('request', (r) => r.isNavigationRequest() && requested.push(r.url()));
        const before = Date.now();
        await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.focus(field('password')).then(() => page.keyboard.press('Enter'))]);

        // The account service got the email, never the password, and sent the shopper back here.
        const signIn = new URL(requested.find((u) => u.includes('/__backend/sign-in')));
        assert.equal(signIn.searchParams.get('loginId'), 'uk-shopper@example.com');
        assert.equal(signIn.searchParams.get('countryCode'), 'GB');
        assert.ok(!requested.some((u) => u.includes('secret')));
        assert.equal(new URL(page.url()).pathname, '/uk/');
        await booted(page);
        const state = await session(page);
        assert.deepEqual([state.signedIn, state.firstName], [true, 'Olivia']);
        await page.waitForFunction(() => document.querySelector('.nv00-gnb-v4__utility-wrap.before-login')?.classList.contains('hide'), { timeout: 10_000 });

        const remembered = (await storedCookies(page, context)).find((c) => c.name === 'rememberEmail');
        assert.equal(decodeURIComponent(remembered.value), 'uk-shopper@example.com');
        const life = remembered.expires * 1000 - before;
        assert.ok(life > 7 * DAY - 60_000 && life <= 7 * DAY + 60_000, `rememberEmail lives ${life} ms, not 7 days`);

        // Next time the layer opens, the remembered email is filled in and "remember" is checked.
        await openLogin(page);
        assert.deepEqual(await page.$eval('#layerLogin', (l) => [l.querySelector('input[name="email"]').value, l.querySelector('.checkbox-v2__input').checked]), ['uk-shopper@example.com', true]);
        assert.deepEqual([report.pageErrors, report.violations], [[], []]);
      } finally {
        await close();
      }
    });

    it('the close button leaves the layer, focus returns to its button, nothing is submitted', async () => {
      const { page, report, close } = await open('/uk/', { viewport });
      try {
        await booted(page);
        const button = await openLogin(page);
        await page.type(field('email'), 'uk-shopper@example.com');
        await page.click('#layerLogin .login-leave-btn');
        await page.waitForFunction(() => getComputedStyle(document.querySelector('#layerLogin')).display === 'none', { timeout: 5000 });
        assert.ok(await button.evaluate((b) => document.activeElement === b));
        assert.equal(new URL(page.url()).pathname, '/uk/');
        assert.deepEqual([report.pageErrors, report.violations], [[], []]);
      } finally {
        await close();
      }
    });
  });
}
